// Person search: by insz (to the detail screen), by name and birth date, or by address (a paged,
// sortable list of matches), each mode only with its permission and its own sources. A search by
// name or address lives in the URL: the loader answers it, from the session's last results when
// it is the same search again.
import type { SubmissionResult } from '@conform-to/react';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { rememberedReference } from '~/consultation/subject-lookup.server';
import { chosenMode } from '~/consultation/url-search.server';
import { personCapabilities, searchModes, type SearchMode } from '~/domains/person/capabilities';
import { readPreferences } from '~/domains/person/preferences.server';
import {
  AddressSearchForm,
  InszSearchForm,
  MatchesTable,
  ModeLinks,
  NameSearchForm,
  NoResultPanel,
} from '~/domains/person/search-forms';
import { personSearch, personSearchFromUrl } from '~/domains/person/search.server';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import type { FormErrors } from '~/page-state/parse-form';
import { clearedFormParameter, resultsFragment, searchModeParameter } from '~/page-state/url-names';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { CrossSiteConfirmation, LookupFailure } from '~/ui/lookup-outcome';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'personSearch');
  const capabilities = personCapabilities(activeRole);
  const t = await i18nServer.getFixedT(args.request, 'person');
  const preferences = readPreferences(args.request);
  const mode = chosenMode(args.request, searchModes, capabilities.modes);
  const { byName, byAddress } = await personSearchFromUrl(args, capabilities, mode);
  const search = byName ?? byAddress;
  const outcome = search && 'outcome' in search ? search.outcome : undefined;
  // The count in the document title: announced when the page arrives, and kept in the history.
  const title =
    outcome && 'matches' in outcome && (mode === 'naam' || mode === 'adres')
      ? `${t('search.resultsTitle', {
          count: outcome.page.total,
          search: t(`search.searchTitles.${mode}`),
        })} – ${t('search.title')}`
      : t('search.title');
  return data(
    {
      title,
      capabilities,
      mode,
      byName,
      byAddress,
      reference: rememberedReference(args.context, args.request),
      preferences: {
        history: preferences.history,
        dateChoice: preferences.dateChoice,
        date: preferences.date,
      },
    },
    { status: search?.status ?? 200 },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'personSearch');
  return personSearch(args, personCapabilities(activeRole));
}

export const meta = screenMeta;

export default function PersonSearchScreen() {
  const { t } = useTranslation('person');
  const { capabilities, mode, preferences, byName, byAddress, reference } =
    useLoaderData<typeof loader>();
  const search = byName ?? byAddress;
  const actionData = useActionData<typeof action>();
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const searchPath = href('personSearch', {}, locale);
  const searchHref = (chosen: SearchMode) =>
    href(
      'personSearch',
      {},
      locale,
      chosen === capabilities.modes[0] ? undefined : { [searchModeParameter]: chosen },
    );
  // 'Alle velden wissen': the form afresh, without the reference the session keeps.
  const clearHref = (chosen: SearchMode) =>
    href('personSearch', {}, locale, {
      [searchModeParameter]: chosen === capabilities.modes[0] ? undefined : chosen,
      [clearedFormParameter]: '1',
    });
  // A tab's link targets its form's heading: without JavaScript the new page starts there.
  const tabHref = (chosen: SearchMode) => `${searchHref(chosen)}#search-${chosen}`;
  // The insz form's own answer (its errors), or the search the URL carries.
  const posted = actionData && 'result' in actionData ? actionData.result : undefined;
  const result = (posted ?? byName?.result) as SubmissionResult<FormErrors> | undefined;
  const outcome = search && 'outcome' in search ? search.outcome : undefined;
  const matches = outcome && 'matches' in outcome ? outcome : undefined;
  const address = byAddress?.result;
  const crossSite = search && 'crossSite' in search;
  // An exact name search that found nobody: the same search, allowing small differences.
  const tolerantQuery =
    matches && matches.page.total === 0 && matches.exact
      ? new URLSearchParams(matches.query)
      : null;
  tolerantQuery?.set('tolerance', '1');

  return (
    <>
      <h1>{t('search.title')}</h1>
      <p className="lead">{t('search.intro')}</p>
      <p className="link-row">
        {capabilities.family ? (
          <Link to={href('familySearch', {}, locale)}>{t('search.familyLink')}</Link>
        ) : null}
        {capabilities.canAdd ? (
          <Link to={href('personAdd', {}, locale)}>{t('search.addLink')}</Link>
        ) : null}
      </p>
      {mode ? (
        <ModeLinks modes={capabilities.modes} current={mode} hrefFor={tabHref} />
      ) : (
        <p>{t('search.noModes')}</p>
      )}
      {outcome && 'failed' in outcome ? (
        <LookupFailure
          source={outcome.source}
          correlationId={outcome.failed}
          timedOut={outcome.timedOut}
        />
      ) : null}
      {crossSite ? <CrossSiteConfirmation confirmWith="search" /> : null}
      {mode === 'insz' ? (
        <section aria-labelledby="search-insz" className="search-panel">
          <h2 id="search-insz" tabIndex={-1}>
            {t('search.modes.insz')}
          </h2>
          <InszSearchForm
            options={capabilities.lookups.insz}
            history={capabilities.history}
            preferences={preferences}
            lastResult={result}
            action={searchPath}
            clearHref={clearHref('insz')}
            defaultReference={reference}
          />
        </section>
      ) : null}
      {mode === 'naam' ? (
        <section aria-labelledby="search-naam" className="search-panel">
          <h2 id="search-naam" tabIndex={-1}>
            {t('search.modes.naam')}
          </h2>
          <NameSearchForm
            options={capabilities.lookups.naam}
            lastResult={result}
            action={searchPath}
            clearHref={clearHref('naam')}
            defaultReference={reference}
          />
        </section>
      ) : null}
      {mode === 'adres' ? (
        <AddressSearchForm
          options={capabilities.lookups.adres}
          address={address}
          action={searchPath}
          clearHref={clearHref('adres')}
          defaultReference={reference}
        />
      ) : null}
      {matches ? (
        matches.page.total === 0 ? (
          <NoResultPanel
            announce
            tolerantHref={
              tolerantQuery
                ? `${searchPath}?${tolerantQuery.toString()}${resultsFragment}`
                : undefined
            }
          />
        ) : (
          <MatchesTable found={matches} linkable={capabilities.modes.includes('insz')} />
        )
      ) : null}
    </>
  );
}
