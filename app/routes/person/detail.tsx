// Person detail (persoon/insz/:insz): identity, addresses, nationality, civil status, household
// and, with history on, the history as a timeline; compact or extended; a one-page print fiche.
// Every load is a consultation that the backend writes to the legal log.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { lookupScreen } from '~/consultation/lookup-screen.server';
import { displayModes } from '~/domains/person/display-mode';
import { lookupPerson } from '~/domains/person/lookups.server';
import {
  AddressList,
  DetailContents,
  HistorySetting,
  HistoryTimeline,
  IdentityList,
} from '~/domains/person/person-record';
import { chooseDisplayMode } from '~/domains/person/preferences.server';
import { InszSearchForm } from '~/domains/person/search-forms';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { personCodeLists } from '~/lib/code-lists/person';
import { formatDate, formatDateTime } from '~/lib/format/date-time';
import { formatPersonName } from '~/lib/format/person-name';
import { EARLIEST_HISTORY_DATE_ISO } from '~/lib/validation/history-date';
import { formatInsz, isBisNumber } from '~/lib/validation/insz';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { CodeValue } from '~/ui/code-value';
import { CopyButton } from '~/ui/copy-button';
import { BackToResults } from '~/ui/data-table/back-to-results';
import { LookupNotFound, NewSearchPanel } from '~/ui/lookup-outcome';
import { useHydrated } from '~/ui/use-hydrated';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'personDetail');
  const lookup = await lookupPerson(args, activeRole);
  const t = await i18nServer.getFixedT(args.request, 'person');
  const found = lookup.outcome.state === 'found' ? lookup.outcome.found : null;
  return lookupScreen(args, lookup, {
    title: found ? formatPersonName(found.person.naam) : t('search.title'),
  });
}

export async function action(args: ActionFunctionArgs) {
  await requirePermission(args, 'personDetail');
  return chooseDisplayMode(args.request);
}

export const meta = screenMeta;

export default function PersonDetailScreen() {
  const { t } = useTranslation('person');
  const loaded = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const locale = localeFromPath(pathname);
  const hydrated = useHydrated();
  const { link, outcome, capabilities } = loaded;
  const formResult = outcome.state === 'invalid' ? outcome.formResult : null;

  const searchForm = (
    <NewSearchPanel>
      <InszSearchForm
        options={capabilities.lookups.insz}
        history={capabilities.history}
        preferences={loaded.preferences}
        lastResult={formResult}
        action={href('personSearch', {}, locale)}
        clearHref={href('personSearch', {}, locale)}
        defaultInsz={link.subject}
        defaultReference={link.reference}
        defaultSource={link.source}
      />
    </NewSearchPanel>
  );

  if (outcome.state !== 'found') {
    return (
      <LookupNotFound lookup={loaded} title={t('search.title')} noResult={t('search.noResultText')}>
        {searchForm}
      </LookupNotFound>
    );
  }

  const { person, history, consultedAt } = outcome.found;
  const linkQuery = { source: link.source, reference: link.reference };
  const numberKind = isBisNumber(person.insz) ? 'bis' : 'insz';
  const blocks = [
    { id: 'detail-identity', title: t('detail.identity') },
    { id: 'detail-addresses', title: t('detail.addresses') },
    ...(person.compact ? [] : [{ id: 'detail-family', title: t('detail.family') }]),
    ...(history ? [{ id: 'history-title', title: t('detail.history') }] : []),
  ];
  return (
    <article className="person-detail">
      <BackToResults href={loaded.results} />
      <header className="person-detail__header">
        <h1>{formatPersonName(person.naam)}</h1>
        <p className="lead person-detail__number">
          <span>{t(`detail.numberLabel.${numberKind}`, { insz: formatInsz(person.insz) })}</span>{' '}
          <CopyButton value={person.insz} label={t(`detail.copyNumber.${numberKind}`)} />
        </p>
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

      {history ? (
        <HistorySetting
          setting={{
            dateChoice: history.op ? 'op' : 'vanaf',
            date: formatDate(history.op ?? history.vanaf ?? EARLIEST_HISTORY_DATE_ISO),
          }}
          forced={capabilities.history.forced}
          searchFormId="detail-search"
        />
      ) : null}
      {person.compact ? null : <DetailContents blocks={blocks} />}

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
                <dd>
                  <CodeValue
                    list={personCodeLists.householdPosition}
                    value={person.referentiepersoon.positie}
                  />
                </dd>
              </div>
            </dl>
          ) : (
            <p>{t('detail.noHousehold')}</p>
          )}
          {capabilities.family ? (
            <p className="no-print">
              <Link
                to={href('familyDetail', { insz: person.insz }, locale, {
                  ...linkQuery,
                  results: loaded.results ?? undefined,
                })}
              >
                {t('detail.familyLink')}
              </Link>
            </p>
          ) : null}
        </section>
      )}
      {history ? <HistoryTimeline history={history} linkQuery={linkQuery} /> : null}
      <p className="form-hint consulted">
        {t('detail.consulted', {
          source: t(`sources.${person.bron}`),
          time: formatDateTime(consultedAt),
        })}
      </p>
      {searchForm}
    </article>
  );
}
