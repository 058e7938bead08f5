// Add a proof (leer_en_ervaring/toevoegen): one learning or experience proof for a person, with
// its institution, issue date and validity periods. The form's rules run in the browser and again
// on the server, and it works without JavaScript (periods are added and removed by the server).
// Added: the new proof's screen with a banner that names it. Refused: the form again, the
// source's reasons on their fields (an unknown person on the number), or an alert.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { addReferenceRequired, ledCapabilities } from '~/domains/led/capabilities';
import { addProof, newIdempotencyKey } from '~/domains/led/proof-actions.server';
import { ProofForm } from '~/domains/led/proof-form';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { formatInsz, validateInsz } from '~/lib/validation/insz';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { Alert } from '~/ui/feedback/alert';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'ledAdd');
  const t = await i18nServer.getFixedT(args.request, 'led');
  // Coming from a person's proofs: their number, when it is one.
  const insz = new URL(args.request.url).searchParams.get('insz') ?? '';
  return {
    title: t('add.title'),
    referenceRequired: addReferenceRequired(ledCapabilities(activeRole)),
    idempotencyKey: newIdempotencyKey(),
    defaultInsz: insz && validateInsz(insz) === null ? formatInsz(insz) : '',
  };
}

export async function action(args: ActionFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'ledAdd');
  return addProof(args, ledCapabilities(activeRole));
}

export const meta = screenMeta;

export default function LedAddScreen() {
  const { t } = useTranslation('led');
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const locale = localeFromPath(useLocation().pathname);
  const failure = actionData?.failure;
  return (
    <div className="layout-narrow">
      <h1>{t('add.title')}</h1>
      <p className="lead">{t('add.intro')}</p>
      {failure ? (
        <Alert kind="error" title={t('add.errorTitle')} scrollIntoView>
          <p>
            {failure.kind === 'refused' && failure.reasons.length > 0
              ? t('add.refused', { reasons: failure.reasons.join('; ') })
              : t('add.errorText', { correlationId: failure.correlationId })}
          </p>
        </Alert>
      ) : null}
      <ProofForm
        action={href('ledAdd', {}, locale)}
        lastResult={actionData?.result}
        referenceRequired={loaded.referenceRequired}
        idempotencyKey={loaded.idempotencyKey}
        defaultInsz={loaded.defaultInsz}
      />
    </div>
  );
}
