// Send a notification by file (notificatie/bulk): the upload form with the template and the user's
// earlier jobs; an upload is read and validated here (refused on the form, nothing sent) and, once
// stored, shown at `?bestand=<id>` (post, redirect, get): its findings and error file, or the
// create step that sends it, with the content common to the file when a line has none of its
// own. Works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { PushBulkCreate } from '~/domains/push/bulk-create';
import { pushBulkLinks, pushBulkNames } from '~/domains/push/bulk-links';
import { pushBulkColumns } from '~/domains/push/bulk-sheet';
import { pushBulkAction, pushBulkScreen } from '~/domains/push/bulk.server';
import { localeFromPath } from '~/i18n/locale';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { BulkUploadScreen } from '~/ui/bulk/bulk-upload-screen';

export async function loader(args: LoaderFunctionArgs) {
  await requirePermission(args, 'pushBulk');
  return pushBulkScreen(args);
}

export async function action(args: ActionFunctionArgs) {
  await requirePermission(args, 'pushBulk');
  return pushBulkAction(args);
}

export const meta = screenMeta;

export default function PushBulkScreen() {
  const { t } = useTranslation('push');
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const locale = localeFromPath(useLocation().pathname);
  const screen = href('pushBulk', {}, locale);
  const upload = actionData && 'upload' in actionData ? actionData.upload : undefined;
  const contentReply = actionData && 'content' in actionData ? actionData.content : null;
  const resultPage = (jobId: string) =>
    href('pushBulkResult', {}, locale, { [pushBulkNames.job]: jobId });
  const { file, content } = loaded;

  return (
    <>
      <h1>{t('bulk.title')}</h1>
      <p className="lead">{t('bulk.intro')}</p>
      <BulkUploadScreen
        loaded={loaded}
        screen={screen}
        reply={upload}
        templateHref={pushBulkLinks.template(locale)}
        columns={pushBulkColumns}
        findingsHref={(fileId) => pushBulkLinks.findings(fileId, locale)}
        resultPageHref={resultPage}
        resultFileHref={(jobId) => pushBulkLinks.result(jobId, locale)}
        sendForm={
          file && content ? (
            <PushBulkCreate
              file={file}
              content={content}
              // The file's own page: a refused create shows it again, with the form's errors.
              action={href('pushBulk', {}, locale, { [pushBulkNames.file]: file.id })}
              otherFileHref={screen}
              lastResult={contentReply}
            />
          ) : undefined
        }
      />
    </>
  );
}
