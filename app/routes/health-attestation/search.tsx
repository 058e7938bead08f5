// Health attestations (attesten): the search for attestations, by national number or by last
// name, first name and birth date (while that toggle is on), with filters, and the search for
// covid test prescription attestations (CTPC, while that toggle is on), each a tab of this screen.
// A search is a GET form, so it lives in the URL: its results, page and order show again on Back
// and work without JavaScript; one match opens its attestation directly.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { healthAttestationSource } from '@contracts/health-attestation-codes';
import { requirePermission } from '~/auth/require-permission.server';
import { rememberedReference } from '~/consultation/subject-lookup.server';
import { chosenMode } from '~/consultation/url-search.server';
import { healthAttestationCapabilities } from '~/domains/health-attestation/capabilities';
import {
  attestationSearchFromUrl,
  ctpcSearchFromUrl,
} from '~/domains/health-attestation/lookups.server';
import {
  attestationFields,
  searchModes,
  type SearchMode,
} from '~/domains/health-attestation/search-fields';
import {
  AttestationSearchForm,
  CtpcSearchForm,
  formValuesOf,
  text,
} from '~/domains/health-attestation/search-form';
import { AttestationTable, CtpcTable } from '~/domains/health-attestation/tables';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { clearedFormParameter, searchModeParameter } from '~/page-state/url-names';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { NoResultPanel } from '~/ui/form/search-form';
import { CrossSiteConfirmation, SearchFailure } from '~/ui/lookup-outcome';
import { SearchModes } from '~/ui/mode-links';
import { SearchPanel } from '~/ui/search-panel';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'healthAttestations');
  const capabilities = healthAttestationCapabilities(activeRole);
  const mode = chosenMode(args.request, searchModes, capabilities.modes);
  const [t, attestations, ctpc] = await Promise.all([
    i18nServer.getFixedT(args.request, 'healthattestation'),
    mode === 'insz' || mode === 'naam' ? attestationSearchFromUrl(args, capabilities, mode) : null,
    mode === 'ctpc' ? ctpcSearchFromUrl(args, capabilities) : null,
  ]);
  const search = attestations ?? ctpc;
  const outcome = search && 'outcome' in search ? search.outcome : null;
  // The count in the document title: announced when the page arrives, and kept in the history.
  const title =
    outcome && 'rows' in outcome
      ? `${t(mode === 'ctpc' ? 'ctpcTable.title' : 'table.title', { count: outcome.page.total })} – ${t('title')}`
      : t('title');
  return data(
    {
      title,
      capabilities,
      mode,
      attestations,
      ctpc,
      reference: rememberedReference(args.context, args.request),
      correlationId: args.context.correlationId,
    },
    { status: search?.status ?? 200 },
  );
}

export const meta = screenMeta;

export default function HealthAttestationsScreen() {
  const { t } = useTranslation('healthattestation');
  const { capabilities, mode, attestations, ctpc, reference, correlationId } =
    useLoaderData<typeof loader>();
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  const action = href('healthAttestations', {}, locale);
  const modeHref = (chosen: SearchMode) =>
    `${href('healthAttestations', {}, locale, chosen === capabilities.modes[0] ? undefined : { [searchModeParameter]: chosen })}#search-${chosen}`;
  const clearHref = (chosen: SearchMode) =>
    href('healthAttestations', {}, locale, {
      ...(chosen === capabilities.modes[0] ? {} : { [searchModeParameter]: chosen }),
      [clearedFormParameter]: '1',
    });
  const values = formValuesOf(new URLSearchParams(location.search), reference);
  const search = attestations ?? ctpc;
  const outcome = search && 'outcome' in search ? search.outcome : null;
  const linkReference = text(values[attestationFields.reference]);

  return (
    <>
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      {capabilities.oneDose.sources.length > 0 ? (
        <p className="link-row">
          <Link to={href('oneDoseRequired', {}, locale)}>{t('oneDose.link')}</Link>
        </p>
      ) : null}
      <SearchModes
        label={t('modesLabel')}
        current={mode}
        modes={capabilities.modes}
        labelOf={(chosen) => t(`modes.${chosen}`)}
        hrefOf={modeHref}
      />
      <SearchFailure
        outcome={outcome}
        source={healthAttestationSource}
        correlationId={correlationId}
      />
      {search && 'crossSite' in search ? <CrossSiteConfirmation confirmWith="search" /> : null}
      {mode === 'insz' || mode === 'naam' ? (
        <SearchPanel id={`search-${mode}`} heading={t(`search.headings.${mode}`)} focusable>
          <AttestationSearchForm
            key={mode}
            mode={mode}
            capabilities={capabilities}
            lastResult={attestations?.result ?? null}
            action={action}
            clearHref={clearHref(mode)}
            values={values}
          />
        </SearchPanel>
      ) : null}
      {mode === 'ctpc' ? (
        <SearchPanel id="search-ctpc" heading={t('search.headings.ctpc')} focusable>
          <CtpcSearchForm
            capabilities={capabilities}
            lastResult={ctpc?.result ?? null}
            action={action}
            clearHref={clearHref('ctpc')}
            values={values}
          />
        </SearchPanel>
      ) : null}
      {attestations && 'outcome' in attestations && 'rows' in attestations.outcome ? (
        attestations.outcome.page.total === 0 ? (
          <NoResultPanel announce text={t('search.noResultText')} />
        ) : (
          <AttestationTable found={attestations.outcome} reference={linkReference} />
        )
      ) : null}
      {ctpc && 'outcome' in ctpc && 'rows' in ctpc.outcome ? (
        ctpc.outcome.page.total === 0 ? (
          <NoResultPanel announce text={t('ctpcSearch.noResultText')} />
        ) : (
          <CtpcTable found={ctpc.outcome} reference={linkReference} />
        )
      ) : null}
    </>
  );
}
