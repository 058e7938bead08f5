// The result of a land registry bulk job (kadaster/via_bestand/resultaat/:jobId): the progress
// panel, polled every 5 s (reloaded without JavaScript) until the job has finished, then its
// counts and its result file. The job's mode (`?soort=`) is asked first; a job that is not the
// user's in any mode the role may use is not found.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { landRegistryBulkLinks, landRegistryBulkNames } from '~/domains/land-registry/bulk/links';
import { landRegistryBulkResultScreen } from '~/domains/land-registry/bulk/screen.server';
import { LandRegistrySections } from '~/domains/land-registry/sections';
import { localeFromPath } from '~/i18n/locale';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { BulkNotFound } from '~/ui/bulk/bulk-not-found';
import { BulkBackLink, useFinishedAlert } from '~/ui/bulk/bulk-result';
import { BulkJobPanel } from '~/ui/widgets/bulk-job-panel';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'landRegistryBulkResult');
  return landRegistryBulkResultScreen(args, activeRole);
}

export const meta = screenMeta;

export default function LandRegistryBulkResultScreen() {
  const { t } = useTranslation('landregistrybulk');
  const { job, mode, activeRole } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const locale = localeFromPath(pathname);
  const onFinished = useFinishedAlert(t('finished'));
  const uploadScreen = href(
    'landRegistryBulk',
    {},
    locale,
    mode ? { [landRegistryBulkNames.mode]: mode } : undefined,
  );

  return (
    <>
      <h1>{t('resultTitle')}</h1>
      <LandRegistrySections role={activeRole} current="landRegistryBulk" />
      {job && mode ? (
        <>
          <p className="lead">{t(`resultIntro.${mode}`)}</p>
          <h2>{t('progressHeading')}</h2>
          <BulkJobPanel
            job={job}
            pollHref={(poll) => landRegistryBulkLinks.poll(mode, job.id, poll)}
            refreshHref={`${pathname}${search}`}
            resultHref={landRegistryBulkLinks.result(mode, job.id, locale)}
            closeHref={uploadScreen}
            onFinished={onFinished}
          />
        </>
      ) : (
        <BulkNotFound what="job" />
      )}
      <BulkBackLink href={uploadScreen} />
    </>
  );
}
