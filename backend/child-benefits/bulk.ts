// The child-benefits bulk processor: one item of a bulk lookup is one question to the source, with
// its legal-log entry, in the transaction that ends the item (ADR 014), exactly as the single call
// asks and logs it. A number nobody has ends 404 ('niet gevonden' in the log, as the single call);
// a person without a file (DNK) 404 with the source's message; a file the source cannot read (NOK)
// 422 with its message; an answer 200, a provisional one (VA) with its warning as the message.
// The item's result is a one-cell summary of what the answer holds, for the result file.
import { bulkItemStatus } from '@contracts/bulk';
import {
  childBenefitsQuestion,
  childBenefitsSource,
  getChildBenefits,
  type ChildBenefit,
  type ChildBenefits,
} from '@contracts/child-benefits';
import { itemProcessor, jobEntryFields } from '../bulk/items';
import { BULK_TEXT_MAX_LENGTH, type BulkOutcome, type BulkProcessor } from '../bulk/processor';
import { message } from '../http/messages';
import { appendEntry, legalLogKey } from '../legal-log/chain';
import { consultationOutcome, lookUpChildBenefits } from './read';

/** The bulk kind of child-benefits files and jobs. */
export const childBenefitsBulkKind = 'childBenefits';

const words = {
  nl: { fund: 'Fonds', child: 'kind', bonuses: 'bonussen' },
  en: { fund: 'Fund', child: 'child', bonuses: 'bonuses' },
} as const;

/** An open end of a payment period (it still runs). */
const running = '…';

function fundName(fund: ChildBenefit['kindVoordeelFonds']): string {
  return 'code' in fund ? fund.code : fund.ondernemingsnummer;
}

/** A period's months: 'beginMaand–eindeMaand', one month alone, a running one ending in '…'. */
function monthsOf({ beginMaand, eindeMaand }: { beginMaand: string; eindeMaand?: string }) {
  if (eindeMaand === beginMaand) return beginMaand;
  return `${beginMaand}–${eindeMaand ?? running}`;
}

/** A child's payment periods, those of one kind together: 'BASIS MET_TYPE_SOCIAAL 2019-01–2020-12'. */
function periodsText(periods: ChildBenefit['kinderen'][number]['betalingsperiodes']): string {
  const byKind = new Map<string, string[]>();
  for (const period of periods) {
    const kind = `${period.categorie} ${period.typeSociaal}`;
    byKind.set(kind, [...(byKind.get(kind) ?? []), monthsOf(period.periode)]);
  }
  return [...byKind].map(([kind, months]) => `${kind} ${months.join(', ')}`).join('; ');
}

/**
 * What an answer holds, in one cell: per fund, the fund as the answer names it; each child with
 * its payment periods, those of one kind together ('kind 16082285273: BASIS MET_TYPE_SOCIAAL
 * 2019-01–2020-12, 2021-01–…; KLEUTER MET_TYPE_SOCIAAL 2019-09'); the bonuses paid
 * ('bonussen: VOORAFBETALING_GEBOORTE 2019-01-07'). Funds are separated by ' | '; a summary
 * longer than an item's result may be ends in '…'.
 */
export function benefitsSummary(answer: ChildBenefits, language: 'nl' | 'en'): string {
  const text = words[language];
  const summary = answer.kindVoordelen
    .map((benefit) => {
      const parts = benefit.kinderen.map(
        (child) => `${text.child} ${child.insz}: ${periodsText(child.betalingsperiodes)}`,
      );
      const bonuses = [
        ...new Set(
          benefit.begunstigden.flatMap((beneficiary) =>
            beneficiary.bonussen.map((bonus) => `${bonus.categorie} ${bonus.betalingsdatum}`),
          ),
        ),
      ];
      if (bonuses.length > 0) parts.push(`${text.bonuses}: ${bonuses.join(', ')}`);
      return [`${text.fund} ${fundName(benefit.kindVoordeelFonds)}`, ...parts].join(' — ');
    })
    .join(' | ');
  return summary.length > BULK_TEXT_MAX_LENGTH
    ? `${summary.slice(0, BULK_TEXT_MAX_LENGTH - 1)}${running}`
    : summary;
}

/** An answer as an item's outcome (null: nobody with the number is known). */
function outcomeOf(answer: ChildBenefits | null, language: 'nl' | 'en'): BulkOutcome {
  if (!answer) return { status: bulkItemStatus.notFound, message: message(language, 'noData') };
  const sourceMessage = answer.status.berichten.map((bericht) => bericht.tekst).join(' ');
  switch (answer.status.code) {
    case 'DNK':
      return {
        status: bulkItemStatus.notFound,
        message: sourceMessage || message(language, 'childBenefitsNoFile'),
      };
    case 'NOK':
      return {
        status: bulkItemStatus.refused,
        message: sourceMessage || message(language, 'childBenefitsUnavailable'),
      };
    case 'VA':
    case 'OK': {
      const found = answer.kindVoordelen.length > 0;
      return {
        status: bulkItemStatus.done,
        message: sourceMessage || message(language, found ? 'childBenefitsFound' : 'noData'),
        result: found ? benefitsSummary(answer, language) : null,
      };
    }
  }
}

export function childBenefitsBulkProcessor({ hashSecret }: { hashSecret: string }): BulkProcessor {
  const key = legalLogKey(hashSecret);
  return itemProcessor(childBenefitsBulkKind, childBenefitsQuestion, async (trx, question, job) => {
    const answer = await lookUpChildBenefits(trx, question, job.language);
    await appendEntry(trx, key, {
      ...jobEntryFields(job),
      operation: getChildBenefits.id,
      subjectKind: 'Insz',
      subject: question.insz,
      source: childBenefitsSource,
      outcome: consultationOutcome(answer),
    });
    return outcomeOf(answer, job.language);
  });
}
