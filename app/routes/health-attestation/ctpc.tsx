// One covid test prescription attestation (ctpc/:ctpcId): the prescription, the test certificates
// issued for it, and its PDF to make and download. Every load is a consultation the backend writes
// to the legal log.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { lookupScreen } from '~/consultation/lookup-screen.server';
import { ctpcAction } from '~/domains/health-attestation/actions.server';
import { CtpcView } from '~/domains/health-attestation/ctpc-view';
import { documentHref } from '~/domains/health-attestation/documents.server';
import { lookupCtpc } from '~/domains/health-attestation/lookups.server';
import { RecordNotFound } from '~/domains/health-attestation/record-not-found';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { formatDateTime } from '~/lib/format/date-time';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { BackToResults } from '~/ui/data-table/back-to-results';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'ctpcAttestation');
  const [lookup, t] = await Promise.all([
    lookupCtpc(args, activeRole),
    i18nServer.getFixedT(args.request, 'healthattestation'),
  ]);
  const found = lookup.outcome.state === 'found' ? lookup.outcome.found.blocks : null;
  return lookupScreen(args, lookup, {
    downloadHref: found ? documentHref('ctpc', found.ctpc.id, lookup.link.reference) : '',
    title: found ? `${t('ctpc.title')} ${found.ctpc.code}` : t('ctpc.title'),
  });
}

export async function action(args: ActionFunctionArgs) {
  await requirePermission(args, 'ctpcAttestation');
  return ctpcAction(args);
}

export const meta = screenMeta;

export default function CtpcScreen() {
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
        title={t('ctpc.title')}
        noResult={t('ctpc.noResultText')}
        correlationId={loaded.correlationId}
        path={pathname}
        reference={link.reference}
        searchHref={href('healthAttestations', {}, locale, { zoekwijze: 'ctpc' })}
      />
    );
  }

  const { blocks, consultedAt } = outcome.found;
  return (
    <article className="ctpc-attestation">
      <BackToResults href={loaded.results} />
      <header>
        <h1>
          {t('ctpc.title')} <span className="code">{blocks.ctpc.code}</span>
        </h1>
        <p className="lead">
          {t('ctpc.lead', { name: `${blocks.ctpc.firstName} ${blocks.ctpc.lastName}` })}
        </p>
      </header>
      <CtpcView
        blocks={blocks}
        action={`${pathname}${search}`}
        downloadHref={loaded.downloadHref}
        reference={link.reference}
        mayOpenAttestations={capabilities.attestations.sources.length > 0}
      />
      <p className="form-hint consulted">
        {t('attestation.consulted', { time: formatDateTime(consultedAt) })}
      </p>
    </article>
  );
}
