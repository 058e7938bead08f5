// Report selection (rapportering/selectie): a GET form to choose a report, its period (whole
// months from January 2019 up to the current one, at most 36) and the organisation where the
// role's scope holds several. A valid choice opens the report with the selection in its URL; a
// refused one shows the form again with its errors (400). A link may fill the form in (the
// report's own 'another period' link does).
import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { unusualUseRules } from '@contracts/reporting-codes';
import { requirePermission } from '~/auth/require-permission.server';
import { selectionQuery } from '~/domains/reporting/period';
import { reportTitle } from '~/domains/reporting/report-titles';
import { reportList } from '~/domains/reporting/reports.server';
import { selectionFields, selectionFormValues } from '~/domains/reporting/selection-fields';
import { ReportSelectionForm } from '~/domains/reporting/selection-form';
import { reportSelectionSchema, selectedPeriod } from '~/domains/reporting/selection-schema';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { parseForm } from '~/page-state/parse-form';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { LookupFailure } from '~/ui/lookup-outcome';

export async function loader(args: LoaderFunctionArgs) {
  await requirePermission(args, 'reportSelection');
  const url = new URL(args.request.url);
  const locale = localeFromPath(url.pathname);
  const [t, list] = await Promise.all([
    i18nServer.getFixedT(args.request, 'reporting'),
    reportList(args),
  ]);
  const organisations = list.state === 'found' ? list.list.organisaties : [];
  let result = null;
  if (url.searchParams.has(selectionFields.submit)) {
    const submission = parseForm(
      url.searchParams,
      reportSelectionSchema({
        organisations: organisations.map((organisation) => organisation.code),
      }),
    );
    if (submission.status === 'success') {
      const chosen = submission.value;
      const f = selectionFields;
      const threshold = chosen[f.threshold];
      throw redirect(
        href(
          'report',
          { titel: reportTitle(chosen[f.report], locale) },
          locale,
          selectionQuery({
            period: selectedPeriod(chosen),
            organisation: chosen[f.organisation] || null,
            threshold: threshold ? Number(threshold) : unusualUseRules.defaultThreshold,
          }),
        ),
      );
    }
    result = submission.reply();
  }
  return data(
    {
      title: t('selection.title'),
      organisations,
      listFailed: list.state === 'failed',
      result,
      correlationId: args.context.correlationId,
    },
    { status: result ? 400 : list.state === 'failed' ? 502 : 200 },
  );
}

export const meta = screenMeta;

export default function ReportSelectionScreen() {
  const { t } = useTranslation('reporting');
  const { organisations, listFailed, result, correlationId } = useLoaderData<typeof loader>();
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  return (
    <>
      <h1>{t('selection.title')}</h1>
      <p className="lead">{t('selection.intro')}</p>
      {listFailed ? (
        <LookupFailure source="RAPPORTERING" correlationId={correlationId} />
      ) : (
        <ReportSelectionForm
          organisations={organisations}
          values={selectionFormValues(new URLSearchParams(location.search))}
          action={href('reportSelection', {}, locale)}
          clearHref={href('reportSelection', {}, locale)}
          lastResult={result}
        />
      )}
    </>
  );
}
