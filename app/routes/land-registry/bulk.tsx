// The land registry by file (kadaster/via_bestand): two modes as tabs (links, `?soort=`), each
// shown while its toggle is on and the role holds one of its permissions: an ownership file
// (capakeys, national or enterprise numbers) and a parcel file search. Each has its template, the
// upload form and the user's earlier jobs; an upload is read and validated here (refused on the
// form, nothing sent) and, once stored, shown at `?bestand=<id>` (post, redirect, get): its
// marked lines and error file, or the button that sends it. Works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { ownershipBulkColumns, parcelBulkColumns } from '~/domains/land-registry/bulk/columns';
import { landRegistryBulkLinks, landRegistryBulkNames } from '~/domains/land-registry/bulk/links';
import {
  landRegistryBulkAction,
  landRegistryBulkScreen,
} from '~/domains/land-registry/bulk/screen.server';
import { LandRegistrySections } from '~/domains/land-registry/sections';
import { localeFromPath } from '~/i18n/locale';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { BulkUploadScreen } from '~/ui/bulk/bulk-upload-screen';
import { ModeLinks } from '~/ui/mode-links';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'landRegistryBulk');
  return landRegistryBulkScreen(args, activeRole);
}

export async function action(args: ActionFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'landRegistryBulk');
  return landRegistryBulkAction(args, activeRole);
}

export const meta = screenMeta;

const columnsOf = { eigendom: ownershipBulkColumns, perceel: parcelBulkColumns } as const;

export default function LandRegistryBulkScreen() {
  const { t } = useTranslation('landregistrybulk');
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const locale = localeFromPath(useLocation().pathname);
  const { mode } = loaded;
  const screenOf = (of: typeof mode) =>
    href('landRegistryBulk', {}, locale, { [landRegistryBulkNames.mode]: of });
  const screen = screenOf(mode);
  const upload = actionData && 'upload' in actionData ? actionData.upload : undefined;
  const resultPage = (jobId: string) =>
    href('landRegistryBulkResult', { jobId }, locale, { [landRegistryBulkNames.mode]: mode });

  return (
    <>
      <h1>{t('title')}</h1>
      <LandRegistrySections role={loaded.activeRole} current="landRegistryBulk" />
      <p className="lead">{t('intro')}</p>
      <ModeLinks
        label={t('modesLabel')}
        current={mode}
        links={loaded.modes.map((of) => ({
          mode: of,
          label: t(`modes.${of}`),
          href: screenOf(of),
        }))}
      />
      <h2>{t(`modes.${mode}`)}</h2>
      <p>{t(`modeIntro.${mode}`)}</p>
      <BulkUploadScreen
        loaded={loaded}
        screen={screen}
        reply={upload}
        templateHref={landRegistryBulkLinks.template(mode, locale)}
        columns={columnsOf[mode]}
        findingsHref={(fileId) => landRegistryBulkLinks.findings(mode, fileId, locale)}
        resultPageHref={resultPage}
        resultFileHref={(jobId) => landRegistryBulkLinks.result(mode, jobId, locale)}
      />
    </>
  );
}
