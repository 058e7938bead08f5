// The parts of a record's label/value list (`<dl className="summary-list">`) that every domain's
// detail screen shows the same way: a row, a row the source may leave out, a code value's row,
// and a period of validity in the screen's language.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeList } from '~/lib/code-lists/code-lists';
import { formatDate } from '~/lib/format/date-time';
import { CodeValue } from '~/ui/code-value';

export function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="summary-list__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A period: 'sinds 01.02.2010', or 'van 01.02.2010 tot 03.04.2015' (both days included). */
export function PeriodText({ from, to }: { from: string; to: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      {to
        ? t('period.closed', { from: formatDate(from), to: formatDate(to) })
        : t('period.open', { from: formatDate(from) })}
    </>
  );
}

/** A row of a value the source may leave out: no row when it is absent. */
export function OptionalRow<Value>({
  label,
  value,
  children,
}: {
  label: string;
  value: Value | null | undefined;
  /** The value as the row shows it. */
  children: (value: Value) => ReactNode;
}) {
  if (value === null || value === undefined) return null;
  return <SummaryRow label={label}>{children(value)}</SummaryRow>;
}

/** A row of a code value (`CodeValue`: its label and code); no row when the source gives none. */
export function CodeRow({
  label,
  list,
  value,
}: {
  label: string;
  list: CodeList;
  value: { code: string; omschrijving?: string } | null | undefined;
}) {
  if (!value) return null;
  return (
    <SummaryRow label={label}>
      <CodeValue list={list} value={value} />
    </SummaryRow>
  );
}
