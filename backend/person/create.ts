// Adding a person (POST person, with the NewPerson payload of contracts/person.ts): the new person
// gets a BIS number, and the payload's sections become rows of the population tables, all in one
// transaction.
import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { NewPerson } from '@contracts/person';
import type { Database } from '../db/schema';
import { foldName } from '../population/fold';
import { todayInBelgium } from './today';

/** Any constant: two additions at once never pick the same number. */
const bisLock = 7_291_004;

/** Why a payload cannot be stored: the field and a key of the backend's messages. */
export class InvalidPayloadError extends Error {
  constructor(
    readonly field: string,
    readonly reason:
      | 'invalidDate'
      | 'birthYearRequired'
      | 'endsBeforeBegin'
      | 'inFuture'
      | 'beforeBirth'
      | 'unknownPartner'
      | 'noNumberLeft',
  ) {
    super(reason);
  }
}

/** The caller already sent this idempotency key, with another payload. */
export class IdempotencyKeyReusedError extends Error {
  constructor() {
    super('idempotency key reused with another payload');
  }
}

/**
 * A create call's idempotency key and whose it is: a key only counts for the caller who sent it,
 * acting for the same organisation.
 */
export interface IdempotencyKey {
  callerSubject: string;
  organisationCode: string;
  key: string;
}

/** A payload date: 'YYYY-MM-DD' where unknown parts are 0000 and 00. */
export interface PartialDate {
  year: number;
  month: number;
  day: number;
}

export function readPartialDate(value: string): PartialDate {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  return { year, month, day };
}

function isValidPartialDate({ year, month, day }: PartialDate): boolean {
  if (year === 0) return month === 0 && day === 0;
  if (month === 0) return day === 0;
  if (month > 12) return false;
  return day === 0 || day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The first day a partly known date can stand for; null when even the year is unknown. */
export function firstDay(date: PartialDate): string | null {
  if (date.year === 0) return null;
  return `${pad(date.year, 4)}-${pad(date.month || 1)}-${pad(date.day || 1)}`;
}

export function checkDigits(firstNine: string, bornFrom2000: boolean): string {
  const number = Number(firstNine) + (bornFrom2000 ? 2_000_000_000 : 0);
  return pad(97 - (number % 97));
}

/**
 * The first nine digits' prefix of a BIS number: YYMMDD with the month raised by 40 when the sex
 * is known, by 20 when it is not; an unknown month or day stays 00 before the raise.
 */
export function bisPrefix(birth: PartialDate, sex: '0' | '1' | '2'): string {
  const offset = sex === '0' ? 20 : 40;
  return `${pad(birth.year % 100)}${pad(birth.month + offset)}${pad(birth.day)}`;
}

/** Serials are odd for men, even for women (and either when the sex is unknown), 001–997. */
export function bisNumber(prefix: string, serial: number, bornFrom2000: boolean): string {
  const firstNine = `${prefix}${pad(serial, 3)}`;
  return `${firstNine}${checkDigits(firstNine, bornFrom2000)}`;
}

function checkPayload(person: NewPerson): { birth: PartialDate; birthDay: string } {
  const birth = readPartialDate(person.geboorte.datum);
  if (!isValidPartialDate(birth)) throw new InvalidPayloadError('geboorte.datum', 'invalidDate');
  const birthDay = firstDay(birth);
  if (!birthDay) throw new InvalidPayloadError('geboorte.datum', 'birthYearRequired');
  for (const [field, value] of [
    ['naamGeldigVanaf', person.naamGeldigVanaf],
    ['geslacht.datumVan', person.geslacht.datumVan],
    ['burgerlijkeStaat.datumBegin', person.burgerlijkeStaat?.datumBegin],
    ['burgerlijkeStaat.datumEinde', person.burgerlijkeStaat?.datumEinde],
    ['hoofdverblijfplaats.datumBegin', person.hoofdverblijfplaats?.datumBegin],
    ['contactadres.datumBegin', person.contactadres?.datumBegin],
    ['contactadres.datumEinde', person.contactadres?.datumEinde],
    ['overlijden.datum', person.overlijden?.datum],
  ] as const) {
    if (value && !isValidPartialDate(readPartialDate(value))) {
      throw new InvalidPayloadError(field, 'invalidDate');
    }
  }
  // Periods end after they begin; nothing happens before the birth or after today.
  const day = (value: string | undefined) => (value ? firstDay(readPartialDate(value)) : null);
  const today = todayInBelgium();
  const periods: [string, string | undefined, string | undefined][] = [
    [
      'burgerlijkeStaat.datumEinde',
      person.burgerlijkeStaat?.datumBegin,
      person.burgerlijkeStaat?.datumEinde,
    ],
    ['contactadres.datumEinde', person.contactadres?.datumBegin, person.contactadres?.datumEinde],
  ];
  for (const [field, begin, end] of periods) {
    const first = day(begin);
    const last = day(end);
    if (first && last && last < first) throw new InvalidPayloadError(field, 'endsBeforeBegin');
  }
  for (const [field, value] of [
    ['geboorte.datum', person.geboorte.datum],
    ['burgerlijkeStaat.datumBegin', person.burgerlijkeStaat?.datumBegin],
    ['hoofdverblijfplaats.datumBegin', person.hoofdverblijfplaats?.datumBegin],
    ['contactadres.datumBegin', person.contactadres?.datumBegin],
    ['overlijden.datum', person.overlijden?.datum],
  ] as const) {
    const first = day(value);
    if (first && first > today) throw new InvalidPayloadError(field, 'inFuture');
    if (first && field !== 'geboorte.datum' && first < birthDay.slice(0, 4) + '-01-01') {
      throw new InvalidPayloadError(field, 'beforeBirth');
    }
  }
  for (const [index, nationality] of (person.nationaliteiten ?? []).entries()) {
    if (nationality.datumEind && nationality.datumEind < nationality.datumBegin) {
      throw new InvalidPayloadError(`nationaliteiten.${index}.datumEind`, 'endsBeforeBegin');
    }
  }
  return { birth, birthDay };
}

/**
 * Inserts the person and answers the new BIS number. `record` runs in the same transaction once
 * the number is known (the legal-log entry): if it fails, the person is not added either. Under an
 * idempotency key the caller used before, it answers the number that request got and adds (and
 * records) nothing; the key is stored in the same transaction as the person.
 */
export async function createPerson(
  db: Kysely<Database>,
  person: NewPerson,
  record: (trx: Transaction<Database>, insz: string) => Promise<unknown>,
  idempotency?: IdempotencyKey,
): Promise<string> {
  const { birth, birthDay } = checkPayload(person);
  const sex = person.geslacht.code;
  const bornFrom2000 = birth.year >= 2000;
  const prefix = bisPrefix(birth, sex);
  // The payload as parsed by its contract: its fields always come in the schema's order.
  const payloadHash = createHash('sha256').update(JSON.stringify(person)).digest('hex');
  return db.transaction().execute(async (trx) => {
    // Held until commit: a repeated request waits for the first and then finds its key.
    await sql`select pg_advisory_xact_lock(${bisLock})`.execute(trx);
    if (idempotency) {
      const earlier = await trx
        .selectFrom('person_creations')
        .select(['insz', 'payload_hash'])
        .where('caller_subject', '=', idempotency.callerSubject)
        .where('organisation_code', '=', idempotency.organisationCode)
        .where('idempotency_key', '=', idempotency.key)
        .executeTakeFirst();
      if (earlier) {
        if (earlier.payload_hash !== payloadHash) throw new IdempotencyKeyReusedError();
        return earlier.insz;
      }
    }
    if (person.burgerlijkeStaat?.partnerInsz) {
      const partner = await trx
        .selectFrom('persons')
        .select('insz')
        .where('insz', '=', person.burgerlijkeStaat.partnerInsz)
        .executeTakeFirst();
      if (!partner) throw new InvalidPayloadError('burgerlijkeStaat.partnerInsz', 'unknownPartner');
    }
    const taken = new Set(
      (
        await trx.selectFrom('persons').select('insz').where('insz', 'like', `${prefix}%`).execute()
      ).map((row) => row.insz.slice(6, 9)),
    );
    const parity = sex === '1' ? 1 : sex === '2' ? 0 : null;
    let serial = 0;
    for (let candidate = 1; candidate <= 997; candidate += 1) {
      if (parity !== null && candidate % 2 !== parity) continue;
      if (!taken.has(pad(candidate, 3))) {
        serial = candidate;
        break;
      }
    }
    if (serial === 0) throw new InvalidPayloadError('geboorte.datum', 'noNumberLeft');
    const insz = bisNumber(prefix, serial, bornFrom2000);
    const death = person.overlijden ? firstDay(readPartialDate(person.overlijden.datum)) : null;

    await trx
      .insertInto('persons')
      .values({
        insz,
        source: 'KSZ',
        register: 'BIS',
        last_name: person.naam,
        first_names: JSON.stringify(person.voornamen),
        search_last_name: foldName(person.naam),
        search_first_name: foldName(person.voornamen[0] ?? ''),
        sex,
        birth_date: birthDay,
        birth_date_partial: birth.month === 0 || birth.day === 0 ? person.geboorte.datum : null,
        birth_municipality_nis: person.geboorte.gemeenteNisCode ?? null,
        birth_place: person.geboorte.gemeente ?? null,
        birth_country_nis: person.geboorte.landNisCode,
        death_date: death,
        death_municipality_nis: person.overlijden?.gemeenteNis ?? null,
        death_place: person.overlijden?.gemeente ?? null,
        death_country_nis: person.overlijden?.landNisCode ?? null,
        status: death ? '99990' : null,
      })
      .execute();

    if (person.nationaliteiten?.length) {
      await trx
        .insertInto('person_nationalities')
        .values(
          person.nationaliteiten.map((nationality) => ({
            insz,
            country_nis: nationality.code,
            valid_from: nationality.datumBegin,
            valid_to: nationality.datumEind ?? null,
          })),
        )
        .execute();
    }
    const civil = person.burgerlijkeStaat;
    if (civil) {
      await trx
        .insertInto('person_civil_statuses')
        .values({
          insz,
          code: civil.code,
          valid_from: firstDay(readPartialDate(civil.datumBegin)) ?? birthDay,
          valid_to: civil.datumEinde ? firstDay(readPartialDate(civil.datumEinde)) : null,
          partner_insz: civil.partnerInsz ?? null,
          municipality_nis: civil.gemeenteNisCode ?? null,
          place: civil.gemeente ?? null,
          country_nis: civil.landNisCode ?? null,
        })
        .execute();
    }
    const addresses: {
      kind: 'hoofdverblijfplaats' | 'contactadres';
      address: NonNullable<NewPerson['hoofdverblijfplaats']>;
      type: string | null;
      end: string | undefined;
    }[] = [];
    if (person.hoofdverblijfplaats) {
      addresses.push({
        kind: 'hoofdverblijfplaats',
        address: person.hoofdverblijfplaats,
        type: null,
        end: undefined,
      });
    }
    if (person.contactadres) {
      const { type, datumEinde, ...address } = person.contactadres;
      addresses.push({ kind: 'contactadres', address, type, end: datumEinde });
    }
    for (const { kind, address, type, end } of addresses) {
      // A main residence outside Belgium is a residence abroad, kept as address lines.
      const abroad = address.landNisCode !== '150';
      await trx
        .insertInto('person_addresses')
        .values({
          insz,
          kind: abroad && kind === 'hoofdverblijfplaats' ? 'buitenland' : kind,
          contact_type: type,
          street: address.straat ?? null,
          street_code: null,
          house_number: address.huisnummer ?? null,
          box: address.busnummer ?? null,
          postcode: address.postcode ?? null,
          municipality_nis: address.gemeenteNis ?? null,
          municipality: address.gemeente ?? null,
          country_nis: address.landNisCode,
          lines: abroad
            ? JSON.stringify(
                [
                  [address.straat, address.huisnummer, address.busnummer].filter(Boolean).join(' '),
                  [address.postcode, address.gemeente].filter(Boolean).join(' '),
                ].filter(Boolean),
              )
            : null,
          valid_from: firstDay(readPartialDate(address.datumBegin)) ?? birthDay,
          valid_to: end ? firstDay(readPartialDate(end)) : death,
        })
        .execute();
    }
    await record(trx, insz);
    if (idempotency) {
      await trx
        .insertInto('person_creations')
        .values({
          caller_subject: idempotency.callerSubject,
          organisation_code: idempotency.organisationCode,
          idempotency_key: idempotency.key,
          payload_hash: payloadHash,
          insz,
        })
        .execute();
    }
    return insz;
  });
}
