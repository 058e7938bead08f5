// The result of an LED bulk job (…/via_bestand/resultaat/:jobId): the progress panel, polled every
// 5 s (reloaded without JavaScript) until the job has finished, then its counts, its result file
// and, for a role that may read metadata, the metadata of every proof it registered. A job that
// is not the user's is not found.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { ledBulkLinks, ledBulkNames } from '~/domains/led/bulk-links';
import { ledBulkResultScreen } from '~/domains/led/bulk.server';
import { localeFromPath } from '~/i18n/locale';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { BulkNotFound } from '~/ui/bulk/bulk-not-found';
import { BulkBackLink, useFinishedAlert } from '~/ui/bulk/bulk-result';
import { BulkJobPanel } from '~/ui/widgets/bulk-job-panel';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'ledBulkResult');
  return ledBulkResultScreen(args, activeRole);
}

export const meta = screenMeta;

export default function LedBulkResultScreen() {
  const { t } = useTranslation('led');
  const { t: tBulk } = useTranslation('bulk');
  const { job, mayDownloadMetadata } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const onFinished = useFinishedAlert(t('bulk.finished'));
  const uploadScreen = href('ledBulk', {}, locale);

  return (
    <>
      <h1>{t('bulk.resultTitle')}</h1>
      {job ? (
        <>
          <p className="lead">{t('bulk.resultIntro')}</p>
          <h2>{t('bulk.progressHeading')}</h2>
          <BulkJobPanel
            job={job}
            pollHref={(poll) => ledBulkLinks.poll(job.id, poll)}
            refreshHref={pathname}
            resultHref={ledBulkLinks.result(job.id, locale)}
            closeHref={uploadScreen}
            onFinished={onFinished}
            finishedActions={
              mayDownloadMetadata ? (
                // A plain form: the browser downloads the answer and stays on the page.
                <form method="post" action={ledBulkLinks.metadata()} className="bulk-job__form">
                  <input type="hidden" name={ledBulkNames.job} value={job.id} />
                  <input type="hidden" name={ledBulkNames.language} value={locale} />
                  <button type="submit" className="button button--secondary">
                    {tBulk('job.metadata')}
                  </button>
                </form>
              ) : null
            }
          />
          {mayDownloadMetadata ? <p className="form-hint">{tBulk('job.metadataHint')}</p> : null}
        </>
      ) : (
        <BulkNotFound what="job" />
      )}
      <BulkBackLink href={uploadScreen} />
    </>
  );
}
