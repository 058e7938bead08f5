// What the legal log records of a consultation of a source that answers with a status (child
// benefits, social security): the same words for the same answer, whichever domain asked.
import { sourceFailedOutcome } from '@contracts/reporting-codes';
import type { SourceStatusCode } from '@contracts/source-status';

/**
 * The outcome of an answer: null when the population does not know the number; otherwise by the
 * source's status, and whether the answer carried data about the person.
 */
export function sourceStatusOutcome(status: SourceStatusCode | null, hasData: boolean): string {
  switch (status) {
    case null:
      return 'niet gevonden';
    case 'NOK':
      return sourceFailedOutcome;
    case 'DNK':
      return 'dossier niet gekend';
    case 'VA':
      return hasData ? 'voorlopig gevonden' : 'geen gegevens';
    case 'OK':
      return hasData ? 'gevonden' : 'geen gegevens';
  }
}
