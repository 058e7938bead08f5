// The parts of an enterprise's record as the detail screen shows them: identity, names, seat,
// activities, establishment units, functions, joint committee and employment, participations
// both ways; and an association's. Code values in the screen's language with their code; a name
// in its own language; a holder who is an enterprise links to its detail, one who is a person to
// the person detail only when the role may open it.
import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type {
  Association,
  Enterprise,
  EnterpriseHolder,
  JointCommittee,
  Participations,
} from '@contracts/enterprise';
import { localeFromPath } from '~/i18n/locale';
import { enterpriseCodeLists } from '~/lib/code-lists/enterprise';
import { formatAddressLines } from '~/lib/format/address';
import { formatDate } from '~/lib/format/date-time';
import { formatEnterpriseNumber, formatEstablishmentNumber } from '~/lib/format/enterprise-number';
import { href, type Consultation } from '~/routing/href';
import { AddressLines } from '~/ui/address-lines';
import { CodeValue } from '~/ui/code-value';
import { Table, type TableColumn } from '~/ui/data-table/table';
import { CodeRow, OptionalRow, PeriodText, SummaryRow } from '~/ui/summary-list';

type Address = Enterprise['zetel'];

/** The address lines of a seat or a unit: street, number and box; postcode and municipality. */
function AddressText({ address }: { address: Address }) {
  const { t } = useTranslation();
  const lines = formatAddressLines(
    {
      straat: address.straat.naam,
      huisnummer: address.huisnummer,
      busnummer: address.busnummer,
      postcode: address.gemeente.postcode,
      gemeente: address.gemeente,
      land: address.land,
      lijnen: [],
    },
    t,
  );
  return <AddressLines lines={lines} />;
}

/** Text in the language it is written in, marked where that differs from the screen's. */
export function InLanguage({ text, lang }: { text: string; lang: string }) {
  const { i18n } = useTranslation();
  return lang === i18n.language ? <>{text}</> : <span lang={lang}>{text}</span>;
}

/** What the holder links need: the consultation to carry, and whether people link at all. */
export interface HolderLinks {
  consultation: Consultation;
  /** The source a person's detail is asked from; null: people are shown without a link. */
  personSource: string | null;
}

export function Holder({ holder, links }: { holder: EnterpriseHolder; links: HolderLinks }) {
  const { t } = useTranslation('enterprise');
  const locale = localeFromPath(useLocation().pathname);
  if (holder.soort === 'onderneming') {
    return (
      <>
        <Link
          to={href(
            'enterpriseDetail',
            { kbo: holder.ondernemingsnummer },
            locale,
            links.consultation,
          )}
        >
          {holder.naam}
        </Link>{' '}
        <span>({formatEnterpriseNumber(holder.ondernemingsnummer)})</span>
      </>
    );
  }
  if (links.personSource === null) return <>{holder.naam}</>;
  return (
    <Link
      to={href('personDetail', { insz: holder.insz }, locale, {
        source: links.personSource,
        reference: links.consultation.reference,
      })}
      aria-label={t('functions.personLink', { name: holder.naam })}
    >
      {holder.naam}
    </Link>
  );
}

export function IdentityList({
  enterprise,
  consultation,
}: {
  enterprise: Enterprise;
  consultation: Consultation;
}) {
  const { t } = useTranslation('enterprise');
  const locale = localeFromPath(useLocation().pathname);
  const legalForm = enterprise.rechtsvorm;
  return (
    <dl className="summary-list">
      <SummaryRow label={t('fields.number')}>
        {formatEnterpriseNumber(enterprise.ondernemingsnummer)}
      </SummaryRow>
      <SummaryRow label={t('fields.kind')}>
        <CodeValue list={enterpriseCodeLists.enterpriseKind} value={enterprise.soort} />
      </SummaryRow>
      <SummaryRow label={t('fields.status')}>
        <CodeValue list={enterpriseCodeLists.enterpriseStatus} value={enterprise.status} />
      </SummaryRow>
      {enterprise.stopzetting ? (
        <SummaryRow label={t('fields.cessation')}>
          <CodeValue list={enterpriseCodeLists.cessation} value={enterprise.stopzetting} />
          {', '}
          {formatDate(enterprise.stopzetting.datum)}
        </SummaryRow>
      ) : null}
      {legalForm ? (
        <SummaryRow label={t('fields.legalForm')}>
          <CodeValue list={enterpriseCodeLists.legalForm} value={legalForm} />
          {legalForm.afkorting ? ` – ${legalForm.afkorting}` : null}
          {', '}
          <PeriodText from={legalForm.datumBegin} to={null} />
        </SummaryRow>
      ) : null}
      <SummaryRow label={t('fields.start')}>{formatDate(enterprise.start)}</SummaryRow>
      <SummaryRow label={t('fields.registration')}>
        {formatDate(enterprise.inschrijving)}
      </SummaryRow>
      {enterprise.vCode ? (
        <SummaryRow label={t('fields.vCode')}>
          <Link to={href('association', { vcode: enterprise.vCode }, locale, consultation)}>
            {enterprise.vCode}
          </Link>
        </SummaryRow>
      ) : null}
    </dl>
  );
}

type NameKind = keyof Enterprise['namen'];
type NameRow = Enterprise['namen']['maatschappelijk'][number] & { soort: NameKind };

export function NamesTable({ enterprise }: { enterprise: Enterprise }) {
  const { t } = useTranslation('enterprise');
  const rows: NameRow[] = (['maatschappelijk', 'afgekort', 'commercieel'] as const).flatMap(
    (kind) => enterprise.namen[kind].map((name) => ({ ...name, soort: kind })),
  );
  const columns: TableColumn<NameRow>[] = [
    { key: 'kind', header: t('names.kind'), cell: (row) => t(`names.kinds.${row.soort}`) },
    {
      key: 'name',
      header: t('names.name'),
      cell: (row) => <InLanguage text={row.naam} lang={row.taalcode} />,
    },
    { key: 'language', header: t('names.language'), cell: (row) => t(`languages.${row.taalcode}`) },
    { key: 'since', header: t('names.since'), cell: (row) => formatDate(row.datumBegin) },
  ];
  return (
    <Table
      name={{ headingId: 'detail-names' }}
      columns={columns}
      rows={rows}
      rowKey={(row, index) => `${row.soort}-${index}`}
    />
  );
}

export function SeatAddress({ enterprise }: { enterprise: Enterprise }) {
  return (
    <p className="address">
      <AddressText address={enterprise.zetel} />
    </p>
  );
}

export function ActivitiesTable({ enterprise }: { enterprise: Enterprise }) {
  const { t } = useTranslation('enterprise');
  type Activity = Enterprise['activiteiten'][number];
  const columns: TableColumn<Activity>[] = [
    { key: 'type', header: t('activities.type'), cell: (row) => t(`activities.types.${row.type}`) },
    {
      key: 'nace',
      header: t('activities.nace'),
      cell: (row) => <CodeValue list={enterpriseCodeLists.nace} value={row.nace} />,
    },
    { key: 'version', header: t('activities.version'), cell: (row) => row.nace.versie },
    { key: 'since', header: t('activities.since'), cell: (row) => formatDate(row.datumBegin) },
  ];
  return (
    <Table
      name={{ headingId: 'detail-activities' }}
      columns={columns}
      rows={enterprise.activiteiten}
      rowKey={(row, index) => `${row.nace.code}-${index}`}
    />
  );
}

export function EstablishmentsTable({ enterprise }: { enterprise: Enterprise }) {
  const { t } = useTranslation('enterprise');
  if (enterprise.vestigingen.length === 0) return <p>{t('establishments.none')}</p>;
  type Unit = Enterprise['vestigingen'][number];
  const columns: TableColumn<Unit>[] = [
    {
      key: 'number',
      header: t('establishments.number'),
      cell: (row) => formatEstablishmentNumber(row.vestigingsnummer),
    },
    { key: 'name', header: t('establishments.name'), cell: (row) => row.naam ?? '–' },
    {
      key: 'status',
      header: t('establishments.status'),
      cell: (row) => <CodeValue list={enterpriseCodeLists.enterpriseStatus} value={row.status} />,
    },
    {
      key: 'address',
      header: t('establishments.address'),
      cell: (row) => <AddressText address={row.adres} />,
    },
    {
      key: 'period',
      header: t('establishments.period'),
      cell: (row) => <PeriodText from={row.datumBegin} to={row.datumEinde} />,
    },
  ];
  return (
    <Table
      name={{ headingId: 'detail-establishments' }}
      columns={columns}
      rows={enterprise.vestigingen}
      rowKey={(row) => row.vestigingsnummer}
    />
  );
}

export function FunctionsTable({
  enterprise,
  links,
}: {
  enterprise: Enterprise;
  links: HolderLinks;
}) {
  const { t } = useTranslation('enterprise');
  if (enterprise.functies.length === 0) return <p>{t('functions.none')}</p>;
  type Function = Enterprise['functies'][number];
  const columns: TableColumn<Function>[] = [
    {
      key: 'function',
      header: t('functions.function'),
      cell: (row) => <CodeValue list={enterpriseCodeLists.enterpriseFunction} value={row.aard} />,
    },
    {
      key: 'holder',
      header: t('functions.holder'),
      cell: (row) => <Holder holder={row.houder} links={links} />,
    },
    {
      key: 'period',
      header: t('functions.period'),
      cell: (row) => <PeriodText from={row.datumBegin} to={row.datumEinde} />,
    },
  ];
  return (
    <Table
      name={{ headingId: 'detail-functions' }}
      columns={columns}
      rows={enterprise.functies}
      rowKey={(_, index) => String(index)}
    />
  );
}

export function JointCommitteeList({ jointCommittee }: { jointCommittee: JointCommittee }) {
  const { t } = useTranslation('enterprise');
  if (!jointCommittee.paritairComite && !jointCommittee.tewerkstellingsklasse) {
    return <p>{t('jointCommittee.none')}</p>;
  }
  return (
    <dl className="summary-list">
      <CodeRow
        label={t('jointCommittee.committee')}
        list={enterpriseCodeLists.jointCommittee}
        value={jointCommittee.paritairComite}
      />
      <CodeRow
        label={t('jointCommittee.employmentClass')}
        list={enterpriseCodeLists.employmentClass}
        value={jointCommittee.tewerkstellingsklasse}
      />
      <OptionalRow label={t('jointCommittee.since')} value={jointCommittee.datumBegin}>
        {formatDate}
      </OptionalRow>
    </dl>
  );
}

function usePercentage() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'nl-BE', {
    style: 'percent',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  return (percentage: number) => format.format(percentage / 100);
}

export function ParticipationTables({
  participations,
  links,
}: {
  participations: Participations;
  links: HolderLinks;
}) {
  const { t } = useTranslation('enterprise');
  const locale = localeFromPath(useLocation().pathname);
  const percent = usePercentage();
  type Holder = Participations['deelnemers'][number];
  type Held = Participations['deelnemingenIn'][number];
  const holders: TableColumn<Holder>[] = [
    {
      key: 'holder',
      header: t('participations.holder'),
      cell: (row) => <Holder holder={row.houder} links={links} />,
    },
    { key: 'share', header: t('participations.share'), cell: (row) => percent(row.percentage) },
    {
      key: 'period',
      header: t('participations.period'),
      cell: (row) => <PeriodText from={row.datumBegin} to={row.datumEinde} />,
    },
  ];
  const held: TableColumn<Held>[] = [
    {
      key: 'enterprise',
      header: t('participations.enterprise'),
      cell: (row) => (
        <>
          <Link
            to={href(
              'enterpriseDetail',
              { kbo: row.onderneming.ondernemingsnummer },
              locale,
              links.consultation,
            )}
          >
            {row.onderneming.naam}
          </Link>{' '}
          <span>({formatEnterpriseNumber(row.onderneming.ondernemingsnummer)})</span>
        </>
      ),
    },
    { key: 'share', header: t('participations.share'), cell: (row) => percent(row.percentage) },
    {
      key: 'period',
      header: t('participations.period'),
      cell: (row) => <PeriodText from={row.datumBegin} to={row.datumEinde} />,
    },
  ];
  return (
    <>
      <h3 id="participations-holders">{t('participations.holdersTitle')}</h3>
      {participations.deelnemers.length > 0 ? (
        <Table
          name={{ headingId: 'participations-holders' }}
          columns={holders}
          rows={participations.deelnemers}
          rowKey={(_, index) => String(index)}
        />
      ) : (
        <p>{t('participations.noHolders')}</p>
      )}
      <h3 id="participations-held">{t('participations.heldTitle')}</h3>
      {participations.deelnemingenIn.length > 0 ? (
        <Table
          name={{ headingId: 'participations-held' }}
          columns={held}
          rows={participations.deelnemingenIn}
          rowKey={(_, index) => String(index)}
        />
      ) : (
        <p>{t('participations.noHeld')}</p>
      )}
    </>
  );
}

export function AssociationRecord({
  association,
  links,
}: {
  association: Association;
  links: HolderLinks;
}) {
  const { t } = useTranslation('enterprise');
  const locale = localeFromPath(useLocation().pathname);
  type Representative = Association['vertegenwoordigers'][number];
  const columns: TableColumn<Representative>[] = [
    {
      key: 'name',
      header: t('association.representative'),
      cell: (row) => (
        <Holder holder={{ soort: 'persoon', insz: row.insz, naam: row.naam }} links={links} />
      ),
    },
    {
      key: 'role',
      header: t('association.role'),
      cell: (row) => <CodeValue list={enterpriseCodeLists.representativeRole} value={row.rol} />,
    },
    {
      key: 'period',
      header: t('association.period'),
      cell: (row) => <PeriodText from={row.datumBegin} to={row.datumEinde} />,
    },
  ];
  return (
    <>
      <section aria-labelledby="association-identity">
        <h2 id="association-identity">{t('association.identity')}</h2>
        <dl className="summary-list">
          <SummaryRow label={t('fields.vCode')}>{association.vCode}</SummaryRow>
          {association.afkorting ? (
            <SummaryRow label={t('association.abbreviation')}>{association.afkorting}</SummaryRow>
          ) : null}
          <SummaryRow label={t('fields.legalForm')}>
            <CodeValue list={enterpriseCodeLists.legalForm} value={association.rechtsvorm} />
          </SummaryRow>
          <SummaryRow label={t('fields.number')}>
            {association.ondernemingsnummer ? (
              <Link
                to={href(
                  'enterpriseDetail',
                  { kbo: association.ondernemingsnummer },
                  locale,
                  links.consultation,
                )}
              >
                {formatEnterpriseNumber(association.ondernemingsnummer)}
              </Link>
            ) : (
              t('association.noNumber')
            )}
          </SummaryRow>
          <SummaryRow label={t('fields.start')}>{formatDate(association.datumStart)}</SummaryRow>
          <CodeRow
            label={t('association.activity')}
            list={enterpriseCodeLists.nace}
            value={association.hoofdactiviteit}
          />
          <SummaryRow label={t('detail.seat')}>
            <AddressText address={association.zetel} />
          </SummaryRow>
        </dl>
      </section>
      <section>
        <h2 id="association-representatives">{t('association.representatives')}</h2>
        {association.vertegenwoordigers.length > 0 ? (
          <Table
            name={{ headingId: 'association-representatives' }}
            columns={columns}
            rows={association.vertegenwoordigers}
            rowKey={(_, index) => String(index)}
          />
        ) : (
          <p>{t('association.noRepresentatives')}</p>
        )}
      </section>
    </>
  );
}
