// Person detail (persoon/insz/:insz): identity, addresses, nationality, civil status, household
// and, with history on, the history as a timeline; compact or extended; a one-page print fiche.
// Every load is a consultation that the backend writes to the legal log.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { getPersonDetails, getPersonHistory } from '@contracts/person';
import { requirePermission } from '~/auth/require-permission.server';
import { callBackend } from '~/backend/client.server';
import { BackendError } from '~/backend/errors';
import { personCapabilities } from '~/domains/person/capabilities';
import { readConsultationLink } from '~/domains/person/consultation-link.server';
import { displayModes } from '~/domains/person/display-mode';
import { AddressList, HistoryTimeline, IdentityList } from '~/domains/person/person-record';
import { preferencesCookie, readPreferences } from '~/domains/person/preferences.server';
import { InszSearchForm, NoResultPanel } from '~/domains/person/search-forms';
import { i18nServer, requestLocale } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { formatDateTime } from '~/lib/format/date-time';
import { displayDateToIso } from '~/lib/validation/dates';
import { formatInsz } from '~/lib/validation/insz';
import { href } from '~/routing/href';
import { safeRedirect } from '~/routing/safe-redirect';
import { screenMeta } from '~/routing/screen-meta';
import { Alert } from '~/ui/feedback/alert';
import { useHydrated } from '~/ui/use-hydrated';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'personDetail');
  const { request, context, params } = args;
  const capabilities = personCapabilities(activeRole);
  const preferences = readPreferences(request);
  const t = await i18nServer.getFixedT(request, 'person');
  const link = readConsultationLink(request, context, params.insz, capabilities);
  const { insz, bron, reference } = link;
  const historyOn =
    capabilities.history.forced || (capabilities.history.available && preferences.history);
  const base = {
    capabilities,
    insz,
    bron,
    reference,
    preferences: { history: historyOn, dateChoice: preferences.dateChoice, date: preferences.date },
    displayMode: preferences.displayMode,
    correlationId: context.correlationId,
  };

  if (link.refused) {
    const { formResult, status, crossSite } = link.refused;
    return data(
      {
        ...base,
        title: t('search.title'),
        state: 'invalid' as const,
        crossSite,
        formResult,
        person: null,
        history: null,
        consultedAt: null,
      },
      { status },
    );
  }

  const historyDate = displayDateToIso(preferences.date) ?? '1901-01-01';
  const query = { bron, reference: reference || undefined };
  try {
    const [person, history] = await Promise.all([
      callBackend(getPersonDetails, {
        request,
        context,
        params: { insz },
        query: { ...query, compact: preferences.displayMode === 'compact' ? 'true' : 'false' },
      }),
      historyOn
        ? callBackend(getPersonHistory, {
            request,
            context,
            params: { insz },
            query:
              preferences.dateChoice === 'op'
                ? { ...query, op: historyDate }
                : { ...query, vanaf: historyDate },
          })
        : null,
    ]);
    const name = `${person.naam.voornamen.join(' ')} ${person.naam.achternaam}`;
    return {
      ...base,
      title: name,
      state: 'found' as const,
      formResult: null,
      person,
      history,
      consultedAt: new Date().toISOString(),
    };
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    // Spec §8: a 404 is the no-result panel, silently; anything else an alert with the reference.
    return data(
      {
        ...base,
        title: t('search.title'),
        state: error.status === 404 ? ('notFound' as const) : ('failed' as const),
        formResult: null,
        person: null,
        history: null,
        consultedAt: null,
      },
      { status: error.status === 404 ? 404 : 502 },
    );
  }
}

export async function action(args: ActionFunctionArgs) {
  await requirePermission(args, 'personDetail');
  const formData = await args.request.formData();
  const mode = displayModes.find((candidate) => candidate === formData.get('displayMode'));
  if (!mode) throw data(null, { status: 400 });
  const preferences = readPreferences(args.request);
  // Back to the same person, with the same source and reference.
  const url = new URL(args.request.url);
  const target = safeRedirect(
    `${url.pathname}${url.search}`,
    href('personSearch', {}, requestLocale(args.request)),
  );
  return redirect(target, {
    headers: { 'Set-Cookie': preferencesCookie({ ...preferences, displayMode: mode }) },
  });
}

export const meta = screenMeta;

export default function PersonDetailScreen() {
  const { t } = useTranslation('person');
  const loaded = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const locale = localeFromPath(pathname);
  const hydrated = useHydrated();
  const linkQuery: Record<string, string> = loaded.reference
    ? { bron: loaded.bron, referentie: loaded.reference }
    : { bron: loaded.bron };

  const searchForm = (
    <section
      aria-labelledby="detail-search"
      className="search-panel search-panel--compact no-print"
    >
      <h2 id="detail-search">{t('detail.newSearch')}</h2>
      <InszSearchForm
        capabilities={loaded.capabilities}
        history={loaded.capabilities.history}
        preferences={loaded.preferences}
        lastResult={loaded.formResult}
        action={href('personSearch', {}, locale)}
        clearHref={href('personSearch', {}, locale)}
        defaultInsz={loaded.insz}
        defaultReference={loaded.reference}
        defaultSource={loaded.bron}
      />
    </section>
  );

  if (loaded.state !== 'found' || !loaded.person) {
    return (
      <>
        <h1>{t('search.title')}</h1>
        {loaded.state === 'failed' ? (
          <Alert kind="error" title={t('search.errorTitle')} scrollIntoView>
            <p>{t('search.errorText', { correlationId: loaded.correlationId })}</p>
          </Alert>
        ) : null}
        {loaded.state === 'notFound' ? <NoResultPanel /> : null}
        {'crossSite' in loaded && loaded.crossSite ? (
          <p className="lead">{t('detail.confirmLink')}</p>
        ) : null}
        {searchForm}
      </>
    );
  }

  const person = loaded.person;
  const name = `${person.naam.voornamen.join(' ')} ${person.naam.achternaam}`;
  return (
    <article className="person-detail">
      <header className="person-detail__header">
        <h1>{name}</h1>
        <p className="lead">{t('detail.inszLabel', { insz: formatInsz(person.insz) })}</p>
        {person.overlijden ? <p className="tag tag--deceased">{t('fields.deceased')}</p> : null}
      </header>

      <div className="person-detail__tools no-print">
        <Form method="post" action={`${pathname}${search}`} className="display-mode">
          <fieldset className="radio-group radio-group--inline">
            <legend>{t('detail.displayMode')}</legend>
            {displayModes.map((mode) => (
              <div key={mode} className="radio-item">
                <input
                  type="radio"
                  id={`display-${mode}`}
                  name="displayMode"
                  value={mode}
                  defaultChecked={loaded.displayMode === mode}
                  onChange={(event) => event.currentTarget.form?.requestSubmit()}
                />
                <label htmlFor={`display-${mode}`}>{t(`detail.displayModes.${mode}`)}</label>
              </div>
            ))}
          </fieldset>
          {/* With JavaScript a choice applies at once; without it this button sends it. */}
          {hydrated ? null : (
            <button type="submit" className="button button--secondary">
              {t('detail.displayModeSubmit')}
            </button>
          )}
        </Form>
        {hydrated ? (
          <button type="button" className="button button--secondary" onClick={() => window.print()}>
            {t('detail.print')}
          </button>
        ) : (
          <p className="form-hint">{t('detail.printHint')}</p>
        )}
      </div>

      <section aria-labelledby="detail-identity">
        <h2 id="detail-identity">{t('detail.identity')}</h2>
        <IdentityList person={person} linkQuery={linkQuery} />
      </section>
      <section aria-labelledby="detail-addresses">
        <h2 id="detail-addresses">{t('detail.addresses')}</h2>
        <AddressList person={person} />
      </section>
      {person.compact ? (
        <p className="form-hint">{t('detail.compactNote')}</p>
      ) : (
        <section aria-labelledby="detail-family">
          <h2 id="detail-family">{t('detail.family')}</h2>
          {person.referentiepersoon ? (
            <dl className="summary-list">
              <div className="summary-list__row">
                <dt>{t('fields.referencePerson')}</dt>
                <dd>
                  {person.referentiepersoon.naam} ({formatInsz(person.referentiepersoon.insz)})
                </dd>
              </div>
              <div className="summary-list__row">
                <dt>{t('fields.position')}</dt>
                <dd>{person.referentiepersoon.positie.omschrijving}</dd>
              </div>
            </dl>
          ) : (
            <p>{t('detail.noHousehold')}</p>
          )}
          {loaded.capabilities.family ? (
            <p className="no-print">
              <Link to={href('familyDetail', { insz: person.insz }, locale, linkQuery)}>
                {t('detail.familyLink')}
              </Link>
            </p>
          ) : null}
        </section>
      )}
      {loaded.history ? <HistoryTimeline history={loaded.history} linkQuery={linkQuery} /> : null}
      <p className="form-hint consulted">
        {t('detail.consulted', {
          source: t(`sources.${person.bron}`),
          time: formatDateTime(loaded.consultedAt ?? ''),
        })}
      </p>
      {searchForm}
    </article>
  );
}
