// Child benefits (gezin): what the Groeipakket pays for a child or to a beneficiary. One screen:
// the single lookup is a GET form, so the question is in the URL and its answer shows below the
// form; the bulk lookup below it takes a csv file (checked, then sent as a job whose progress and
// result, partial while it runs, show on the same screen: `?bestand=<id>`, `?opdracht=<id>`).
// Works without JavaScript; the access log names requests by path and query names only.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { childBenefitsSource } from '@contracts/child-benefits-codes';
import { requirePermission } from '~/auth/require-permission.server';
import { ChildBenefitsView } from '~/domains/child-benefits/benefits-view';
import { childBenefitsBulkColumns } from '~/domains/child-benefits/bulk-columns';
import {
  childBenefitsBulkLinks,
  childBenefitsBulkNames,
  childBenefitsBulkSection,
} from '~/domains/child-benefits/bulk-links';
import {
  childBenefitsBulkAction,
  childBenefitsBulkScreen,
} from '~/domains/child-benefits/bulk.server';
import { lookupChildBenefits } from '~/domains/child-benefits/lookups.server';
import { childBenefitsFields as fields } from '~/domains/child-benefits/search-fields';
import { FamilySearchForm } from '~/domains/child-benefits/search-form';
import { localeFromPath } from '~/i18n/locale';
import { clearedFormParameter } from '~/page-state/url-names';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { BulkFileView } from '~/ui/bulk/bulk-file-view';
import { BulkJobList } from '~/ui/bulk/bulk-job-list';
import { BulkNotFound } from '~/ui/bulk/bulk-not-found';
import { BulkUploadForm } from '~/ui/bulk/bulk-upload-form';
import { SearchAnsweredBelow } from '~/ui/lookup-outcome';
import { BulkJobPanel } from '~/ui/widgets/bulk-job-panel';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'childBenefits');
  const [single, bulk] = await Promise.all([
    lookupChildBenefits(args, activeRole),
    childBenefitsBulkScreen(args),
  ]);
  const status =
    single.status !== 200 ? single.status : bulk.fileNotFound || bulk.jobNotFound ? 404 : 200;
  return data({ ...single, bulk, correlationId: args.context.correlationId }, { status });
}

export async function action(args: ActionFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'childBenefits');
  return childBenefitsBulkAction(args, activeRole);
}

export const meta = screenMeta;

export default function ChildBenefitsScreen() {
  const { t } = useTranslation('childbenefits');
  const { capabilities, lookup, reference, bulk, correlationId } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  const query = new URLSearchParams(location.search);
  const screen = href('childBenefits', {}, locale);
  const bulkHref = (name: string, id: string) =>
    `${href('childBenefits', {}, locale, { [name]: id })}#${childBenefitsBulkSection}`;
  const upload = actionData && 'upload' in actionData ? actionData.upload : undefined;
  const { file, job } = bulk;

  return (
    <>
      <SearchAnsweredBelow
        title={t('title')}
        intro={t('intro')}
        outcome={lookup?.outcome}
        panel={{ id: 'child-benefits-search-heading', heading: t('search.heading') }}
        source={childBenefitsSource}
        correlationId={correlationId}
        noResult={t('search.noResultText')}
        form={(lastResult) => (
          <FamilySearchForm
            options={capabilities.lookup}
            lastResult={lastResult}
            action={screen}
            clearHref={href('childBenefits', {}, locale, { [clearedFormParameter]: '1' })}
            values={{
              insz: lookup?.link.subject,
              fundKey: query.get(fields.fundKey) ?? undefined,
              from: query.get(fields.from) ?? undefined,
              until: query.get(fields.until) ?? undefined,
              reference: lookup?.link.reference || reference,
            }}
          />
        )}
      >
        {({ benefits, consultedAt }) => (
          <ChildBenefitsView benefits={benefits} consultedAt={consultedAt} />
        )}
      </SearchAnsweredBelow>

      <section
        id={childBenefitsBulkSection}
        aria-labelledby="child-benefits-bulk-heading"
        className="no-print"
      >
        <h2 id="child-benefits-bulk-heading">{t('bulk.heading')}</h2>
        <p>{t('bulk.intro')}</p>
        {bulk.fileNotFound ? <BulkNotFound what="file" /> : null}
        {bulk.jobNotFound ? <BulkNotFound what="job" /> : null}
        {job ? (
          <BulkJobPanel
            job={job}
            pollHref={(poll) => childBenefitsBulkLinks.poll(job.id, poll)}
            refreshHref={`${location.pathname}${location.search}`}
            resultHref={childBenefitsBulkLinks.result(job.id, locale)}
            partialResultHref={childBenefitsBulkLinks.result(job.id, locale)}
            closeHref={`${screen}#${childBenefitsBulkSection}`}
          />
        ) : file ? (
          <BulkFileView
            file={file}
            keyColumns={bulk.keyColumns}
            findingsHref={childBenefitsBulkLinks.findings(file.id, locale)}
            sendAction={screen}
            sendFields={{ [childBenefitsBulkNames.file]: file.id }}
            otherFileHref={`${screen}#${childBenefitsBulkSection}`}
            resultHref={file.jobId ? bulkHref(childBenefitsBulkNames.job, file.jobId) : null}
          />
        ) : (
          <BulkUploadForm
            action={screen}
            reply={upload}
            referenceRequired={capabilities.lookup.referenceRequired}
            defaultReference={reference}
            templateHref={childBenefitsBulkLinks.template(locale)}
            columns={childBenefitsBulkColumns}
            format="csv"
          />
        )}
        <BulkJobList
          jobs={bulk.jobs}
          resultPageHref={(listed) => bulkHref(childBenefitsBulkNames.job, listed.id)}
          resultFileHref={(listed) => childBenefitsBulkLinks.result(listed.id, locale)}
        />
      </section>
    </>
  );
}
