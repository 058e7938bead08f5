// Add learning and experience proofs from a file (leer_en_ervaring/toevoegen/via_bestand): the
// upload form with the template and the user's earlier jobs; an upload is read and validated here
// (refused on the form, nothing sent) and, once stored, shown at `?bestand=<id>` (post, redirect,
// get): its findings and error file, or the button that sends it. Works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { ledBulkColumns } from '~/domains/led/bulk-columns';
import { ledBulkLinks, ledBulkNames } from '~/domains/led/bulk-links';
import { ledBulkAction, ledBulkScreen } from '~/domains/led/bulk.server';
import { localeFromPath } from '~/i18n/locale';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { BulkFileView } from '~/ui/bulk/bulk-file-view';
import { BulkJobList } from '~/ui/bulk/bulk-job-list';
import { BulkUploadForm } from '~/ui/bulk/bulk-upload-form';
import { Alert } from '~/ui/feedback/alert';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'ledBulk');
  return ledBulkScreen(args, activeRole);
}

export async function action(args: ActionFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'ledBulk');
  return ledBulkAction(args, activeRole);
}

export const meta = screenMeta;

export default function LedBulkScreen() {
  const { t } = useTranslation('led');
  const { t: tBulk } = useTranslation('bulk');
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const locale = localeFromPath(useLocation().pathname);
  const screen = href('ledBulk', {}, locale);
  const upload = actionData && 'upload' in actionData ? actionData.upload : undefined;
  const { file } = loaded;

  return (
    <>
      <h1>{t('bulk.title')}</h1>
      <p className="lead">{t('bulk.intro')}</p>
      {file ? (
        <BulkFileView
          file={file}
          keyColumns={loaded.keyColumns}
          findingsHref={ledBulkLinks.findings(file.id, locale)}
          sendAction={screen}
          sendFields={{ [ledBulkNames.file]: file.id }}
          otherFileHref={screen}
          resultHref={file.jobId ? href('ledBulkResult', { jobId: file.jobId }, locale) : null}
        />
      ) : (
        <>
          {loaded.fileNotFound ? (
            <Alert kind="warning" title={tBulk('file.notFoundTitle')}>
              <p>{tBulk('file.notFound')}</p>
            </Alert>
          ) : null}
          <BulkUploadForm
            action={screen}
            reply={upload}
            referenceRequired={loaded.referenceRequired}
            defaultReference={loaded.reference}
            templateHref={ledBulkLinks.template(locale)}
            columns={ledBulkColumns}
          />
        </>
      )}
      <BulkJobList
        jobs={loaded.jobs}
        resultPageHref={(job) => href('ledBulkResult', { jobId: job.id }, locale)}
        resultFileHref={(job) => ledBulkLinks.result(job.id, locale)}
      />
      <p>
        <Link to={href('ledSearch', {}, locale)}>{t('bulk.toSearch')}</Link>
      </p>
    </>
  );
}
