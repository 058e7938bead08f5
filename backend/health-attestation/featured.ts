// Certificates and prescription codes of the health attestation source worth trying: a person with
// each type and each state, one whose document was just sent, one with many certificates, one the
// source knows by birth year only, one for each reason a document cannot be sent, one for whom one
// dose completes the vaccination, and two prescription codes. Picked by rule (the people
// docs/demo-data.md already lists first, then the first in insz order that fits) from the small
// population, which the full one holds with the same certificates: the same generator always
// points at the same people and the same ids, in tests and in the demo alike.
import {
  healthAttestationErrorCodes,
  type HealthAttestationErrorCode,
} from '@contracts/health-attestation';
import type { AttestationState, AttestationType } from '@contracts/health-attestation-codes';
import { featuredPeople } from '../population/featured';
import type { Population } from '../population/generate';
import type { AttestationRow, CtpcRow, HealthAttestationSource } from './generate';
import { letterAddress, sendRefusal, type LetterAddress } from './rules';

export type FeaturedHolderKind =
  | 'vaccination'
  | 'test'
  | 'recovery'
  | 'suspended'
  | 'revoked'
  | 'recentlySent'
  | 'several'
  | 'yearOnly'
  | 'notInRegister'
  | 'noAddress'
  | 'invalidAddress'
  | 'oneDoseRequired';

export interface FeaturedHolder {
  kind: FeaturedHolderKind;
  insz: string;
  /** As the source copied it: first name and last name. */
  name: string;
  /** As the source copied it: the full date or the year. */
  birthdate: string;
  /** The certificate to open (and to send). */
  attestationId: string;
  type: AttestationType;
  state: AttestationState;
  /** What sending its document answers: the error code, or null when it is sent. */
  sendRefusal: HealthAttestationErrorCode | null;
  /** How many certificates a search by the number finds. */
  attestations: number;
}

export type FeaturedCtpcKind = 'withTest' | 'withoutInsz';

export interface FeaturedCtpc {
  kind: FeaturedCtpcKind;
  id: string;
  code: string;
  name: string;
  birthdate: string;
  phone: string;
  insz: string | null;
  /** The test certificate issued for the test taken with it. */
  testAttestationId: string | null;
}

/** A suspension that ends after this day still stands for years. */
const longSuspension = '2029-01-01';

export function featuredHealthAttestations(
  population: Population,
  source: HealthAttestationSource,
  { now, today }: { now: Date; today: string },
): { holders: FeaturedHolder[]; ctpcs: FeaturedCtpc[] } {
  const documented = new Set(featuredPeople(population).map((person) => person.insz));
  const registered = new Set(population.persons.map((person) => person.insz));
  const addresses = new Map<string, LetterAddress>();
  const current = population.addresses.filter(
    (row) => row.valid_from <= today && (row.valid_to === null || row.valid_to >= today),
  );
  for (const insz of registered) addresses.set(insz, 'none');
  const byInsz = new Map<string, typeof current>();
  for (const row of current) byInsz.set(row.insz, [...(byInsz.get(row.insz) ?? []), row]);
  for (const [insz, rows] of byInsz) addresses.set(insz, letterAddress(rows));
  const oneDose = new Set(source.oneDose.filter((row) => row.is_required).map((row) => row.insz));

  const ofHolder = new Map<string, AttestationRow[]>();
  for (const row of source.attestations) {
    ofHolder.set(row.insz, [...(ofHolder.get(row.insz) ?? []), row]);
  }
  for (const rows of ofHolder.values()) rows.sort((a, b) => (a.issued < b.issued ? -1 : 1));
  const holders = [...ofHolder.keys()].sort((a, b) => {
    const preferred = Number(documented.has(b)) - Number(documented.has(a));
    return preferred !== 0 ? preferred : a < b ? -1 : 1;
  });
  const refusal = (row: AttestationRow) =>
    sendRefusal(
      { suspended_until: row.suspended_until, sent_on: row.sent_on ? new Date(row.sent_on) : null },
      {
        registered: registered.has(row.insz),
        address: addresses.get(row.insz) ?? 'none',
      },
      { now, today: now.toISOString().slice(0, 10) },
    );
  const deliverable = (insz: string) =>
    registered.has(insz) && addresses.get(insz) === 'deliverable';

  const featured: FeaturedHolder[] = [];
  const taken = new Set<string>();
  const pick = (
    kind: FeaturedHolderKind,
    holderFits: (insz: string, rows: AttestationRow[]) => boolean,
    attestationFits: (row: AttestationRow) => boolean,
  ) => {
    for (const insz of holders) {
      if (taken.has(insz)) continue;
      const rows = ofHolder.get(insz) ?? [];
      if (!holderFits(insz, rows)) continue;
      const row = rows.filter(attestationFits).at(-1);
      if (!row) continue;
      taken.add(insz);
      featured.push({
        kind,
        insz,
        name: `${row.first_name} ${row.last_name}`,
        birthdate: row.birthdate,
        attestationId: row.id,
        type: row.type,
        state: row.state,
        sendRefusal: refusal(row),
        attestations: rows.length,
      });
      return;
    }
  };
  const sendable = (row: AttestationRow) => row.state === 'ACTIVE' && refusal(row) === null;
  const ordinary = (insz: string) => deliverable(insz) && !oneDose.has(insz);

  pick('vaccination', ordinary, (row) => row.type === 'vac' && sendable(row));
  const knownCodes = new Set(
    source.ctpcs.filter((row) => row.insz !== null).map((row) => row.code),
  );
  pick(
    'test',
    ordinary,
    (row) => row.type === 'tst' && knownCodes.has(row.ctpc_code ?? '') && sendable(row),
  );
  pick('recovery', ordinary, (row) => row.type === 'rec' && sendable(row));
  pick(
    'suspended',
    deliverable,
    (row) =>
      row.state === 'SUSPENDED' &&
      (row.suspended_until ?? '') >= longSuspension &&
      row.sent_on === null,
  );
  pick('revoked', deliverable, (row) => row.state === 'REVOKED');
  pick(
    'recentlySent',
    deliverable,
    (row) => row.state === 'ACTIVE' && refusal(row) === healthAttestationErrorCodes.recentlySent,
  );
  pick('several', (insz, rows) => ordinary(insz) && rows.length >= 5, sendable);
  pick(
    'yearOnly',
    (insz, rows) => ordinary(insz) && rows.some((row) => row.birthdate.length === 4),
    sendable,
  );
  const refusedFor = (code: HealthAttestationErrorCode) => (row: AttestationRow) =>
    row.state === 'ACTIVE' && refusal(row) === code;
  pick(
    'notInRegister',
    (insz) => !registered.has(insz),
    refusedFor(healthAttestationErrorCodes.personNotFetched),
  );
  // Someone alive without any address (a non-resident known by a BIS number only) rather than the
  // deceased, whose addresses end with their life.
  const living = new Set(
    population.persons.filter((person) => person.death_date === null).map((row) => row.insz),
  );
  pick('noAddress', (insz) => living.has(insz), refusedFor(healthAttestationErrorCodes.noAddress));
  pick('invalidAddress', () => true, refusedFor(healthAttestationErrorCodes.invalidAddress));
  pick(
    'oneDoseRequired',
    (insz) => deliverable(insz) && oneDose.has(insz),
    (row) => row.type === 'vac' && sendable(row),
  );

  const tests = new Map<string, AttestationRow>();
  for (const row of source.attestations) if (row.ctpc_code) tests.set(row.ctpc_code, row);
  const ctpcs: FeaturedCtpc[] = [];
  const addCtpc = (kind: FeaturedCtpcKind, row: CtpcRow | undefined) => {
    if (!row) return;
    ctpcs.push({
      kind,
      id: row.id,
      code: row.code,
      name: `${row.first_name} ${row.last_name}`,
      birthdate: row.birthdate,
      phone: row.phone,
      insz: row.insz,
      testAttestationId: tests.get(row.code)?.id ?? null,
    });
  };
  const testHolder = featured.find((holder) => holder.kind === 'test');
  const testRow = source.attestations.find((row) => row.id === testHolder?.attestationId);
  addCtpc(
    'withTest',
    source.ctpcs.find((row) => row.code === testRow?.ctpc_code && row.insz !== null),
  );
  const sorted = [...source.ctpcs].sort((a, b) => (a.code < b.code ? -1 : 1));
  addCtpc(
    'withoutInsz',
    sorted.find((row) => row.insz === null && !tests.has(row.code)),
  );
  return { holders: featured, ctpcs };
}
