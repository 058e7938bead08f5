// One health attestation (attesten/:attestId): its blocks (the attestation, the person, the
// vaccination, test or recovery it attests, its technical identity for a role that may read it,
// its document, sendings and history), and what can be done with it: make and download its PDF,
// send it or the person's latest attestation by letter, and recreate the person's attestations
// after a confirmation (`?hermaken=1`) that asks whether the existing ones are revoked. Every load
// is a consultation the backend writes to the legal log.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { healthAttestationSource } from '@contracts/health-attestation-codes';
import { requirePermission } from '~/auth/require-permission.server';
import { lookupScreen } from '~/consultation/lookup-screen.server';
import { confirmRecreateParameter } from '~/domains/health-attestation/actions';
import { attestationAction } from '~/domains/health-attestation/actions.server';
import {
  AttestationView,
  RecreateConfirmation,
} from '~/domains/health-attestation/attestation-view';
import { healthAttestationCapabilities } from '~/domains/health-attestation/capabilities';
import { documentHref } from '~/domains/health-attestation/documents.server';
import { lookupAttestation } from '~/domains/health-attestation/lookups.server';
import { RecordNotFound } from '~/domains/health-attestation/record-not-found';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { codeLabel } from '~/lib/code-lists/code-lists';
import { healthAttestationCodeLists } from '~/lib/code-lists/health-attestation';
import { formatDateTime } from '~/lib/format/date-time';
import { formatInsz } from '~/lib/validation/insz';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { BackToResults } from '~/ui/data-table/back-to-results';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'healthAttestation');
  const [lookup, t] = await Promise.all([
    lookupAttestation(args, activeRole),
    i18nServer.getFixedT(args.request, 'healthattestation'),
  ]);
  const { outcome } = lookup;
  const confirmRecreate =
    lookup.capabilities.mayRecreate &&
    new URL(args.request.url).searchParams.has(confirmRecreateParameter);
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const found = outcome.state === 'found' ? outcome.found.blocks : null;
  return lookupScreen(args, lookup, {
    confirmRecreate,
    downloadHref: found ? documentHref('attest', found.attestation.id, lookup.link.reference) : '',
    title: found
      ? confirmRecreate
        ? t('recreate.confirmTitle')
        : `${codeLabel(healthAttestationCodeLists.attestationType, found.attestation.type, locale).text} – ${found.person.firstName} ${found.person.lastName}`
      : t('attestation.title'),
  });
}

export async function action(args: ActionFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'healthAttestation');
  return attestationAction(args, healthAttestationCapabilities(activeRole));
}

export const meta = screenMeta;

export default function HealthAttestationScreen() {
  const { t } = useTranslation('healthattestation');
  const loaded = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const locale = localeFromPath(pathname);
  const { link, outcome, capabilities } = loaded;

  if (outcome.state !== 'found') {
    return (
      <RecordNotFound
        outcome={outcome}
        results={loaded.results}
        title={t('attestation.title')}
        noResult={t('attestation.noResultText')}
        correlationId={loaded.correlationId}
        path={pathname}
        reference={link.reference}
        searchHref={href('healthAttestations', {}, locale)}
      />
    );
  }

  const { blocks, consultedAt } = outcome.found;
  const { attestation, person } = blocks;
  const name = `${person.firstName} ${person.lastName}`;
  const consultation = { source: healthAttestationSource, reference: link.reference };
  const screen = href('healthAttestation', { attestId: attestation.id }, locale, {
    ...consultation,
    results: loaded.results ?? undefined,
  });
  const separator = screen.includes('?') ? '&' : '?';
  const recreateHref = `${screen}${separator}${confirmRecreateParameter}=1#recreate-confirm`;
  const type = codeLabel(healthAttestationCodeLists.attestationType, attestation.type, locale);

  if (loaded.confirmRecreate) {
    return (
      <>
        <p className="back-link no-print">
          <Link to={screen}>{t('attestation.backTo', { type: type.text, name })}</Link>
        </p>
        <h1>{t('recreate.confirmTitle')}</h1>
        <RecreateConfirmation
          name={name}
          insz={person.insz}
          action={`${pathname}${search}`}
          backHref={screen}
        />
      </>
    );
  }

  return (
    <article className="health-attestation">
      <BackToResults href={loaded.results} />
      <header>
        <h1>
          <span lang={type.lang === locale ? undefined : type.lang}>{type.text}</span>
        </h1>
        <p className="lead">{t('attestation.lead', { name, insz: formatInsz(person.insz) })}</p>
      </header>
      <AttestationView
        blocks={blocks}
        action={`${pathname}${search}`}
        downloadHref={loaded.downloadHref}
        recreateHref={capabilities.mayRecreate ? recreateHref : null}
      />
      <p className="form-hint consulted">
        {t('attestation.consulted', { time: formatDateTime(consultedAt) })}
      </p>
    </article>
  );
}
