// The report selection as a zod schema shared by the browser and the server: a report (required),
// a period of whole months from January 2019 up to the current month (the month pickers' rule) (both ends required, the end
// not before the start, at most 36 months), an organisation of the role's scope (empty: all of
// it) and, for the unusual-use report, a threshold of 2 to 1000 (empty: the default).
import { z } from 'zod';
import {
  maximumReportMonths,
  periodMonths,
  reportIds,
  unusualUseRules,
  type ReportId,
} from '@contracts/reporting-codes';
import { issue, reportIssue } from '~/lib/validation/issue';
import { validateMonthOrder, type MonthYear } from '~/lib/validation/month-picker';
import { monthYearFieldSchema } from '~/ui/widgets/field-schemas';
import { selectionFields } from './selection-fields';

const monthText = ({ month, year }: MonthYear) =>
  month === null || year === null ? null : `${year}-${String(month).padStart(2, '0')}`;

/** `organisations`: the codes of the role's scope; `today` decides the last month (tests give theirs). */
export function reportSelectionSchema(
  { organisations }: { organisations: readonly string[] },
  today?: Date,
) {
  const f = selectionFields;
  const month = monthYearFieldSchema(today)
    .default({ month: null, year: null })
    .superRefine((value, ctx) => {
      if (value.month === null && value.year === null)
        reportIssue(ctx, issue('reporting.periodRequired'));
    });
  return z
    .object({
      [f.report]: z
        .string()
        .default('')
        .superRefine((value, ctx) => {
          if (!(reportIds as readonly string[]).includes(value))
            reportIssue(ctx, issue('reporting.reportRequired'));
        })
        .transform((value) => value as ReportId),
      [f.from]: month,
      [f.to]: month,
      [f.organisation]: z
        .string()
        .trim()
        .default('')
        .superRefine((value, ctx) => {
          if (value !== '' && !organisations.includes(value))
            reportIssue(ctx, issue('reporting.organisation'));
        }),
      [f.threshold]: z
        .string()
        .trim()
        .default('')
        .superRefine((value, ctx) => {
          const number = Number(value);
          if (
            value !== '' &&
            (!/^\d+$/.test(value) ||
              number < unusualUseRules.minimumThreshold ||
              number > unusualUseRules.maximumThreshold)
          ) {
            reportIssue(
              ctx,
              issue('reporting.threshold', {
                min: unusualUseRules.minimumThreshold,
                max: unusualUseRules.maximumThreshold,
              }),
            );
          }
        }),
      [f.submit]: z.string().optional(),
    })
    .superRefine((selection, ctx) => {
      const from = selection[f.from];
      const to = selection[f.to];
      const order = validateMonthOrder(from, to);
      if (order) {
        reportIssue(ctx, order, [f.to]);
        return;
      }
      const start = monthText(from);
      const end = monthText(to);
      if (start && end && periodMonths({ from: start, to: end }) > maximumReportMonths) {
        reportIssue(ctx, issue('reporting.tooLong', { months: maximumReportMonths }), [f.to]);
      }
    });
}

export type ReportSelectionInput = z.output<ReturnType<typeof reportSelectionSchema>>;

/** The chosen period as the report's URL names it. */
export function selectedPeriod(selection: ReportSelectionInput): { from: string; to: string } {
  const f = selectionFields;
  return {
    from: monthText(selection[f.from]) ?? '',
    to: monthText(selection[f.to]) ?? '',
  };
}
