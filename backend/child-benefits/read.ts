// Reads the child-benefits source into the answer of contracts/child-benefits.ts: one lookup, on
// any executor (the database for the single call, an item's transaction for a bulk job), so that
// both answer and log a question alike.
//
// What an answer holds: for a child, every period paid for it; for a beneficiary, the periods of
// their children paid to them (with whoever receives them together with them); the bonuses paid
// for the child or to the beneficiary. One entry per paying fund. Its status is NOK when any file
// it needs cannot be read (and then it holds nothing), VA when any of them is provisional, DNK
// when the person has no file at all (a child without one, nobody's beneficiary), OK otherwise.
import { sql, type Kysely } from 'kysely';
import {
  childBenefitsRegion,
  type ChildBenefit,
  type ChildBenefits,
  type ChildBenefitsQuestion,
} from '@contracts/child-benefits';
import {
  childBenefitFunds,
  paymentCategories,
  type BonusCategory,
  type PaymentCategory,
  type SocialType,
} from '@contracts/child-benefits-codes';
import { statusMessageLevel, type SourceStatusCode } from '@contracts/source-status';
import type { Database } from '../db/schema';
import { message, type MessageKey } from '../http/messages';
import { sourceStatusOutcome } from '../legal-log/source-status-outcome';

type Db = Kysely<Database>;

interface PeriodRecord {
  child_insz: string;
  beneficiary_insz: string;
  fund_code: string;
  category: string;
  social_type: string;
  begin_month: string;
  end_month: string | null;
}

/** The message each status comes with (none for OK), in the caller's language. */
const statusMessages: Record<SourceStatusCode, MessageKey | null> = {
  OK: null,
  VA: 'childBenefitsProvisional',
  DNK: 'childBenefitsNoFile',
  NOK: 'childBenefitsUnavailable',
};

const fundOrder = (code: string) => childBenefitFunds.findIndex((fund) => fund.code === code);
const categoryOrder = (category: string) => paymentCategories.indexOf(category as PaymentCategory);

/** The same months of the same kind, for the same child through the same fund. */
const periodKey = (row: PeriodRecord) =>
  [row.child_insz, row.fund_code, row.category, row.social_type, row.begin_month, row.end_month]
    .map(String)
    .join('|');

const byPeriod = (a: PeriodRecord, b: PeriodRecord) =>
  a.begin_month.localeCompare(b.begin_month) ||
  categoryOrder(a.category) - categoryOrder(b.category) ||
  a.social_type.localeCompare(b.social_type) ||
  (a.end_month ?? '9999-99').localeCompare(b.end_month ?? '9999-99');

function periodOf(row: PeriodRecord) {
  return {
    periode: {
      beginMaand: row.begin_month,
      ...(row.end_month === null ? {} : { eindeMaand: row.end_month }),
    },
    categorie: row.category as PaymentCategory,
    typeSociaal: row.social_type as SocialType,
  };
}

/**
 * What the source answers to a question, or null when nobody with the number is known (the
 * source's 30001). The caller writes the legal-log entry (`consultationOutcome`).
 */
export async function lookUpChildBenefits(
  db: Db,
  question: ChildBenefitsQuestion,
  language: 'nl' | 'en',
): Promise<ChildBenefits | null> {
  const { insz, zoeksleutel, periode } = question;
  const person = await db
    .selectFrom('persons')
    .where('insz', '=', insz)
    .select('insz')
    .executeTakeFirst();
  if (!person) return null;

  const [rows, bonusRows] = await Promise.all([
    db
      .selectFrom('child_benefit_periods')
      .where((eb) =>
        eb.or([
          eb('child_insz', '=', insz),
          eb(
            'child_insz',
            'in',
            eb
              .selectFrom('child_benefit_periods')
              .where('beneficiary_insz', '=', insz)
              .select('child_insz'),
          ),
        ]),
      )
      .select([
        'child_insz',
        'beneficiary_insz',
        'fund_code',
        'category',
        'social_type',
        'begin_month',
        'end_month',
      ])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('child_benefit_bonuses')
      .where((eb) => eb.or([eb('child_insz', '=', insz), eb('beneficiary_insz', '=', insz)]))
      .select([
        'child_insz',
        'beneficiary_insz',
        'fund_code',
        'category',
        sql<string>`payment_date::text`.as('payment_date'),
      ])
      .orderBy('payment_date')
      .orderBy('id')
      .execute(),
  ]);
  // A child's own periods, and of a beneficiary's children the periods paid to them.
  const own = new Set(rows.filter((row) => row.beneficiary_insz === insz).map(periodKey));
  const involved = rows.filter((row) => row.child_insz === insz || own.has(periodKey(row)));
  const children = [...new Set([insz, ...involved.map((row) => row.child_insz)])];
  const files = await db
    .selectFrom('child_benefit_files')
    .where('child_insz', 'in', children)
    .select('status')
    .execute();
  const status: SourceStatusCode =
    files.length === 0
      ? 'DNK'
      : files.some((file) => file.status === 'NOK')
        ? 'NOK'
        : files.some((file) => file.status === 'VA')
          ? 'VA'
          : 'OK';
  const text = statusMessages[status];
  const level = statusMessageLevel[status];
  const answer: ChildBenefits = {
    insz,
    zoeksleutel,
    status: {
      code: status,
      berichten: text && level ? [{ niveau: level, tekst: message(language, text) }] : [],
    },
    kindVoordelen: [],
  };
  if (status === 'DNK' || status === 'NOK') return answer;

  const begin = periode?.beginMaand;
  const end = periode?.eindeMaand;
  const periods = involved.filter(
    (row) =>
      (end === undefined || row.begin_month <= end) &&
      (begin === undefined || row.end_month === null || row.end_month >= begin),
  );
  const bonuses = bonusRows.filter((row) => {
    const month = row.payment_date.slice(0, 7);
    return (begin === undefined || month >= begin) && (end === undefined || month <= end);
  });

  const firstMonthOf = new Map<string, string>();
  for (const { fund_code: fund, month } of [
    ...periods.map((row) => ({ fund_code: row.fund_code, month: row.begin_month })),
    ...bonuses.map((row) => ({ fund_code: row.fund_code, month: row.payment_date.slice(0, 7) })),
  ]) {
    const known = firstMonthOf.get(fund);
    if (known === undefined || month < known) firstMonthOf.set(fund, month);
  }
  const funds = [...firstMonthOf.keys()].sort(
    (a, b) =>
      (firstMonthOf.get(a) ?? '').localeCompare(firstMonthOf.get(b) ?? '') ||
      fundOrder(a) - fundOrder(b),
  );
  answer.kindVoordelen = funds.map((code): ChildBenefit => {
    const fund = childBenefitFunds.find((candidate) => candidate.code === code);
    const ofFund = periods.filter((row) => row.fund_code === code).sort(byPeriod);
    const bonusesOfFund = bonuses.filter((row) => row.fund_code === code);
    const beneficiaries = [
      ...new Set([
        ...ofFund.map((row) => row.beneficiary_insz),
        ...bonusesOfFund.map((row) => row.beneficiary_insz),
      ]),
    ].sort();
    const childrenOfFund = [...new Set(ofFund.map((row) => row.child_insz))].sort();
    return {
      bron: childBenefitsRegion,
      insz,
      kindVoordeelFonds:
        zoeksleutel === 'Code' ? { code } : { ondernemingsnummer: fund?.enterpriseNumber ?? code },
      begunstigden: beneficiaries.map((beneficiary) => {
        const paid = new Map<string, PeriodRecord>();
        for (const row of ofFund) {
          if (row.beneficiary_insz !== beneficiary) continue;
          paid.set(periodKey({ ...row, child_insz: '' }), row);
        }
        return {
          insz: beneficiary,
          betalingsperiodes: [...paid.values()].sort(byPeriod).map(periodOf),
          bonussen: bonusesOfFund
            .filter((row) => row.beneficiary_insz === beneficiary)
            .map((row) => ({
              betalingsdatum: row.payment_date,
              categorie: row.category as BonusCategory,
            })),
        };
      }),
      kinderen: childrenOfFund.map((child) => {
        const grouped = new Map<string, { row: PeriodRecord; receivers: string[] }>();
        for (const row of ofFund) {
          if (row.child_insz !== child) continue;
          const key = periodKey(row);
          const group = grouped.get(key);
          if (group) group.receivers.push(row.beneficiary_insz);
          else grouped.set(key, { row, receivers: [row.beneficiary_insz] });
        }
        return {
          insz: child,
          betalingsperiodes: [...grouped.values()].map(({ row, receivers }) => ({
            ...periodOf(row),
            begunstigden: [...new Set(receivers)].sort().map((receiver) => ({ insz: receiver })),
          })),
        };
      }),
    };
  });
  return answer;
}

/** The legal-log outcome of an answer (null: nobody with the number is known). */
export function consultationOutcome(answer: ChildBenefits | null): string {
  return sourceStatusOutcome(answer?.status.code ?? null, (answer?.kindVoordelen.length ?? 0) > 0);
}
