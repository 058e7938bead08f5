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
import { useAddressLine, useAddressLines } from '~/lib/format/address';
import { formatDate } from '~/lib/format/date-time';
import { formatInsz } from '~/lib/validation/insz';
import { href, type Consultation } from '~/routing/href';
import { Table } from '~/ui/data-table/table';

type Person = z.infer<typeof personSchema>;
type Address = z.infer<typeof addressSchema>;
type History = z.infer<typeof personHistorySchema>;

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="summary-list__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function period(from: string, until: string | null, openText: string): string {
  return `${formatDate(from)} – ${until ? formatDate(until) : openText}`;
}

function placeText(
  place: { gemeente: { naam: string } | null; land: { naam: string; nisCode: string } } | null,
) {
  if (!place) return '';
  // A Belgian place is named by its municipality; abroad the country is added.
  if (place.land.nisCode === '150') return place.gemeente?.naam ?? place.land.naam;
  return [place.gemeente?.naam, place.land.naam].filter(Boolean).join(', ');
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

function civilStatusText(status: z.infer<typeof civilStatusSchema>): string {
  return status.omschrijving;
}

function nationalityText(nationalities: z.infer<typeof nationalitySchema>[]): string {
  return nationalities.map((nationality) => nationality.omschrijving).join(', ');
}

export function AddressText({ address }: { address: Address }) {
  const addressLines = useAddressLines();
  return (
    <address>
      {addressLines(address).map((line) => (
        <span key={line} className="address-line">
          {line}
        </span>
      ))}
    </address>
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
        {formatDate(person.geboorte.datum)}, {placeText(person.geboorte.plaats)}
      </SummaryRow>
      {person.overlijden ? (
        <SummaryRow label={t('fields.death')}>
          {formatDate(person.overlijden.datum)}
          {person.overlijden.plaats ? `, ${placeText(person.overlijden.plaats)}` : ''}
        </SummaryRow>
      ) : null}
      {!person.compact ? (
        <>
          <SummaryRow label={t('fields.nationalities')}>
            {nationalityText(person.nationaliteiten) || t('fields.none')}
          </SummaryRow>
          <SummaryRow label={t('fields.civilStatus')}>
            {status ? (
              <>
                {civilStatusText(status)} ({t('fields.since').toLowerCase()}{' '}
                {formatDate(status.datumBegin)})
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
      <SummaryRow label={t('fields.register')}>{person.register.omschrijving}</SummaryRow>
      {person.status ? (
        <SummaryRow label={t('fields.status')}>{person.status.omschrijving}</SummaryRow>
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
              {address.type ? ` · ${address.type.omschrijving}` : ''}
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
  const addressLine = useAddressLine();
  const open = t('detail.open');
  const periodHeader = t('fields.period');
  return (
    <section aria-labelledby="history-title" className="history">
      <h2 id="history-title">
        {history.op
          ? t('detail.historyOn', { date: formatDate(history.op) })
          : t('detail.historySince', { date: formatDate(history.vanaf ?? '1901-01-01') })}
      </h2>
      <HistoryTable
        id="history-addresses"
        title={t('detail.historyAddresses')}
        headers={[periodHeader, t('fields.address'), t('fields.position')]}
        rows={history.adressen.map((address, index) => ({
          key: `${address.soort}-${address.datumBegin}-${index}`,
          cells: [
            period(address.datumBegin, address.datumEinde, open),
            addressLine(address),
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
            status.omschrijving,
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
            nationality.omschrijving,
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
            position.positie.omschrijving,
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
