// A person's social security answer: what was asked (the date or period), then the social
// statutes (each with its result, its periods and its status as a badge) and, when it was asked,
// the living wage (each record with its kind, period, paying welfare centre and status), each
// block with the status the source gave its answer and the source's messages by severity.
import { useTranslation } from 'react-i18next';
import type {
  LivingWage,
  LivingWageAnswer,
  SocialStatus,
  SocialStatusAnswer,
} from '@contracts/social-security';
import { socialSecurityCodeLists } from '~/lib/code-lists/social-security';
import { formatDate, formatDateTime } from '~/lib/format/date-time';
import { formatInsz } from '~/lib/validation/insz';
import { CodeValue } from '~/ui/code-value';
import { ResultsHeading } from '~/ui/data-table/results-heading';
import { Table } from '~/ui/data-table/table';
import { SourceMessages, SourceStatusBadge, SourceStatusLine } from '~/ui/source-status';
import type { SocialSecurityAnswer } from './lookups.server';

function usePeriodText() {
  const { t } = useTranslation('socialsecurity');
  return (period: { begindatum: string; einddatum: string | null }) =>
    t('result.period', {
      begin: formatDate(period.begindatum),
      end: period.einddatum ? formatDate(period.einddatum) : t('result.running'),
    });
}

function StatutesBlock({ answer }: { answer: SocialStatusAnswer }) {
  const { t } = useTranslation('socialsecurity');
  const periodText = usePeriodText();
  const statutes = answer.persoon.socialeStatuten;
  const applicable = statutes.filter((statute) => statute.resultaat.code === '1').length;
  return (
    <section className="answer-block" aria-labelledby="social-statutes">
      <h3 id="social-statutes">{t('result.statutesHeading')}</h3>
      <SourceStatusLine code={answer.status.code} />
      <SourceMessages messages={answer.status.berichten} />
      {statutes.length === 0 ? (
        <p>{t('result.noStatutes')}</p>
      ) : (
        <>
          <p>{t('result.applicable', { count: applicable })}</p>
          <Table<SocialStatus>
            name={{ caption: t('result.statutesCaption'), id: 'social-statutes-table' }}
            rows={statutes}
            rowKey={(statute) => statute.naam}
            columns={[
              {
                key: 'statute',
                header: t('result.statute'),
                cell: (statute) => (
                  <CodeValue
                    list={socialSecurityCodeLists.socialStatus}
                    value={{ code: statute.naam }}
                  />
                ),
              },
              {
                key: 'result',
                header: t('result.result'),
                cell: (statute) => (
                  <CodeValue
                    list={socialSecurityCodeLists.socialStatusResult}
                    value={statute.resultaat}
                  />
                ),
              },
              {
                key: 'periods',
                header: t('result.periods'),
                cell: (statute) =>
                  statute.periodes.length === 0 ? (
                    <span className="form-hint">{t('result.noPeriod')}</span>
                  ) : (
                    <ul className="period-list">
                      {statute.periodes.map((period) => (
                        <li key={period.begindatum} className="nowrap">
                          {periodText(period)}
                        </li>
                      ))}
                    </ul>
                  ),
              },
              {
                key: 'status',
                header: t('result.status'),
                cell: (statute) => <SourceStatusBadge code={statute.status.code} />,
              },
            ]}
          />
        </>
      )}
    </section>
  );
}

function LivingWageBlock({ answer, insz }: { answer: LivingWageAnswer; insz: string }) {
  const { t } = useTranslation('socialsecurity');
  const periodText = usePeriodText();
  const records = answer.persoon.leefloon;
  return (
    <section className="answer-block" aria-labelledby="living-wage">
      <h3 id="living-wage">{t('livingWage.heading')}</h3>
      <SourceStatusLine code={answer.status.code} />
      <SourceMessages messages={answer.status.berichten} />
      {records.length === 0 ? (
        answer.status.code === 'OK' || answer.status.code === 'VA' ? (
          <p>{t('livingWage.none')}</p>
        ) : null
      ) : (
        <Table<LivingWage>
          name={{ caption: t('livingWage.caption'), id: 'living-wage-table' }}
          rows={records}
          rowKey={(record, index) => `${record.periode.begindatum}-${index}`}
          columns={[
            {
              key: 'kind',
              header: t('livingWage.kind'),
              cell: (record) => (
                <CodeValue
                  list={socialSecurityCodeLists.livingWageKind}
                  value={record.soort}
                  showCode={false}
                />
              ),
            },
            {
              key: 'period',
              header: t('livingWage.period'),
              cell: (record) => periodText(record.periode),
              className: 'nowrap',
            },
            {
              key: 'centre',
              header: t('livingWage.centre'),
              cell: (record) => <span lang="nl">{record.ocmw.naam}</span>,
            },
            {
              key: 'beneficiary',
              header: t('livingWage.beneficiary'),
              cell: (record) =>
                record.begunstigde.insz === insz ? (
                  t('livingWage.self')
                ) : (
                  <>
                    <span className="nowrap">{formatInsz(record.begunstigde.insz)}</span>
                    {record.partner ? (
                      <>
                        <br />
                        <span className="form-hint">{t('livingWage.asPartner')}</span>
                      </>
                    ) : null}
                  </>
                ),
            },
            {
              key: 'status',
              header: t('livingWage.status'),
              cell: (record) => <SourceStatusBadge code={record.status.code} />,
            },
          ]}
        />
      )}
    </section>
  );
}

export function SocialSecurityAnswerView({
  answer,
  insz,
}: {
  answer: SocialSecurityAnswer;
  insz: string;
}) {
  const { t } = useTranslation('socialsecurity');
  const { asked } = answer;
  return (
    <section aria-labelledby="resultaten" className="social-security-answer">
      <ResultsHeading>{t('result.title', { insz: formatInsz(insz) })}</ResultsHeading>
      <p className="lead">
        {asked.period
          ? t('result.askedPeriod', { begin: formatDate(asked.begin), end: formatDate(asked.end) })
          : t('result.askedOn', { date: formatDate(asked.begin) })}
      </p>
      {answer.statuses ? <StatutesBlock answer={answer.statuses} /> : null}
      {answer.livingWage ? <LivingWageBlock answer={answer.livingWage} insz={insz} /> : null}
      <p className="form-hint consulted">
        {t('result.consulted', { time: formatDateTime(answer.consultedAt) })}
      </p>
    </section>
  );
}
