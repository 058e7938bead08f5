// A legal-log entry as the backend appends it for a consultation (by An Peeters of Stad
// Rivierstad, of a person's record), for tests of the chain and its writers.
import type { NewLegalLogEntry } from '../../backend/legal-log/chain';

/** An entry as a consultation of the person with this number would write it. */
export function consultationEntry(
  correlationId: string,
  subject = '85073003328',
): NewLegalLogEntry {
  return {
    correlationId,
    userSubject: 'demo-an.peeters',
    userName: 'An Peeters',
    organisationCode: 'OVO100001',
    role: 'urn:backoffice:rol:Burgerzaken:OVO100001',
    permission: 'persoon.geefPersoon',
    operation: 'geefPersoon',
    subjectKind: 'Insz',
    subject,
    reference: 'GROEP-1',
    registeredBy: 'Magda',
    source: 'RR',
    outcome: 'gevonden',
  };
}
