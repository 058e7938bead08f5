// One dose required (attesten/eendosisvereist): whether one vaccine dose completes a person's
// vaccination (after a recovery), asked by national number with a GET form (the question lives in
// the URL and is a consultation the backend writes to the legal log), and set with a post form;
// the answer is the screen for that person again, with a banner that names the change.
import type { SubmissionResult } from '@conform-to/react';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { healthAttestationSource } from '@contracts/health-attestation-codes';
import { requirePermission } from '~/auth/require-permission.server';
import { setOneDose } from '~/domains/health-attestation/actions.server';
import { healthAttestationCapabilities } from '~/domains/health-attestation/capabilities';
import { lookupOneDose } from '~/domains/health-attestation/lookups.server';
import {
  OneDoseChangeForm,
  OneDoseLookupForm,
  OneDoseStatus,
} from '~/domains/health-attestation/one-dose-forms';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import type { FormErrors } from '~/page-state/parse-form';
import { clearedFormParameter } from '~/page-state/url-names';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { CrossSiteConfirmation, LookupMessage } from '~/ui/lookup-outcome';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'oneDoseRequired');
  const [found, t] = await Promise.all([
    lookupOneDose(args, activeRole),
    i18nServer.getFixedT(args.request, 'healthattestation'),
  ]);
  return data(
    { ...found, title: t('oneDose.title'), correlationId: args.context.correlationId },
    { status: found.status },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'oneDoseRequired');
  return setOneDose(args, healthAttestationCapabilities(activeRole));
}

export const meta = screenMeta;

export default function OneDoseScreen() {
  const { t } = useTranslation('healthattestation');
  const { capabilities, lookup, reference, correlationId } = useLoaderData<typeof loader>();
  // The change's answer when the form was refused (a missing reference); else a redirect.
  const changed = useActionData<typeof action>() as
    { result?: SubmissionResult<FormErrors> } | undefined;
  const { pathname, search } = useLocation();
  const locale = localeFromPath(pathname);
  const action = href('oneDoseRequired', {}, locale);
  const outcome = lookup?.outcome;
  const found = outcome?.state === 'found' ? outcome.found : null;
  const given = lookup?.link.reference || reference;
  return (
    <>
      <h1>{t('oneDose.title')}</h1>
      <p className="lead">{t('oneDose.intro')}</p>
      {outcome?.state === 'invalid' && outcome.crossSite ? (
        <CrossSiteConfirmation confirmWith="search" />
      ) : null}
      <section aria-labelledby="one-dose-lookup-heading" className="search-panel no-print">
        <h2 id="one-dose-lookup-heading">{t('oneDose.lookupHeading')}</h2>
        <OneDoseLookupForm
          referenceRequired={capabilities.oneDose.referenceRequired}
          lastResult={outcome?.state === 'invalid' ? outcome.formResult : null}
          action={action}
          clearHref={href('oneDoseRequired', {}, locale, { [clearedFormParameter]: '1' })}
          insz={lookup?.link.typed ?? ''}
          reference={given}
        />
      </section>
      <LookupMessage
        outcome={outcome}
        source={healthAttestationSource}
        correlationId={correlationId}
        noResult={t('oneDose.noResultText')}
        announce
      />
      {found ? (
        <>
          <OneDoseStatus answer={found} />
          <OneDoseChangeForm
            answer={found}
            referenceRequired={capabilities.oneDose.referenceRequired}
            reference={lookup?.link.reference ?? ''}
            action={`${pathname}${search}`}
            lastResult={changed?.result ?? null}
          />
        </>
      ) : null}
    </>
  );
}
