// Family composition of a person (persoon/gezinssamenstelling/insz/:insz): the household today,
// or with history on, every composition since (or on) the chosen date. A consultation each time.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { getHousehold, getHouseholdHistory, type householdSchema } from '@contracts/person';
import { requirePermission } from '~/auth/require-permission.server';
import { callBackend } from '~/backend/client.server';
import { BackendError } from '~/backend/errors';
import { personCapabilities } from '~/domains/person/capabilities';
import { readConsultationLink } from '~/domains/person/consultation-link.server';
import { AddressText, period } from '~/domains/person/person-record';
import { readPreferences } from '~/domains/person/preferences.server';
import { InszSearchForm, NoResultPanel } from '~/domains/person/search-forms';
import { familyDateChoiceField } from '~/domains/person/search-schema';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { formatDate } from '~/lib/format/date-time';
import { displayDateToIso } from '~/lib/validation/dates';
import { formatInsz } from '~/lib/validation/insz';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { Alert } from '~/ui/feedback/alert';

type Household = z.infer<typeof householdSchema>;
type Composition = Household & { datumBegin?: string; datumEinde?: string | null };

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'familyDetail');
  const { request, context, params } = args;
  const capabilities = personCapabilities(activeRole);
  const preferences = readPreferences(request);
  const t = await i18nServer.getFixedT(request, 'person');
  const link = readConsultationLink(request, context, params.insz, capabilities);
  const { insz, bron, reference } = link;
  const history = capabilities.familyHistory;
  const historyOn = history.forced || (history.available && preferences.familyHistory);
  const base = {
    title: t('family.title'),
    capabilities,
    insz,
    bron,
    reference,
    correlationId: context.correlationId,
    preferences: {
      history: historyOn,
      dateChoice: preferences.familyHistoryDateChoice,
      date: preferences.familyDate,
    },
  };

  if (link.refused) {
    const { formResult, status, crossSite } = link.refused;
    return data(
      {
        ...base,
        state: 'invalid' as const,
        crossSite,
        formResult,
        compositions: [] as Composition[],
        historyOn,
      },
      { status },
    );
  }

  const query = { bron, reference: reference || undefined };
  const date = displayDateToIso(preferences.familyDate) ?? '1901-01-01';
  try {
    const compositions: Composition[] = historyOn
      ? (
          await callBackend(getHouseholdHistory, {
            request,
            context,
            params: { insz },
            query:
              preferences.familyHistoryDateChoice === 'op'
                ? { ...query, op: date }
                : { ...query, vanaf: date },
          })
        ).samenstellingen
      : [await callBackend(getHousehold, { request, context, params: { insz }, query })];
    return { ...base, state: 'found' as const, formResult: null, compositions, historyOn };
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    return data(
      {
        ...base,
        state: error.status === 404 ? ('notFound' as const) : ('failed' as const),
        formResult: null,
        compositions: [] as Composition[],
        historyOn,
      },
      { status: error.status === 404 ? 404 : 502 },
    );
  }
}

export const meta = screenMeta;

function CompositionTable({
  composition,
  linkQuery,
}: {
  composition: Composition;
  linkQuery: Record<string, string>;
}) {
  const { t } = useTranslation('person');
  const locale = localeFromPath(useLocation().pathname);
  const canOpen = (useLoaderData<typeof loader>().capabilities.modes as string[]).includes('insz');
  const heading = composition.datumBegin
    ? period(composition.datumBegin, composition.datumEinde ?? null, t('detail.open'))
    : t('family.current', { date: formatDate(composition.datum) });
  const id = `composition-${composition.gezin}-${composition.datumBegin ?? composition.datum}`;
  return (
    <section aria-labelledby={id} className="composition">
      <h2 id={id}>
        {heading}{' '}
        <span className="form-hint">
          ({t('family.members', { count: composition.leden.length })})
        </span>
      </h2>
      {composition.adres ? (
        <div className="composition__address">
          <span className="visually-hidden">{t('family.address')}: </span>
          <AddressText address={composition.adres} />
        </div>
      ) : null}
      <div className="table-wrapper">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('fields.name')}</th>
              <th scope="col">{t('fields.insz')}</th>
              <th scope="col">{t('fields.birthDate')}</th>
              <th scope="col">{t('fields.position')}</th>
              <th scope="col">{t('fields.since')}</th>
            </tr>
          </thead>
          <tbody>
            {composition.leden.map((member) => (
              <tr key={member.insz}>
                <td>
                  {canOpen ? (
                    <Link to={href('personDetail', { insz: member.insz }, locale, linkQuery)}>
                      {member.naam}
                    </Link>
                  ) : (
                    member.naam
                  )}
                  {member.overleden ? <span className="tag">{t('fields.deceased')}</span> : null}
                </td>
                <td className="nowrap">{formatInsz(member.insz)}</td>
                <td className="nowrap">{formatDate(member.geboortedatum)}</td>
                <td>{member.positie.omschrijving}</td>
                <td className="nowrap">{formatDate(member.datumBegin)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export default function FamilyDetailScreen() {
  const { t } = useTranslation('person');
  const loaded = useLoaderData<typeof loader>();
  const locale = localeFromPath(useLocation().pathname);
  const linkQuery: Record<string, string> = loaded.reference
    ? { bron: loaded.bron, referentie: loaded.reference }
    : { bron: loaded.bron };
  const form = (
    <InszSearchForm
      capabilities={loaded.capabilities}
      history={loaded.capabilities.familyHistory}
      preferences={loaded.preferences}
      lastResult={loaded.formResult}
      action={href('familySearch', {}, locale)}
      clearHref={href('familySearch', {}, locale)}
      choiceName={familyDateChoiceField}
      defaultInsz={loaded.insz}
      defaultReference={loaded.reference}
      defaultSource={loaded.bron}
    />
  );
  const head = loaded.compositions[0]?.leden.find((member) => member.insz === loaded.insz);

  return (
    <div className="layout-narrow">
      <h1>{head ? t('family.detailTitle', { name: head.naam }) : t('family.title')}</h1>
      {loaded.state === 'failed' ? (
        <Alert kind="error" title={t('search.errorTitle')} scrollIntoView>
          <p>{t('search.errorText', { correlationId: loaded.correlationId })}</p>
        </Alert>
      ) : null}
      {loaded.state === 'notFound' ? <NoResultPanel /> : null}
      {'crossSite' in loaded && loaded.crossSite ? (
        <p className="lead">{t('detail.confirmLink')}</p>
      ) : null}
      {loaded.state === 'found' && loaded.historyOn ? <h2>{t('family.historyTitle')}</h2> : null}
      {loaded.compositions.map((composition) => (
        <CompositionTable
          key={`${composition.gezin}-${composition.datumBegin ?? composition.datum}`}
          composition={composition}
          linkQuery={linkQuery}
        />
      ))}
      <section
        aria-labelledby="family-search"
        className="search-panel search-panel--compact no-print"
      >
        <h2 id="family-search">{t('detail.newSearch')}</h2>
        {form}
      </section>
    </div>
  );
}
