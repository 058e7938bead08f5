// The health attestation source's generator: the same certificates every time and in both sizes,
// unique ids, UVCIs and prescription codes, states that agree with their suspension and history,
// validity periods in order, facts in their campaign's months, the people the register does not
// know, the featured people and codes with what they promise, and docs/demo-data.md listing them.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoDataSection, displayedInsz } from '../../tests/support/demo-data-doc';
import { codeListsFromFiles } from '../population/code-lists-from-files';
import { generatePopulation, type Population } from '../population/generate';
import { populationOptions } from '../population/size';
import { featuredHealthAttestations } from './featured';
import {
  defaultHealthAttestationOptions,
  generateHealthAttestations,
  unregisteredHolders,
  type HealthAttestationSource,
} from './generate';
import { uvciCheckCharacter } from './rules';

const lists = codeListsFromFiles();
const now = new Date('2026-11-26T12:00:00Z');
const options = { ...defaultHealthAttestationOptions, now };

describe('the health attestation source', () => {
  let population: Population;
  let source: HealthAttestationSource;

  beforeAll(() => {
    population = generatePopulation(lists, populationOptions('small'));
    source = generateHealthAttestations(population, options);
  });

  it('is the same every time', () => {
    expect(generateHealthAttestations(population, options)).toEqual(source);
  });

  it('holds about a third of the adults, with ids, UVCIs and codes of their own', () => {
    const holders = new Set(source.attestations.map((row) => row.insz));
    const adults = population.persons.filter((person) => person.birth_date <= '2003-01-01');
    expect(holders.size / adults.length).toBeGreaterThan(0.25);
    expect(holders.size / adults.length).toBeLessThan(0.4);
    for (const values of [
      source.attestations.map((row) => row.id),
      source.attestations.map((row) => row.fact_id),
      source.attestations.map((row) => row.uvci),
      source.ctpcs.map((row) => row.code),
      source.ctpcs.map((row) => row.id),
      source.sendings.map((row) => row.reference_id),
    ]) {
      expect(new Set(values).size).toBe(values.length);
    }
    for (const row of source.attestations) {
      expect(row.uvci).toMatch(/^URN:UVCI:01:BE:[A-Z0-9]{26}#[A-Z0-9/:]$/);
      expect(uvciCheckCharacter(row.uvci.slice(0, -2))).toBe(row.uvci.at(-1));
      expect(row.id).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    }
    for (const row of source.ctpcs) {
      expect(row.code).toMatch(/^[A-Z0-9]{16}$/);
      expect(row.phone).toMatch(/^\+[1-9]\d{6,14}$/);
    }
  });

  it('keeps every certificate’s state, history and validity consistent', () => {
    const problems: string[] = [];
    for (const row of source.attestations) {
      const where = `${row.insz} ${row.id}`;
      if ((row.state === 'SUSPENDED') !== (row.suspended_until !== null)) {
        problems.push(`${where}: suspension and state disagree`);
      }
      if (row.valid_until !== null && row.valid_until < row.valid_from) {
        problems.push(`${where}: valid until before valid from`);
      }
      const events = row.history.map((event) => event.event);
      if (events[0] !== 'ISSUED' || row.history[0]?.at !== row.issued) {
        problems.push(`${where}: not issued first`);
      }
      if (row.history.at(-1)?.at !== row.changed)
        problems.push(`${where}: changed is not the last event`);
      const times = row.history.map((event) => event.at);
      if (times.join() !== [...times].sort().join())
        problems.push(`${where}: history out of order`);
      const last = events.at(-1);
      if (row.state === 'REVOKED' && last !== 'REVOKED')
        problems.push(`${where}: revoked without event`);
      if (row.state === 'SUSPENDED' && last !== 'SUSPENDED') {
        problems.push(`${where}: suspended without event`);
      }
      if (row.state === 'ACTIVE' && !['ISSUED', 'REACTIVATED'].includes(last ?? '')) {
        problems.push(`${where}: active after ${last}`);
      }
      if (
        row.type === 'vac' &&
        !(
          row.vaccinated_on &&
          row.vaccinated_on >= '2021-01-01' &&
          row.vaccinated_on <= '2022-12-31'
        )
      ) {
        problems.push(`${where}: vaccinated outside the campaign`);
      }
      if (
        row.type === 'tst' &&
        !(row.sampled_at && row.sampled_at >= '2020-10-01' && row.sampled_at < '2022-07-01')
      ) {
        problems.push(`${where}: tested outside the testing months`);
      }
      if (row.type === 'rec' && row.valid_until !== null && row.first_positive_on !== null) {
        const days = (Date.parse(row.valid_until) - Date.parse(row.first_positive_on)) / 86_400_000;
        if (days !== 180) problems.push(`${where}: a recovery valid ${days} days`);
      }
      if (row.birthdate.length === 4 && !/^\d{4}$/.test(row.birthdate))
        problems.push(`${where}: birthdate`);
    }
    expect(problems).toEqual([]);
    expect(source.attestations.some((row) => row.birthdate.length === 4)).toBe(true);
    const states = new Set(source.attestations.map((row) => row.state));
    expect(states).toEqual(new Set(['ACTIVE', 'SUSPENDED', 'REVOKED']));
  });

  it('links tests to their prescription codes and sent documents to their sendings', () => {
    const codes = new Set(source.ctpcs.map((row) => row.code));
    for (const row of source.attestations) {
      if (row.ctpc_code !== null) {
        expect(row.type).toBe('tst');
        expect(codes.has(row.ctpc_code)).toBe(true);
      }
      if (row.sent_on !== null) {
        expect(
          source.sendings.some(
            (sending) => sending.attestation_id === row.id && sending.requested_at === row.sent_on,
          ),
        ).toBe(true);
      }
    }
  });

  it('holds people the register does not know, with numbers it never hands out', () => {
    const registered = new Set(population.persons.map((person) => person.insz));
    const holders = new Set(source.attestations.map((row) => row.insz));
    for (const person of unregisteredHolders()) {
      expect(registered.has(person.insz)).toBe(false);
      expect(holders.has(person.insz)).toBe(true);
      expect(['998', '999']).toContain(person.insz.slice(6, 9));
    }
  });

  it('has the featured people and codes, with what they promise', () => {
    const { holders, ctpcs } = featuredHealthAttestations(population, source, {
      now,
      today: options.today,
    });
    const byId = new Map(source.attestations.map((row) => [row.id, row]));
    expect(holders.map((holder) => [holder.kind, holder.sendRefusal])).toEqual([
      ['vaccination', null],
      ['test', null],
      ['recovery', null],
      ['suspended', 259],
      ['revoked', null],
      ['recentlySent', 250],
      ['several', null],
      ['yearOnly', null],
      ['notInRegister', 249],
      ['noAddress', 251],
      ['invalidAddress', 252],
      ['oneDoseRequired', null],
    ]);
    for (const holder of holders) {
      const row = byId.get(holder.attestationId);
      expect(row?.insz).toBe(holder.insz);
      if (!row) continue;
      if (holder.kind === 'vaccination') expect(row.type).toBe('vac');
      if (holder.kind === 'test') expect(row.ctpc_code).not.toBeNull();
      if (holder.kind === 'recovery') expect(row.type).toBe('rec');
      if (holder.kind === 'suspended') expect(row.suspended_until! >= '2029-01-01').toBe(true);
      if (holder.kind === 'revoked') expect(row.state).toBe('REVOKED');
      if (holder.kind === 'several') expect(holder.attestations).toBeGreaterThanOrEqual(5);
      if (holder.kind === 'yearOnly') expect(row.birthdate).toMatch(/^\d{4}$/);
      if (holder.kind === 'oneDoseRequired') {
        expect(source.oneDose.some((flag) => flag.insz === holder.insz && flag.is_required)).toBe(
          true,
        );
      }
    }
    expect(ctpcs.map((ctpc) => ctpc.kind)).toEqual(['withTest', 'withoutInsz']);
    expect(ctpcs[0]?.testAttestationId).toBe(
      holders.find((holder) => holder.kind === 'test')?.attestationId,
    );
    expect(ctpcs[1]?.insz).toBeNull();

    const section = demoDataSection('Demo data: health attestations');
    for (const holder of holders) {
      expect(section).toContain(`| ${displayedInsz(holder.insz)} | ${holder.name}`);
      expect(section).toContain(holder.attestationId);
    }
    for (const ctpc of ctpcs) {
      expect(section).toContain(`| ${ctpc.code} | ${ctpc.name}`);
      expect(section).toContain(ctpc.id);
    }
    // The section lists no one else.
    const listed = [...section.matchAll(/^\| (\d{2}\.\d{2}\.\d{2}-\d{3}\.\d{2}) /gm)].map(
      (match) => match[1],
    );
    expect(listed).toEqual(holders.map((holder) => displayedInsz(holder.insz)));
    const listedCodes = [...section.matchAll(/^\| ([A-Z0-9]{16}) /gm)].map((match) => match[1]);
    expect(listedCodes).toEqual(ctpcs.map((ctpc) => ctpc.code));
  });

  it('gives the featured people the same certificates in the full population', () => {
    const full = generatePopulation(lists, populationOptions('full'));
    const fullSource = generateHealthAttestations(full, options);
    const { holders, ctpcs } = featuredHealthAttestations(population, source, {
      now,
      today: options.today,
    });
    for (const holder of holders) {
      const of = (from: HealthAttestationSource) =>
        from.attestations.filter((row) => row.insz === holder.insz);
      expect(of(fullSource)).toEqual(of(source));
    }
    const fullCodes = new Set(fullSource.ctpcs.map((row) => row.id));
    for (const ctpc of ctpcs) expect(fullCodes.has(ctpc.id)).toBe(true);
    expect(fullSource.attestations.length).toBeGreaterThan(source.attestations.length * 5);
  }, 30_000);
});
