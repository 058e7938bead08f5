// The land registry (kadaster): a parcel by capakey, a parcel by place through the municipality,
// division, section and plot pickers, and the ownership states of an owner, each a tab of this
// screen. A search is a GET form, so it lives in the URL: its results show again on Back and work
// without JavaScript; one parcel found opens its partition directly.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { PartitionState } from '@contracts/land-registry';
import { landRegistrySources } from '@contracts/land-registry-codes';
import { requirePermission } from '~/auth/require-permission.server';
import { rememberedReference } from '~/consultation/subject-lookup.server';
import { chosenMode } from '~/consultation/url-search.server';
import { landRegistryCapabilities } from '~/domains/land-registry/capabilities';
import {
  capakeySearchFromUrl,
  ownerSearchFromUrl,
  placeSearchFromUrl,
} from '~/domains/land-registry/lookups.server';
import { searchFields, searchModes, type SearchMode } from '~/domains/land-registry/search-fields';
import {
  CapakeySearchForm,
  formValuesOf,
  OwnerSearchForm,
  PlaceSearchForm,
} from '~/domains/land-registry/search-forms';
import { LandRegistrySections } from '~/domains/land-registry/sections';
import { PartitionTable } from '~/domains/land-registry/tables';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { formatDate } from '~/lib/format/date-time';
import { formatEnterpriseNumber } from '~/lib/format/enterprise-number';
import { formatInsz } from '~/lib/validation/insz';
import { clearedFormParameter, searchModeParameter } from '~/page-state/url-names';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { NoResultPanel } from '~/ui/form/search-form';
import { CrossSiteConfirmation, SearchFailure } from '~/ui/lookup-outcome';
import { SearchModes } from '~/ui/mode-links';
import { SearchPanel } from '~/ui/search-panel';
import { SummaryRow } from '~/ui/summary-list';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'landRegistry');
  const capabilities = landRegistryCapabilities(activeRole);
  const mode = chosenMode(args.request, searchModes, capabilities.modes);
  const [t, byCapakey, byPlace, byOwner] = await Promise.all([
    i18nServer.getFixedT(args.request, 'landregistry'),
    mode === 'capakey' ? capakeySearchFromUrl(args, capabilities) : null,
    mode === 'plaats' ? placeSearchFromUrl(args, capabilities) : null,
    mode === 'eigenaar' ? ownerSearchFromUrl(args, capabilities) : null,
  ]);
  const search = byCapakey ?? byPlace?.answer ?? byOwner;
  const found = search && 'outcome' in search ? search.outcome : null;
  // The count in the document title: announced when the page arrives, and kept in the history.
  const title =
    found && 'rows' in found
      ? `${t(byOwner ? 'owner.statesTitle' : 'table.title', { count: found.rows.length })} – ${t('title')}`
      : t('title');
  return data(
    {
      title,
      activeRole,
      capabilities,
      mode,
      byCapakey,
      lists: byPlace?.lists ?? null,
      byPlace: byPlace?.answer ?? null,
      byOwner,
      reference: rememberedReference(args.context, args.request),
      correlationId: args.context.correlationId,
    },
    { status: search?.status ?? 200 },
  );
}

export const meta = screenMeta;

/** The owner's party ids in a state: the parties with the owner's number. */
function ownerParties(owner: { insz?: string; ondernemingsnummer?: string }) {
  return (state: PartitionState) =>
    new Set(
      (state.eigendomstoestand?.partijen ?? [])
        .filter((party) =>
          party.soort === 'persoon'
            ? party.insz === owner.insz
            : party.ondernemingsnummer === owner.ondernemingsnummer,
        )
        .map((party) => party.partijId),
    );
}

export default function LandRegistryScreen() {
  const { t } = useTranslation('landregistry');
  const loaded = useLoaderData<typeof loader>();
  const { capabilities, mode, byCapakey, byPlace, byOwner, lists, correlationId } = loaded;
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  const action = href('landRegistry', {}, locale);
  const modeQuery = (chosen: SearchMode) =>
    chosen === capabilities.modes[0] ? {} : { [searchModeParameter]: chosen };
  const modeHref = (chosen: SearchMode) =>
    `${href('landRegistry', {}, locale, modeQuery(chosen))}#search-${chosen}`;
  const clearHref = (chosen: SearchMode) =>
    href('landRegistry', {}, locale, { ...modeQuery(chosen), [clearedFormParameter]: '1' });
  const values = formValuesOf(new URLSearchParams(location.search), loaded.reference);
  const search = byCapakey ?? byPlace ?? byOwner;
  const found = search && 'outcome' in search ? search.outcome : null;
  const parcelSearch = byCapakey ?? byPlace;
  const parcels = parcelSearch && 'outcome' in parcelSearch ? parcelSearch.outcome : null;
  const owned = byOwner && 'outcome' in byOwner ? byOwner.outcome : null;
  const linkReference = values[searchFields.reference] ?? '';
  const form = { capabilities, action, values };

  return (
    <>
      <h1>{t('title')}</h1>
      <LandRegistrySections role={loaded.activeRole} current="landRegistry" />
      <p className="lead">{t('intro')}</p>
      <SearchModes
        label={t('modesLabel')}
        current={mode}
        modes={capabilities.modes}
        labelOf={(chosen) => t(`modes.${chosen}`)}
        hrefOf={modeHref}
      />
      <SearchFailure
        outcome={found}
        source={landRegistrySources[0]}
        correlationId={correlationId}
      />
      {search && 'crossSite' in search ? <CrossSiteConfirmation confirmWith="search" /> : null}
      {mode ? (
        <SearchPanel id={`search-${mode}`} heading={t(`search.headings.${mode}`)} focusable>
          {mode === 'capakey' ? (
            <CapakeySearchForm
              {...form}
              lastResult={byCapakey?.result ?? null}
              clearHref={clearHref('capakey')}
            />
          ) : null}
          {mode === 'plaats' && lists ? (
            <PlaceSearchForm
              {...form}
              lists={lists}
              lastResult={byPlace?.result ?? null}
              clearHref={clearHref('plaats')}
            />
          ) : null}
          {mode === 'eigenaar' ? (
            <OwnerSearchForm
              {...form}
              lastResult={byOwner?.result ?? null}
              clearHref={clearHref('eigenaar')}
            />
          ) : null}
        </SearchPanel>
      ) : null}
      {found && 'notFound' in found ? (
        <NoResultPanel
          announce
          text={
            mode !== 'eigenaar'
              ? t('search.noParcel')
              : values[searchFields.insz]
                ? t('search.noOwnerInsz')
                : t('search.noOwnerEnterprise')
          }
        />
      ) : null}
      {parcels && 'rows' in parcels ? (
        <PartitionTable
          rows={parcels.rows}
          total={parcels.total}
          truncated={parcels.truncated}
          reference={linkReference}
        />
      ) : null}
      {owned && 'owner' in owned ? (
        <>
          <section aria-labelledby="owner" className="owner-panel">
            <h2 id="owner">{t('owner.heading')}</h2>
            <dl className="summary-list">
              <SummaryRow label={t('owner.name')}>{owned.owner.naam}</SummaryRow>
              {owned.owner.soort === 'persoon' ? (
                <>
                  <SummaryRow label={t('owner.insz')}>{formatInsz(owned.owner.insz)}</SummaryRow>
                  <SummaryRow label={t('owner.birthDate')}>
                    {formatDate(owned.owner.geboortedatum)}
                  </SummaryRow>
                </>
              ) : (
                <SummaryRow label={t('owner.enterprise')}>
                  {formatEnterpriseNumber(owned.owner.ondernemingsnummer)}
                </SummaryRow>
              )}
            </dl>
          </section>
          {owned.rows.length === 0 ? (
            <NoResultPanel announce text={t('noStates')} />
          ) : (
            <PartitionTable
              rows={owned.rows}
              total={owned.total}
              truncated={owned.truncated}
              reference={linkReference}
              title={(count) => t('owner.statesTitle', { count })}
              caption={t('owner.statesCaption')}
              ownerStates={{
                states: owned.states,
                matches: ownerParties(
                  owned.owner.soort === 'persoon'
                    ? { insz: owned.owner.insz }
                    : { ondernemingsnummer: owned.owner.ondernemingsnummer },
                ),
              }}
            />
          )}
        </>
      ) : null}
    </>
  );
}
