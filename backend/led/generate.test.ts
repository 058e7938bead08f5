// The LED source's generator: its rules on the small population (nobody under fifteen, proofs at
// ages that fit their kind, the issue date within a validity period and before death and the
// reference date, codes from the code lists, unique references, cancelled proofs with their second
// mutation), the same proofs on every run and in the full population, and the people
// docs/demo-data.md lists.
import { beforeAll, describe, expect, it } from 'vitest';
import { proofItemSchema, withinPeriod } from '@contracts/led';
import {
  authenticityCodes,
  awardingBodyCodes,
  categoryCodes,
  proofStageCodes,
  proofTypeCodes,
  qualificationLevelCodes,
} from '@contracts/led-codes';
import { demoDataSection, displayedInsz } from '../../tests/support/demo-data-doc';
import { codeListsFromFiles } from '../population/code-lists-from-files';
import { dayOf, generatePopulation, type Population } from '../population/generate';
import { populationOptions } from '../population/size';
import { featuredProofHolders } from './featured';
import {
  defaultLedOptions,
  generateLed,
  ledSuppliers,
  youngestHolderAge,
  type LedSource,
} from './generate';

const lists = codeListsFromFiles();

function ledOf(population: Population): LedSource {
  return generateLed({
    persons: population.persons,
    addresses: population.addresses,
    municipalities: lists.municipalities,
  });
}

/** Age in years (with a fraction) on a date. */
const ageOn = (birth: string, date: string) => (dayOf(date) - dayOf(birth)) / 365.2425;

/** The ages a proof of each kind is issued at, by its supplier (and category for VDAB's). */
function agesFor(supplier: string): [number, number] {
  switch (supplier) {
    case 'Secundair onderwijs':
      return [youngestHolderAge, 20];
    case 'Hoger onderwijs':
      return [19, 30];
    default:
      return [19, 66];
  }
}

/** Every rule the source must keep, as a list of broken ones (empty when all hold). */
function problems(population: Population, led: LedSource): string[] {
  const found: string[] = [];
  const today = defaultLedOptions.today;
  const persons = new Map(population.persons.map((person) => [person.insz, person]));
  const references = new Set<string>();
  const mutationsOf = new Map<string, LedSource['mutations']>();
  for (const mutation of led.mutations) {
    if (references.has(mutation.mutation_reference)) {
      found.push(`${mutation.mutation_reference}: mutation reference used twice`);
    }
    references.add(mutation.mutation_reference);
    mutationsOf.set(mutation.proof_reference, [
      ...(mutationsOf.get(mutation.proof_reference) ?? []),
      mutation,
    ]);
  }
  const perPerson = new Map<string, number>();
  for (const proof of led.proofs) {
    const where = `${proof.insz} ${proof.issue_date} ${proof.title}`;
    const person = persons.get(proof.insz);
    if (!person) {
      found.push(`${where}: unknown person`);
      continue;
    }
    perPerson.set(proof.insz, (perPerson.get(proof.insz) ?? 0) + 1);
    if (person.source !== 'RR') found.push(`${where}: a non-resident holds a proof`);
    if (references.has(proof.reference)) found.push(`${where}: reference used twice`);
    references.add(proof.reference);
    const age = ageOn(person.birth_date, proof.issue_date);
    const [youngest, oldest] = agesFor(proof.supplier_name);
    if (age < youngestHolderAge) found.push(`${where}: issued at ${age.toFixed(1)}`);
    if (age < youngest || age > oldest) {
      found.push(`${where}: ${proof.supplier_name} at ${age.toFixed(1)}`);
    }
    if (proof.issue_date >= today) found.push(`${where}: issued after the reference date`);
    if (person.death_date !== null && proof.issue_date >= person.death_date) {
      found.push(`${where}: issued after death`);
    }
    if (!proof.validity.some((period) => withinPeriod(proof.issue_date, period))) {
      found.push(`${where}: issue date outside every validity period`);
    }
    if (proof.validity.length < 1 || proof.validity.length > 2) {
      found.push(`${where}: ${proof.validity.length} validity periods`);
    }
    for (const [index, period] of proof.validity.entries()) {
      const next = proof.validity[index + 1];
      if (period.einde !== null && period.einde < period.begin) found.push(`${where}: ends first`);
      if (next && (period.einde === null || next.begin <= period.einde)) {
        found.push(`${where}: validity periods overlap`);
      }
    }
    for (const [list, value] of [
      [authenticityCodes, proof.authenticity],
      [categoryCodes, proof.category],
      [proofTypeCodes, proof.proof_type],
      [proofStageCodes, proof.stage],
      [awardingBodyCodes, proof.awarding_body],
      [qualificationLevelCodes, proof.level],
    ] as const) {
      if (!(value in list)) found.push(`${where}: unknown code ${value}`);
    }
    if (!(ledSuppliers as readonly string[]).includes(proof.supplier_name)) {
      found.push(`${where}: unknown supplier ${proof.supplier_name}`);
    }
    if (proof.channel !== 'BRON' || proof.country !== 'BEL' || proof.language !== 'nld') {
      found.push(`${where}: not the source's own Dutch Belgian proof`);
    }
    const registered = proof.registered_at.slice(0, 10);
    if (registered < proof.issue_date || registered >= today) {
      found.push(`${where}: registered on ${registered}`);
    }
    // The facts a supplier would register today are valid as the calls take them.
    const parsed = proofItemSchema.safeParse({
      insz: proof.insz,
      authenticiteit: proof.authenticity,
      categorie: proof.category,
      bewijstype: proof.proof_type,
      bewijsstaat: proof.stage,
      titel: proof.title,
      ...(proof.field_of_study ? { studierichting: proof.field_of_study } : {}),
      instelling: {
        naam: proof.institution_name,
        ...(proof.institution_number ? { nummer: proof.institution_number } : {}),
      },
      instantie: proof.awarding_body,
      niveau: proof.level,
      uitreikingsdatum: proof.issue_date,
      geldigheidsperiodes: proof.validity.map((period) =>
        period.einde === null ? { begin: period.begin } : period,
      ),
    });
    if (!parsed.success) found.push(`${where}: ${parsed.error.issues[0]?.message}`);
    const mutations = mutationsOf.get(proof.reference) ?? [];
    const expected = proof.status === '10' ? ['1', '10'] : ['1'];
    if (mutations.map((mutation) => mutation.status).join() !== expected.join()) {
      found.push(`${where}: mutations ${mutations.map((mutation) => mutation.status).join()}`);
    }
    if (mutations.at(-1)?.mutation_reference !== proof.mutation_reference) {
      found.push(`${where}: the proof does not name its latest mutation`);
    }
    if (mutations.at(-1)?.at !== proof.status_changed_at) {
      found.push(`${where}: the status changed at another time than its latest mutation`);
    }
    if (mutations[0]?.at !== proof.registered_at) {
      found.push(`${where}: the first mutation is not the registration`);
    }
  }
  for (const [insz, count] of perPerson) {
    if (count > 4) found.push(`${insz}: ${count} proofs`);
  }
  return found;
}

describe('generateLed on the small population', () => {
  let population: Population;
  let led: LedSource;

  beforeAll(() => {
    population = generatePopulation(lists, populationOptions('small'));
    led = ledOf(population);
  });

  it('keeps every rule', () => {
    expect(problems(population, led)).toEqual([]);
  });

  it('gives about four in ten people of sixteen and over one to four proofs, nobody younger', () => {
    const today = defaultLedOptions.today;
    const holders = new Set(led.proofs.map((proof) => proof.insz));
    const ofAge = population.persons.filter((person) => ageOn(person.birth_date, today) >= 16);
    const share = ofAge.filter((person) => holders.has(person.insz)).length / ofAge.length;
    expect(share).toBeGreaterThanOrEqual(0.35);
    expect(share).toBeLessThanOrEqual(0.45);
    const younger = population.persons.filter((person) => ageOn(person.birth_date, today) < 16);
    expect(younger.filter((person) => holders.has(person.insz))).toEqual([]);
  });

  it('draws on every supplier, category and kind of proof, and cancels a few', () => {
    const kinds = (pick: (proof: LedSource['proofs'][number]) => string) =>
      new Set(led.proofs.map(pick));
    expect([...kinds((proof) => proof.supplier_name)].sort()).toEqual([...ledSuppliers].sort());
    expect([...kinds((proof) => proof.category)].sort()).toEqual(Object.keys(categoryCodes).sort());
    expect(kinds((proof) => proof.proof_type).size).toBe(Object.keys(proofTypeCodes).length);
    expect(kinds((proof) => String(proof.validity.length))).toEqual(new Set(['1', '2']));
    const cancelled = led.proofs.filter((proof) => proof.status === '10').length;
    expect(cancelled).toBeGreaterThan(0);
    expect(cancelled / led.proofs.length).toBeLessThan(0.06);
    // Secondary-school diplomas around eighteen, higher education from twenty-one.
    const persons = new Map(population.persons.map((person) => [person.insz, person]));
    const ages = (title: string) =>
      led.proofs
        .filter((proof) => proof.title === title)
        .map((proof) => ageOn(persons.get(proof.insz)?.birth_date ?? '', proof.issue_date));
    expect(Math.min(...ages('Diploma van secundair onderwijs'))).toBeGreaterThanOrEqual(17);
    expect(Math.max(...ages('Diploma van secundair onderwijs'))).toBeLessThan(20);
    expect(Math.min(...ages('Master in de rechten'))).toBeGreaterThanOrEqual(21);
  });

  it('notices when a rule is broken', () => {
    const broken = structuredClone(led);
    const [first, second, third] = broken.proofs;
    if (!first || !second || !third) throw new Error('no proofs');
    first.issue_date = '1900-01-01';
    second.validity = [{ begin: '2000-01-01', einde: '2000-12-31' }];
    second.issue_date = '2001-06-30';
    third.reference = first.reference;
    third.level = '9';
    const found = problems(population, broken);
    expect(found.some((problem) => problem.includes('issued at'))).toBe(true);
    expect(found.some((problem) => problem.includes('outside every validity period'))).toBe(true);
    expect(found.some((problem) => problem.includes('reference used twice'))).toBe(true);
    expect(found.some((problem) => problem.includes('unknown code 9'))).toBe(true);
  });

  it('gives the same proofs on every run', () => {
    expect(ledOf(population)).toEqual(led);
  });

  it('has the featured people that docs/demo-data.md lists', () => {
    const featured = featuredProofHolders(population, led);
    expect(featured.map((person) => person.kind)).toEqual([
      'severalProofs',
      'oneProof',
      'noProofs',
    ]);
    const [several, one, none] = featured;
    // The screens' tests open the population's example person: she has proofs.
    expect(several?.insz).toBe('60111842284');
    expect(several?.proofs.filter((proof) => proof.status === '10')).toHaveLength(1);
    expect(one?.proofs).toHaveLength(1);
    expect(none?.proofs).toEqual([]);
    const section = demoDataSection('Demo data: learning and experience proofs');
    for (const person of featured) {
      expect(section).toContain(displayedInsz(person.insz));
      expect(section).toContain(person.name);
      for (const proof of person.proofs) expect(section).toContain(proof.title);
    }
  });

  it('gives the featured people the same proofs in the full population', () => {
    const full = generatePopulation(lists, populationOptions('full'));
    const fullLed = ledOf(full);
    for (const person of featuredProofHolders(population, led)) {
      const of = (source: LedSource) => source.proofs.filter((row) => row.insz === person.insz);
      expect(of(fullLed)).toEqual(of(led));
    }
  }, 30_000);
});
