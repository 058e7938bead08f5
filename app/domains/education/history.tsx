// A person's enrolment history: who it is about, then one table per part of the source
// (compulsory, adult and higher education), newest first, with every code in the screen's
// language and its code. A part without data says so as the source does (30101); a person
// without any enrolment gets an empty history, shown as such.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Enrolment, EnrolmentHistory, EnrolmentSource } from '@contracts/education';
import { educationCodeLists } from '~/lib/code-lists/education';
import { formatDate, formatDateTime } from '~/lib/format/date-time';
import { formatPersonName } from '~/lib/format/person-name';
import { formatInsz } from '~/lib/validation/insz';
import { CodeValue } from '~/ui/code-value';
import { ResultsHeading } from '~/ui/data-table/results-heading';
import { Table, type TableColumn } from '~/ui/data-table/table';

type Of<Source extends EnrolmentSource> = Extract<Enrolment, { bron: Source }>;

function usePeriod() {
  const { t } = useTranslation('education');
  return (enrolment: Enrolment) =>
    t('history.period', {
      begin: formatDate(enrolment.datumBegin),
      end: enrolment.datumEinde ? formatDate(enrolment.datumEinde) : t('history.running'),
    });
}

function Institution({ enrolment }: { enrolment: Enrolment }) {
  const { t } = useTranslation('education');
  const { instelling } = enrolment;
  return (
    <>
      {instelling.officieleNaam}
      <br />
      <span className="form-hint">
        <CodeValue
          list={educationCodeLists.institutionKind}
          value={instelling.instantie}
          showCode={false}
        />
        {' · '}
        {t('fields.institutionNumber', { number: instelling.instellingsnummer })}
      </span>
    </>
  );
}

function SourceTable<Source extends EnrolmentSource>({
  source,
  rows,
  columns,
  noData,
}: {
  source: Source;
  rows: Of<Source>[];
  columns: TableColumn<Of<Source>>[];
  /** The source's own words when this part has nothing for the person. */
  noData: EnrolmentHistory['uitzonderingen'][number] | undefined;
}) {
  const { t } = useTranslation('education');
  const id = `enrolments-${source}`;
  return (
    <section className="enrolments">
      <h3 id={id}>
        <CodeValue list={educationCodeLists.enrolmentSource} value={{ code: source }} />{' '}
        <span className="form-hint">({t('history.count', { count: rows.length })})</span>
      </h3>
      {rows.length > 0 ? (
        <Table
          name={{ headingId: id }}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.referte}
        />
      ) : (
        <p>
          {noData
            ? t('history.noData', { code: noData.code, origin: noData.oorsprong })
            : t('history.emptyText')}
        </p>
      )}
    </section>
  );
}

export function EnrolmentHistoryView({ history }: { history: EnrolmentHistory }): ReactNode {
  const { t } = useTranslation('education');
  const period = usePeriod();
  const name = formatPersonName(history.persoon.naam);
  const of = <Source extends EnrolmentSource>(source: Source) =>
    history.inschrijvingen.filter((row): row is Of<Source> => row.bron === source);
  const noData = (source: EnrolmentSource) =>
    history.uitzonderingen.find((exception) => exception.bron === source);
  const none = <span className="form-hint">{t('fields.none')}</span>;
  const institution: TableColumn<Enrolment> = {
    key: 'institution',
    header: t('fields.institution'),
    cell: (row) => <Institution enrolment={row} />,
  };
  const periodColumn: TableColumn<Enrolment> = {
    key: 'period',
    header: t('fields.period'),
    cell: (row) => period(row),
    className: 'nowrap',
  };

  return (
    <section aria-labelledby="resultaten" className="enrolment-history">
      <ResultsHeading>{t('history.title', { name })}</ResultsHeading>
      <p className="lead">
        {t('history.person', {
          insz: formatInsz(history.insz),
          birthDate: formatDate(history.persoon.geboortedatum),
        })}
      </p>
      {history.inschrijvingen.length === 0 ? (
        <div className="panel panel--empty">
          <p>
            <strong>{t('history.emptyTitle')}</strong>
          </p>
          <p>{t('history.emptyText')}</p>
        </div>
      ) : null}
      {history.bronnen.includes('LP') ? (
        <SourceTable
          source="LP"
          rows={of('LP')}
          noData={noData('LP')}
          columns={[
            {
              key: 'year',
              header: t('fields.schoolYear'),
              cell: (row) => (
                <>
                  {row.leerplichtOnderwijs.schooljaar}
                  <br />
                  <span className="form-hint nowrap">{period(row)}</span>
                </>
              ),
            },
            institution,
            {
              key: 'level',
              header: t('fields.level'),
              cell: (row) => (
                <>
                  <CodeValue
                    list={educationCodeLists.schoolLevel}
                    value={row.leerplichtOnderwijs.administratieveGroep.niveau}
                  />
                  <br />
                  <span lang="nl">{row.leerplichtOnderwijs.administratieveGroep.naam}</span>
                </>
              ),
            },
            {
              key: 'type',
              header: t('fields.educationType'),
              cell: (row) => (
                <>
                  <CodeValue
                    list={educationCodeLists.educationType}
                    value={row.leerplichtOnderwijs.administratieveGroep.soortOnderwijs}
                  />
                  <br />
                  <CodeValue
                    list={educationCodeLists.programmeType}
                    value={row.leerplichtOnderwijs.soortProgramma}
                  />
                </>
              ),
            },
            {
              key: 'leaving',
              header: t('fields.leaving'),
              cell: (row) =>
                row.leerplichtOnderwijs.uitschrijving ? (
                  <CodeValue
                    list={educationCodeLists.leavingReason}
                    value={row.leerplichtOnderwijs.uitschrijving.aanleiding}
                  />
                ) : (
                  none
                ),
            },
          ]}
        />
      ) : null}
      {history.bronnen.includes('VWO') ? (
        <SourceTable
          source="VWO"
          rows={of('VWO')}
          noData={noData('VWO')}
          columns={[
            {
              key: 'course',
              header: t('fields.course'),
              cell: (row) => (
                <>
                  <span lang="nl">{row.volwassenenonderwijs.opleiding.naam}</span>{' '}
                  <span className="code-value__code">
                    ({row.volwassenenonderwijs.opleiding.code})
                  </span>
                </>
              ),
            },
            institution,
            periodColumn,
            {
              key: 'status',
              header: t('fields.trackAndStatus'),
              cell: (row) => (
                <>
                  <CodeValue
                    list={educationCodeLists.adultTrack}
                    value={row.volwassenenonderwijs.opleiding.traject}
                  />
                  <br />
                  <CodeValue
                    list={educationCodeLists.adultStatus}
                    value={row.volwassenenonderwijs.status}
                  />
                </>
              ),
            },
            {
              key: 'result',
              header: t('fields.result'),
              cell: (row) =>
                row.volwassenenonderwijs.resultaat ? (
                  <CodeValue
                    list={educationCodeLists.adultResult}
                    value={row.volwassenenonderwijs.resultaat}
                  />
                ) : (
                  none
                ),
            },
          ]}
        />
      ) : null}
      {history.bronnen.includes('HO') ? (
        <SourceTable
          source="HO"
          rows={of('HO')}
          noData={noData('HO')}
          columns={[
            {
              key: 'year',
              header: t('fields.academicYear'),
              cell: (row) => (
                <>
                  {row.hogerOnderwijs.academiejaar}
                  <br />
                  <span className="form-hint nowrap">{period(row)}</span>
                </>
              ),
            },
            {
              key: 'programme',
              header: t('fields.programme'),
              cell: (row) => (
                <>
                  <span lang="nl">{row.hogerOnderwijs.opleiding.volledigeNaam}</span>
                  <br />
                  <CodeValue
                    list={educationCodeLists.programmeKind}
                    value={row.hogerOnderwijs.opleiding.soort}
                  />
                </>
              ),
            },
            institution,
            {
              key: 'status',
              header: t('fields.statusAndContract'),
              cell: (row) => (
                <>
                  <CodeValue
                    list={educationCodeLists.higherStatus}
                    value={row.hogerOnderwijs.status}
                  />
                  <br />
                  <CodeValue
                    list={educationCodeLists.studyContract}
                    value={row.hogerOnderwijs.soortContract}
                  />
                </>
              ),
            },
            {
              key: 'credits',
              header: t('fields.credits'),
              cell: (row) =>
                t('fields.creditsValue', {
                  earned: row.hogerOnderwijs.studiepunten.verworven,
                  taken: row.hogerOnderwijs.studiepunten.opgenomen,
                }),
            },
          ]}
        />
      ) : null}
    </section>
  );
}

/** 'Geraadpleegd … op …': when the source answered. */
export function ConsultedAt({ time }: { time: string }) {
  const { t } = useTranslation('education');
  return (
    <p className="form-hint consulted">{t('history.consulted', { time: formatDateTime(time) })}</p>
  );
}
