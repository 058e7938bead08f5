// Family composition of a person (persoon/gezinssamenstelling/insz/:insz): the household today,
// or with history on, every composition since (or on) the chosen date. A consultation each time.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { personSources } from '@contracts/person-codes';
import { requirePermission } from '~/auth/require-permission.server';
import { lookupScreen } from '~/consultation/lookup-screen.server';
import { lookupFamily, type Composition } from '~/domains/person/lookups.server';
import { AddressText, HistorySetting, period } from '~/domains/person/person-record';
import { familyDateChoiceField } from '~/domains/person/search-fields';
import { InszSearchForm } from '~/domains/person/search-forms';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { personCodeLists } from '~/lib/code-lists/person';
import { formatDate, formatDateTime } from '~/lib/format/date-time';
import { formatInsz } from '~/lib/validation/insz';
import { href, type Consultation } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { CodeValue } from '~/ui/code-value';
import { BackToResults } from '~/ui/data-table/back-to-results';
import { Table } from '~/ui/data-table/table';
import { LookupNotFound, NewSearchPanel } from '~/ui/lookup-outcome';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'familyDetail');
  const lookup = await lookupFamily(args, activeRole);
  const t = await i18nServer.getFixedT(args.request, 'person');
  return lookupScreen(args, lookup, { title: t('family.title') });
}

export const meta = screenMeta;

function CompositionTable({
  composition,
  linkQuery,
}: {
  composition: Composition;
  linkQuery: Consultation;
}) {
  const { t } = useTranslation('person');
  const locale = localeFromPath(useLocation().pathname);
  const canOpen = (useLoaderData<typeof loader>().capabilities.modes as string[]).includes('insz');
  const heading = composition.datumBegin
    ? period(composition.datumBegin, composition.datumEinde ?? null, t('detail.open'))
    : t('family.current', { date: formatDate(composition.datum) });
  const id = `composition-${composition.gezin}-${composition.datumBegin ?? composition.datum}`;
  return (
    // The table's scroll box is the region its heading names, not the section too.
    <section className="composition">
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
      <Table
        name={{ headingId: id }}
        columns={[
          {
            key: 'name',
            header: t('fields.name'),
            cell: (member) => (
              <>
                {canOpen ? (
                  <Link to={href('personDetail', { insz: member.insz }, locale, linkQuery)}>
                    {member.naam}
                  </Link>
                ) : (
                  member.naam
                )}
                {member.overleden ? <span className="tag">{t('fields.deceased')}</span> : null}
              </>
            ),
          },
          {
            key: 'insz',
            header: t('fields.insz'),
            cell: (member) => formatInsz(member.insz),
            className: 'nowrap',
          },
          {
            key: 'birthDate',
            header: t('fields.birthDate'),
            cell: (member) => formatDate(member.geboortedatum),
            className: 'nowrap',
          },
          {
            key: 'position',
            header: t('fields.position'),
            cell: (member) => (
              <CodeValue list={personCodeLists.householdPosition} value={member.positie} />
            ),
          },
          {
            key: 'since',
            header: t('fields.since'),
            cell: (member) => formatDate(member.datumBegin),
            className: 'nowrap',
          },
        ]}
        rows={composition.leden}
        rowKey={(member) => member.insz}
      />
    </section>
  );
}

export default function FamilyDetailScreen() {
  const { t } = useTranslation('person');
  const loaded = useLoaderData<typeof loader>();
  const locale = localeFromPath(useLocation().pathname);
  const { link, outcome, capabilities } = loaded;
  const linkQuery = { source: link.source, reference: link.reference };
  const searchForm = (
    <NewSearchPanel id="family-search">
      <InszSearchForm
        options={capabilities.lookups.family}
        history={capabilities.familyHistory}
        preferences={loaded.preferences}
        lastResult={outcome.state === 'invalid' ? outcome.formResult : null}
        action={href('familySearch', {}, locale)}
        clearHref={href('familySearch', {}, locale)}
        choiceName={familyDateChoiceField}
        defaultInsz={link.subject}
        defaultReference={link.reference}
        defaultSource={link.source}
      />
    </NewSearchPanel>
  );

  if (outcome.state !== 'found') {
    return (
      <LookupNotFound lookup={loaded} title={t('family.title')} noResult={t('search.noResultText')}>
        {searchForm}
      </LookupNotFound>
    );
  }

  const compositions = outcome.found;
  const head = compositions[0]?.leden.find((member) => member.insz === link.subject);
  const consultedSource = personSources.find((source) => source === link.source);
  return (
    <>
      <BackToResults href={loaded.results} />
      <h1>{head ? t('family.detailTitle', { name: head.naam }) : t('family.title')}</h1>
      {loaded.historyOn ? (
        <>
          <HistorySetting
            setting={loaded.preferences}
            forced={capabilities.familyHistory.forced}
            searchFormId="family-search"
          />
          <h2>{t('family.historyTitle')}</h2>
        </>
      ) : null}
      {compositions.map((composition) => (
        <CompositionTable
          key={`${composition.gezin}-${composition.datumBegin ?? composition.datum}`}
          composition={composition}
          linkQuery={linkQuery}
        />
      ))}
      {loaded.consultedAt && consultedSource ? (
        <p className="form-hint consulted">
          {t('detail.consulted', {
            source: t(`sources.${consultedSource}`),
            time: formatDateTime(loaded.consultedAt),
          })}
        </p>
      ) : null}
      {searchForm}
    </>
  );
}
