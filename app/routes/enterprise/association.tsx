// Association (onderneming/vereniging/:vcode): an association by its vCode, with its legal form,
// KBO number (a link to the enterprise detail), seat and representatives. Each consultation is
// written to the legal log; the same one again in the session within ten minutes is shown from the
// session's memory without a new entry (ADR 009). An unknown vCode shows the no-result panel.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { lookupScreen } from '~/consultation/lookup-screen.server';
import { AssociationRecord } from '~/domains/enterprise/enterprise-record';
import { lookupAssociation } from '~/domains/enterprise/lookups.server';
import { AssociationSearchForm } from '~/domains/enterprise/search-forms';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { formatDateTime } from '~/lib/format/date-time';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { LookupNotFound } from '~/ui/lookup-outcome';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'association');
  const lookup = await lookupAssociation(args, activeRole);
  const t = await i18nServer.getFixedT(args.request, 'enterprise');
  const found = lookup.outcome.state === 'found' ? lookup.outcome.found : null;
  return lookupScreen(args, lookup, {
    title: found ? found.association.naam : t('association.title'),
  });
}

export const meta = screenMeta;

export default function AssociationScreen() {
  const { t } = useTranslation('enterprise');
  const loaded = useLoaderData<typeof loader>();
  const locale = localeFromPath(useLocation().pathname);
  const { link, outcome, capabilities } = loaded;
  const consultation = { source: link.source, reference: link.reference };
  const searchForm = (
    <section
      aria-labelledby="association-search"
      className="search-panel search-panel--compact no-print"
    >
      <h2 id="association-search">{t('search.associationTitle')}</h2>
      <AssociationSearchForm
        options={capabilities.association}
        lastResult={outcome.state === 'invalid' ? outcome.formResult : null}
        action={href('enterpriseSearch', {}, locale)}
        clearHref={href('enterpriseSearch', {}, locale)}
        defaultValue={link.typed}
        defaultReference={link.reference}
      />
    </section>
  );
  if (outcome.state !== 'found') {
    return (
      <LookupNotFound
        lookup={loaded}
        title={t('association.title')}
        noResult={t('search.noResultText', { subject: link.subject })}
      >
        {searchForm}
      </LookupNotFound>
    );
  }
  const { association, consultedAt } = outcome.found;
  return (
    <article className="enterprise-detail">
      <h1>{association.naam}</h1>
      <AssociationRecord
        association={association}
        links={{ consultation, personSource: capabilities.personLinkSource }}
      />
      <p className="form-hint consulted">
        {t('detail.consulted', { time: formatDateTime(consultedAt) })}
      </p>
      {searchForm}
    </article>
  );
}
