// Add learning and experience proofs from a file (leer_en_ervaring/toevoegen/via_bestand): the
// upload form with the template and the user's earlier jobs; an upload is read and validated here
// (refused on the form, nothing sent) and, once stored, shown at `?bestand=<id>` (post, redirect,
// get): its findings and error file, or the button that sends it. Works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { ledBulkColumns } from '~/domains/led/bulk-columns';
import { ledBulkLinks } from '~/domains/led/bulk-links';
import { ledBulkAction, ledBulkScreen } from '~/domains/led/bulk.server';
import { localeFromPath } from '~/i18n/locale';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { BulkUploadScreen } from '~/ui/bulk/bulk-upload-screen';

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
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const locale = localeFromPath(useLocation().pathname);
  const screen = href('ledBulk', {}, locale);
  const upload = actionData && 'upload' in actionData ? actionData.upload : undefined;

  return (
    <>
      <h1>{t('bulk.title')}</h1>
      <p className="lead">{t('bulk.intro')}</p>
      <BulkUploadScreen
        loaded={loaded}
        screen={screen}
        reply={upload}
        templateHref={ledBulkLinks.template(locale)}
        columns={ledBulkColumns}
        findingsHref={(fileId) => ledBulkLinks.findings(fileId, locale)}
        resultPageHref={(jobId) => href('ledBulkResult', { jobId }, locale)}
        resultFileHref={(jobId) => ledBulkLinks.result(jobId, locale)}
      />
      <p>
        <Link to={href('ledSearch', {}, locale)}>{t('bulk.toSearch')}</Link>
      </p>
    </>
  );
}
