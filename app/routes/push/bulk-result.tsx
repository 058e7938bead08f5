// The result of a notification sent by file (notificatie/bulk/resultaat?opdracht=<id>): the
// progress panel, polled every 5 s (reloaded without JavaScript) until the job has finished, then
// its counts per outcome and its result file, a line per line of the file; and the notification
// with its devices per outcome, when it is known. A job that is not the user's is not found.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { pushBulkLinks } from '~/domains/push/bulk-links';
import { pushBulkResultScreen } from '~/domains/push/bulk.server';
import { localeFromPath } from '~/i18n/locale';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { BulkNotFound } from '~/ui/bulk/bulk-not-found';
import { BulkBackLink, useFinishedAlert } from '~/ui/bulk/bulk-result';
import { SummaryRow } from '~/ui/summary-list';
import { BulkJobPanel } from '~/ui/widgets/bulk-job-panel';

export async function loader(args: LoaderFunctionArgs) {
  await requirePermission(args, 'pushBulkResult');
  return pushBulkResultScreen(args);
}

export const meta = screenMeta;

export default function PushBulkResultScreen() {
  const { t } = useTranslation('push');
  const { t: tCommon } = useTranslation();
  const { job, notification } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const locale = localeFromPath(pathname);
  const onFinished = useFinishedAlert(t('bulk.finished'));
  const uploadScreen = href('pushBulk', {}, locale);

  return (
    <>
      <h1>{t('bulk.resultTitle')}</h1>
      {job ? (
        <>
          <p className="lead">{t('bulk.resultIntro')}</p>
          <h2>{t('bulk.progressHeading')}</h2>
          <BulkJobPanel
            job={job}
            pollHref={(poll) => pushBulkLinks.poll(job.id, poll)}
            refreshHref={`${pathname}${search}`}
            resultHref={pushBulkLinks.result(job.id, locale)}
            closeHref={uploadScreen}
            onFinished={onFinished}
          />
          <h2>{t('bulk.outcomesHeading')}</h2>
          <dl className="summary-list">
            <SummaryRow label={tCommon('bulkJob.succeeded')}>
              {t('bulk.outcomes.succeeded')}
            </SummaryRow>
            <SummaryRow label={tCommon('bulkJob.notFound')}>
              {t('bulk.outcomes.notFound')}
            </SummaryRow>
            <SummaryRow label={tCommon('bulkJob.errors')}>{t('bulk.outcomes.errors')}</SummaryRow>
          </dl>
          <p>{t('bulk.resultFile')}</p>
          {notification ? (
            <p>
              <Link to={href('pushNotification', { notificatie: notification }, locale)}>
                {t('bulk.toNotification')}
              </Link>
            </p>
          ) : null}
        </>
      ) : (
        <BulkNotFound what="job" />
      )}
      <BulkBackLink href={uploadScreen} />
    </>
  );
}
