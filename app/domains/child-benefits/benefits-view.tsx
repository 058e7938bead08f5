// What the Groeipakket pays, as the child-benefits source answers it: the answer's status with its
// messages by severity, then per paying fund the months paid for each child (which supplement,
// with or without the social supplement, and to whom) and to each beneficiary, and the one-off
// bonuses. Months read MM/JJJJ; a period without an end still runs.
import { useTranslation } from 'react-i18next';
import type { ChildBenefit, ChildBenefits } from '@contracts/child-benefits';
import { childBenefitFunds } from '@contracts/child-benefits-codes';
import { socialSecurityCodeLists } from '~/lib/code-lists/social-security';
import { formatDate, formatDateTime } from '~/lib/format/date-time';
import { formatEnterpriseNumber } from '~/lib/format/enterprise-number';
import { formatInsz } from '~/lib/validation/insz';
import { parseMonth, toDisplayMonth } from '~/lib/validation/month';
import { CodeValue } from '~/ui/code-value';
import { ResultsHeading } from '~/ui/data-table/results-heading';
import { Table } from '~/ui/data-table/table';
import { SourceMessages, SourceStatusLine } from '~/ui/source-status';

type ChildRow = ChildBenefit['kinderen'][number]['betalingsperiodes'][number] & { kind: string };
type BeneficiaryRow = ChildBenefit['begunstigden'][number]['betalingsperiodes'][number] & {
  begunstigde: string;
};
type BonusRow = ChildBenefit['begunstigden'][number]['bonussen'][number] & { begunstigde: string };

function displayMonth(text: string): string {
  const month = parseMonth(text);
  return month ? toDisplayMonth(month) : text;
}

function usePeriod() {
  const { t } = useTranslation();
  return (period: { beginMaand: string; eindeMaand?: string }) =>
    period.eindeMaand
      ? t('period.closed', {
          from: displayMonth(period.beginMaand),
          to: displayMonth(period.eindeMaand),
        })
      : t('period.open', { from: displayMonth(period.beginMaand) });
}

/** The fund as the answer names it, with its name. */
function FundName({ fund }: { fund: ChildBenefit['kindVoordeelFonds'] }) {
  if ('code' in fund) {
    return (
      <CodeValue list={socialSecurityCodeLists.childBenefitFund} value={{ code: fund.code }} />
    );
  }
  const known = childBenefitFunds.find(
    (entry) => entry.enterpriseNumber === fund.ondernemingsnummer,
  );
  return (
    <>
      {known ? `${known.name} ` : null}
      <span className="code-value__code nowrap">
        ({formatEnterpriseNumber(fund.ondernemingsnummer)})
      </span>
    </>
  );
}

function Insz({ insz, asked }: { insz: string; asked: string }) {
  const { t } = useTranslation('childbenefits');
  return (
    <span className="nowrap">
      {formatInsz(insz)}
      {insz === asked ? <span className="form-hint"> ({t('result.asked')})</span> : null}
    </span>
  );
}

function FundBlock({ benefit, index }: { benefit: ChildBenefit; index: number }) {
  const { t } = useTranslation('childbenefits');
  const period = usePeriod();
  const id = `fund-${index}`;
  const childRows: ChildRow[] = benefit.kinderen.flatMap((child) =>
    child.betalingsperiodes.map((row) => ({ ...row, kind: child.insz })),
  );
  const beneficiaryRows: BeneficiaryRow[] = benefit.begunstigden.flatMap((beneficiary) =>
    beneficiary.betalingsperiodes.map((row) => ({ ...row, begunstigde: beneficiary.insz })),
  );
  const bonuses: BonusRow[] = benefit.begunstigden.flatMap((beneficiary) =>
    beneficiary.bonussen.map((row) => ({ ...row, begunstigde: beneficiary.insz })),
  );
  const supplement = {
    key: 'category',
    header: t('result.category'),
    cell: (row: { categorie: string; typeSociaal: string }) => (
      <>
        <CodeValue list={socialSecurityCodeLists.paymentCategory} value={{ code: row.categorie }} />
        <br />
        <span className="form-hint">
          <CodeValue list={socialSecurityCodeLists.socialType} value={{ code: row.typeSociaal }} />
        </span>
      </>
    ),
  };
  const months = {
    key: 'period',
    header: t('result.period'),
    cell: (row: { periode: { beginMaand: string; eindeMaand?: string } }) => period(row.periode),
    className: 'nowrap',
  };
  return (
    <section className="answer-block" aria-labelledby={id}>
      <h3 id={id}>
        {t('result.fund')}: <FundName fund={benefit.kindVoordeelFonds} />
      </h3>
      {childRows.length > 0 ? (
        <Table<ChildRow>
          name={{ caption: t('result.childrenCaption'), id: `${id}-children` }}
          rows={childRows}
          rowKey={(row, rowIndex) => `${row.kind}-${rowIndex}`}
          columns={[
            {
              key: 'child',
              header: t('result.child'),
              cell: (row) => <Insz insz={row.kind} asked={benefit.insz} />,
            },
            supplement,
            months,
            {
              key: 'beneficiaries',
              header: t('result.beneficiaries'),
              cell: (row) => (
                <ul className="period-list">
                  {row.begunstigden.map((beneficiary) => (
                    <li key={beneficiary.insz}>
                      <Insz insz={beneficiary.insz} asked={benefit.insz} />
                    </li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      ) : null}
      {beneficiaryRows.length > 0 ? (
        <Table<BeneficiaryRow>
          name={{ caption: t('result.beneficiariesCaption'), id: `${id}-beneficiaries` }}
          rows={beneficiaryRows}
          rowKey={(row, rowIndex) => `${row.begunstigde}-${rowIndex}`}
          columns={[
            {
              key: 'beneficiary',
              header: t('result.beneficiary'),
              cell: (row) => <Insz insz={row.begunstigde} asked={benefit.insz} />,
            },
            supplement,
            months,
          ]}
        />
      ) : null}
      {bonuses.length > 0 ? (
        <Table<BonusRow>
          name={{ caption: t('result.bonusesCaption'), id: `${id}-bonuses` }}
          rows={bonuses}
          rowKey={(row, rowIndex) => `${row.begunstigde}-${rowIndex}`}
          columns={[
            {
              key: 'beneficiary',
              header: t('result.beneficiary'),
              cell: (row) => <Insz insz={row.begunstigde} asked={benefit.insz} />,
            },
            {
              key: 'bonus',
              header: t('result.bonus'),
              cell: (row) => (
                <CodeValue
                  list={socialSecurityCodeLists.bonusCategory}
                  value={{ code: row.categorie }}
                />
              ),
            },
            {
              key: 'paid',
              header: t('result.paidOn'),
              cell: (row) => formatDate(row.betalingsdatum),
              className: 'nowrap',
            },
          ]}
        />
      ) : null}
    </section>
  );
}

export function ChildBenefitsView({
  benefits,
  consultedAt,
}: {
  benefits: ChildBenefits;
  consultedAt: string;
}) {
  const { t } = useTranslation('childbenefits');
  const funds = benefits.kindVoordelen;
  return (
    <section aria-labelledby="resultaten" className="child-benefits">
      <ResultsHeading>{t('result.title', { insz: formatInsz(benefits.insz) })}</ResultsHeading>
      <SourceStatusLine code={benefits.status.code} />
      <SourceMessages messages={benefits.status.berichten} />
      {funds.length === 0 && (benefits.status.code === 'OK' || benefits.status.code === 'VA') ? (
        <p>{t('result.nothingPaid')}</p>
      ) : null}
      {funds.length > 0 ? <p>{t('result.funds', { count: funds.length })}</p> : null}
      {funds.map((benefit, index) => (
        <FundBlock key={index} benefit={benefit} index={index} />
      ))}
      <p className="form-hint consulted">
        {t('result.consulted', { time: formatDateTime(consultedAt) })}
      </p>
    </section>
  );
}
