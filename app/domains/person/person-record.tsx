// The person detail's parts, as the national register gives them: identity, addresses,
// household and the history as a timeline per attribute. Plain markup: a summary list and
// tables that print well.
import { Link, useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type {
  addressSchema,
  civilStatusSchema,
  nationalitySchema,
  personHistorySchema,
  personSchema,
} from '@contracts/person';
import { localeFromPath } from '~/i18n/locale';
import { personCodeLists } from '~/lib/code-lists/person';
import { useAddressLines } from '~/lib/format/address';
import { formatDate } from '~/lib/format/date-time';
import { EARLIEST_HISTORY_DATE_ISO } from '~/lib/validation/history-date';
import { formatInsz } from '~/lib/validation/insz';
import { href, type Consultation } from '~/routing/href';
import { CodeValue } from '~/ui/code-value';
import { Table } from '~/ui/data-table/table';
import { SummaryRow } from '~/ui/summary-list';

type Person = z.infer<typeof personSchema>;
type Address = z.infer<typeof addressSchema>;
type History = z.infer<typeof personHistorySchema>;

export function period(from: string, until: string | null, openText: string): string {
  return `${formatDate(from)} – ${until ? formatDate(until) : openText}`;
}

function PlaceText({
  place,
}: {
  place: { gemeente: { naam: string } | null; land: { naam: string; nisCode: string } } | null;
}) {
  if (!place) return null;
  const country = (
    <CodeValue
      list={personCodeLists.country}
      value={{ code: place.land.nisCode, omschrijving: place.land.naam }}
      showCode={false}
    />
  );
  // A Belgian place is named by its municipality; abroad the country is added.
  if (place.land.nisCode === '150') return place.gemeente ? <>{place.gemeente.naam}</> : country;
  return place.gemeente ? (
    <>
      {place.gemeente.naam}, {country}
    </>
  ) : (
    country
  );
}

function PersonLink({
  person,
  query,
}: {
  person: { insz: string; naam: string };
  query: Consultation;
}) {
  const locale = localeFromPath(useLocation().pathname);
  return (
    <Link to={href('personDetail', { insz: person.insz }, locale, query)}>
      {person.naam} ({formatInsz(person.insz)})
    </Link>
  );
}

function CivilStatusValue({ status }: { status: z.infer<typeof civilStatusSchema> }) {
  return <CodeValue list={personCodeLists.civilStatus} value={status} />;
}

/** Nationalities are countries by NIS code: 'België (150)'. */
function NationalityValues({
  nationalities,
}: {
  nationalities: z.infer<typeof nationalitySchema>[];
}) {
  return nationalities.map((nationality, index) => (
    <span key={nationality.code}>
      {index > 0 ? ', ' : null}
      <CodeValue list={personCodeLists.country} value={nationality} />
    </span>
  ));
}

/**
 * An address's lines; abroad the last line is the country, named from the code list in the
 * screen's language (the source names it in Dutch).
 */
function useAddressParts() {
  const addressLines = useAddressLines();
  return (address: Address) => {
    const lines = addressLines(address);
    if (address.soort !== 'buitenland' || !address.land.nisCode) return { lines, country: null };
    const country = (
      <CodeValue
        list={personCodeLists.country}
        value={{ code: address.land.nisCode, omschrijving: address.land.naam }}
        showCode={false}
      />
    );
    return { lines: lines.slice(0, -1), country };
  };
}

export function AddressText({ address }: { address: Address }) {
  const parts = useAddressParts()(address);
  return (
    <address>
      {parts.lines.map((line) => (
        <span key={line} className="address-line">
          {line}
        </span>
      ))}
      {parts.country ? <span className="address-line">{parts.country}</span> : null}
    </address>
  );
}

/** The address on one line, as a table cell shows it. */
function AddressLine({ address }: { address: Address }) {
  const parts = useAddressParts()(address);
  return (
    <>
      {parts.lines.join(', ')}
      {parts.country ? (
        <>
          {parts.lines.length > 0 ? ', ' : null}
          {parts.country}
        </>
      ) : null}
    </>
  );
}

const sexCodes = ['0', '1', '2'] as const;

/** The sex in the screen's language; a code the portal does not know keeps the source's label. */
function useSexText() {
  const { t } = useTranslation('person');
  return (sex: { code: string; omschrijving: string }) => {
    const code = sexCodes.find((known) => known === sex.code);
    return code ? t(`sex.${code}`) : sex.omschrijving;
  };
}

export function IdentityList({ person, linkQuery }: { person: Person; linkQuery: Consultation }) {
  const { t } = useTranslation('person');
  const sexText = useSexText();
  const status = person.burgerlijkeStaat;
  return (
    <dl className="summary-list">
      <SummaryRow label={t('fields.insz')}>{formatInsz(person.insz)}</SummaryRow>
      <SummaryRow label={t('fields.lastName')}>{person.naam.achternaam}</SummaryRow>
      <SummaryRow label={t('fields.firstNames')}>{person.naam.voornamen.join(' ')}</SummaryRow>
      <SummaryRow label={t('fields.sex')}>{sexText(person.geslacht)}</SummaryRow>
      <SummaryRow label={t('fields.birth')}>
        {formatDate(person.geboorte.datum)}, <PlaceText place={person.geboorte.plaats} />
      </SummaryRow>
      {person.overlijden ? (
        <SummaryRow label={t('fields.death')}>
          {formatDate(person.overlijden.datum)}
          {person.overlijden.plaats ? (
            <>
              , <PlaceText place={person.overlijden.plaats} />
            </>
          ) : null}
        </SummaryRow>
      ) : null}
      {!person.compact ? (
        <>
          <SummaryRow label={t('fields.nationalities')}>
            {person.nationaliteiten.length > 0 ? (
              <NationalityValues nationalities={person.nationaliteiten} />
            ) : (
              t('fields.none')
            )}
          </SummaryRow>
          <SummaryRow label={t('fields.civilStatus')}>
            {status ? (
              <>
                <CivilStatusValue status={status} />, {t('fields.since').toLowerCase()}{' '}
                {formatDate(status.datumBegin)}
                {status.partner ? (
                  <>
                    {' – '}
                    {t('fields.partner')}: <PersonLink person={status.partner} query={linkQuery} />
                  </>
                ) : null}
              </>
            ) : (
              t('fields.none')
            )}
          </SummaryRow>
        </>
      ) : null}
      <SummaryRow label={t('fields.register')}>
        <CodeValue list={personCodeLists.register} value={person.register} />
      </SummaryRow>
      {person.status ? (
        <SummaryRow label={t('fields.status')}>
          <CodeValue list={personCodeLists.registerStatus} value={person.status} />
        </SummaryRow>
      ) : null}
      <SummaryRow label={t('fields.source')}>{t(`sources.${person.bron}`)}</SummaryRow>
    </dl>
  );
}

export function AddressList({ person }: { person: Person }) {
  const { t } = useTranslation('person');
  const rows: [string, Address | null][] = [
    [t('fields.mainResidence'), person.hoofdverblijfplaats],
    [t('fields.contactAddress'), person.contactadres],
    [t('fields.abroad'), person.verblijfplaatsBuitenland],
  ];
  const shown = rows.filter(([, address]) => address !== null);
  if (shown.length === 0) return <p>{t('fields.none')}</p>;
  return (
    <dl className="summary-list">
      {shown.map(([label, address]) =>
        address ? (
          <SummaryRow key={label} label={label}>
            <AddressText address={address} />
            <span className="form-hint">
              {t('fields.since')} {formatDate(address.datumBegin)}
              {address.type ? (
                <>
                  {' · '}
                  <CodeValue list={personCodeLists.contactAddressType} value={address.type} />
                </>
              ) : null}
            </span>
          </SummaryRow>
        ) : null,
      )}
    </dl>
  );
}

function HistoryTable({
  title,
  id,
  headers,
  rows,
}: {
  title: string;
  id: string;
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  const { t } = useTranslation('person');
  return (
    // With rows, the table's scroll box is the region this heading names, not the section too.
    <section aria-labelledby={rows.length === 0 ? id : undefined} className="timeline">
      <h3 id={id}>{title}</h3>
      {rows.length === 0 ? (
        <p>{t('detail.historyEmpty')}</p>
      ) : (
        <Table
          name={{ headingId: id }}
          columns={headers.map((header, index) => ({
            key: String(index),
            header,
            cell: (row: { cells: ReactNode[] }) => row.cells[index],
          }))}
          rows={rows}
          rowKey={(row) => row.key}
        />
      )}
    </section>
  );
}

/** The history per attribute, newest first, each row a period (the history switch on). */
export function HistoryTimeline({
  history,
  linkQuery,
}: {
  history: History;
  linkQuery: Consultation;
}) {
  const { t } = useTranslation('person');
  const open = t('detail.open');
  const periodHeader = t('fields.period');
  return (
    <section aria-labelledby="history-title" className="history">
      <h2 id="history-title">
        {history.op
          ? t('detail.historyOn', { date: formatDate(history.op) })
          : t('detail.historySince', {
              date: formatDate(history.vanaf ?? EARLIEST_HISTORY_DATE_ISO),
            })}
      </h2>
      <HistoryTable
        id="history-addresses"
        title={t('detail.historyAddresses')}
        headers={[periodHeader, t('fields.address'), t('fields.position')]}
        rows={history.adressen.map((address, index) => ({
          key: `${address.soort}-${address.datumBegin}-${index}`,
          cells: [
            period(address.datumBegin, address.datumEinde, open),
            <AddressLine key="address" address={address} />,
            address.soort === 'hoofdverblijfplaats'
              ? t('fields.mainResidence')
              : address.soort === 'contactadres'
                ? t('fields.contactAddress')
                : t('fields.abroad'),
          ],
        }))}
      />
      <HistoryTable
        id="history-civil-statuses"
        title={t('detail.historyCivilStatuses')}
        headers={[periodHeader, t('fields.civilStatus'), t('fields.partner')]}
        rows={history.burgerlijkeStaten.map((status) => ({
          key: `${status.code}-${status.datumBegin}`,
          cells: [
            period(status.datumBegin, status.datumEinde, open),
            <CivilStatusValue key="status" status={status} />,
            status.partner ? <PersonLink person={status.partner} query={linkQuery} /> : '',
          ],
        }))}
      />
      <HistoryTable
        id="history-nationalities"
        title={t('detail.historyNationalities')}
        headers={[periodHeader, t('fields.nationalities')]}
        rows={history.nationaliteiten.map((nationality) => ({
          key: `${nationality.code}-${nationality.datumBegin}`,
          cells: [
            period(nationality.datumBegin, nationality.datumEinde, open),
            <CodeValue key="nationality" list={personCodeLists.country} value={nationality} />,
          ],
        }))}
      />
      <HistoryTable
        id="history-positions"
        title={t('detail.historyPositions')}
        headers={[periodHeader, t('fields.position'), t('fields.referencePerson')]}
        rows={history.gezinsposities.map((position) => ({
          key: `${position.gezin}-${position.datumBegin}`,
          cells: [
            period(position.datumBegin, position.datumEinde, open),
            <CodeValue
              key="position"
              list={personCodeLists.householdPosition}
              value={position.positie}
            />,
            position.referentiepersoon ? (
              <PersonLink person={position.referentiepersoon} query={linkQuery} />
            ) : (
              '—'
            ),
          ],
        }))}
      />
    </section>
  );
}

/**
 * The history setting in force, above the result: history stays on from one search to the next,
 * so the screen says so and how to turn it off (in the search form, `searchFormId`).
 */
export function HistorySetting({
  setting,
  forced,
  searchFormId,
}: {
  setting: { dateChoice: 'vanaf' | 'op'; date: string };
  forced: boolean;
  searchFormId: string;
}) {
  const { t } = useTranslation('person');
  return (
    <div className="history-setting no-print" role="note">
      <p>
        <strong>
          {t(`detail.historySetting.${setting.dateChoice}`, {
            date: setting.date || formatDate(EARLIEST_HISTORY_DATE_ISO),
          })}
        </strong>{' '}
        {forced ? (
          t('detail.historySetting.forced')
        ) : (
          <a href={`#${searchFormId}`}>{t('detail.historySetting.turnOff')}</a>
        )}
      </p>
    </div>
  );
}

/** The extended detail's table of contents: a link to each of its blocks that is shown. */
export function DetailContents({ blocks }: { blocks: { id: string; title: string }[] }) {
  const { t } = useTranslation('person');
  return (
    <nav className="detail-contents no-print" aria-labelledby="detail-contents-title">
      <h2 id="detail-contents-title">{t('detail.contents')}</h2>
      <ul>
        {blocks.map((block) => (
          <li key={block.id}>
            <a href={`#${block.id}`}>{block.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
