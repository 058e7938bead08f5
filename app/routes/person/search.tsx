// Person search: by insz (to the detail screen), by name and birth date, or by address (a paged,
// sortable list of matches), each mode only with its permission and its own sources.
import type { SubmissionResult } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
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
import { personSearch } from '~/domains/person/search.server';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { Alert } from '~/ui/feedback/alert';
import type { FormErrors } from '~/ui/form/parse-form';

const modeParameter = 'zoekwijze';

function chosenMode(request: Request, allowed: SearchMode[]): SearchMode | null {
  const asked = new URL(request.url).searchParams.get(modeParameter);
  const mode = searchModes.find((candidate) => candidate === asked);
  return mode && allowed.includes(mode) ? mode : (allowed[0] ?? null);
}

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'personSearch');
  const capabilities = personCapabilities(activeRole);
  const t = await i18nServer.getFixedT(args.request, 'person');
  const preferences = readPreferences(args.request);
  return {
    title: t('search.title'),
    capabilities,
    mode: chosenMode(args.request, capabilities.modes),
    preferences: {
      history: preferences.history,
      dateChoice: preferences.dateChoice,
      date: preferences.date,
    },
  };
}

export async function action(args: ActionFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'personSearch');
  return personSearch(args, personCapabilities(activeRole));
}

export const meta = screenMeta;

export default function PersonSearchScreen() {
  const { t } = useTranslation('person');
  const { capabilities, mode, preferences } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const searchHref = (chosen: SearchMode) =>
    href(
      'personSearch',
      {},
      locale,
      chosen === capabilities.modes[0] ? undefined : { [modeParameter]: chosen },
    );
  // The form's own answer (errors, or the values a search was made with).
  const result = (actionData && 'result' in actionData ? actionData.result : undefined) as
    SubmissionResult<FormErrors> | undefined;
  const outcome = actionData && 'outcome' in actionData ? actionData.outcome : undefined;
  const matches = outcome && 'matches' in outcome ? outcome : undefined;
  const failed = outcome && 'failed' in outcome ? outcome.failed : undefined;
  const address = actionData && 'address' in actionData ? actionData.address : undefined;

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
        <ModeLinks modes={capabilities.modes} current={mode} hrefFor={searchHref} />
      ) : (
        <p>{t('search.noModes')}</p>
      )}
      {failed ? (
        <Alert kind="error" title={t('search.errorTitle')} scrollIntoView>
          <p>{t('search.errorText', { correlationId: failed })}</p>
        </Alert>
      ) : null}
      {mode === 'insz' ? (
        <section aria-labelledby="search-insz" className="search-panel">
          <h2 id="search-insz">{t('search.modes.insz')}</h2>
          <InszSearchForm
            options={capabilities.lookups.insz}
            history={capabilities.history}
            preferences={preferences}
            lastResult={result}
            action={href('personSearch', {}, locale)}
            clearHref={searchHref('insz')}
          />
        </section>
      ) : null}
      {mode === 'naam' ? (
        <section aria-labelledby="search-naam" className="search-panel">
          <h2 id="search-naam">{t('search.modes.naam')}</h2>
          <NameSearchForm
            options={capabilities.lookups.naam}
            lastResult={result}
            clearHref={searchHref('naam')}
          />
        </section>
      ) : null}
      {mode === 'adres' ? (
        <AddressSearchForm
          options={capabilities.lookups.adres}
          address={address}
          clearHref={searchHref('adres')}
        />
      ) : null}
      {matches ? (
        matches.page.total === 0 ? (
          <NoResultPanel />
        ) : (
          <MatchesTable found={matches} linkable={capabilities.modes.includes('insz')} />
        )
      ) : null}
    </>
  );
}
