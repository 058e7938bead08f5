import { describe, expect, it } from 'vitest';
import { demoDataSection, displayedInsz } from '../../tests/support/demo-data-doc';
import { historyEntries, historyPatterns } from './history-seed';

const subjects = {
  featured: true,
  Insz: Array.from({ length: 40 }, (_, index) => `850730033${String(index).padStart(2, '0')}`),
  PersoonsIdentificatie: ['peeters 1985', 'claes 1975'],
  CapaKey: ['12345A0678/00B000'],
  Nrplaat: ['1ABC123'],
  KboNummer: ['0403170701'],
};
const now = new Date('2025-06-15T10:00:00Z');

describe('the legal log history', () => {
  const { entries, facts } = historyEntries(subjects, now, 'full');

  it('is the same on every run, at most 20,000 entries in time order before the clock', () => {
    expect(historyEntries(subjects, now, 'full').entries.map((e) => e.correlationId)).toEqual(
      entries.map((e) => e.correlationId),
    );
    expect(entries.length).toBeLessThanOrEqual(20_000);
    const times = entries.map((entry) => entry.loggedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.max(...times)).toBeLessThan(now.getTime());
    expect(Math.min(...times)).toBeGreaterThanOrEqual(now.getTime() - 91 * 86_400_000);
  });

  it('covers several users, organisations, sources and every subject kind, mostly in office hours', () => {
    expect(new Set(entries.map((e) => e.userSubject)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(entries.map((e) => e.organisationCode)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(entries.map((e) => e.source))).toEqual(
      new Set([
        'RR',
        'KSZ',
        'GROEIPAKKET',
        'ONDERWIJS',
        'AAPD',
        'DIV',
        'KBO',
        'Documentendienst',
        'ATTESTEN',
        'LED',
      ]),
    );
    expect(new Set(entries.map((e) => e.subjectKind)).size).toBe(5);
    const office = entries.filter(
      (e) => e.loggedAt.getUTCHours() >= 7 && e.loggedAt.getUTCHours() < 20,
    );
    expect(office.length / entries.length).toBeGreaterThan(0.99);
  });

  it('holds the patterns it names', () => {
    const frequent = entries.filter(
      (e) =>
        e.userSubject === facts.frequentSubject.user && e.subject === facts.frequentSubject.insz,
    );
    expect(facts.frequentSubject.insz).toBe('00090809845');
    expect(frequent.length).toBeGreaterThanOrEqual(historyPatterns.frequentSubject.times);
    const night = entries.filter(
      (e) => e.userSubject === facts.nightTime.user && e.loggedAt.getUTCHours() < 5,
    );
    expect(night).toHaveLength(24);
    const burst = entries.filter(
      (e) => e.userSubject === facts.nameSearchBurst.user && e.operation === 'zoekPersoonOpNaam',
    );
    const inBurst = burst.filter((e) => {
      const start = new Date(now);
      start.setUTCHours(14, 2, 0, 0);
      start.setUTCDate(start.getUTCDate() - historyPatterns.nameSearchBurst.dayOffset);
      const t = e.loggedAt.getTime() - start.getTime();
      return t >= 0 && t < 6 * 60_000;
    });
    expect(inBurst.length).toBeGreaterThanOrEqual(40);
  });
});

describe("docs/demo-data.md's legal log section", () => {
  it('names the patterns the seed writes', () => {
    const section = demoDataSection('Legal log');
    const { frequentSubject, nightTime, nameSearchBurst } = historyPatterns;
    expect(section).toContain(`\`${frequentSubject.user}\``);
    expect(section).toContain(`Insz:${frequentSubject.insz}`);
    expect(section).toContain(displayedInsz(frequentSubject.insz));
    expect(section).toContain(
      `${frequentSubject.times} consultations between days ${frequentSubject.fromDayOffset} and ${frequentSubject.toDayOffset}`,
    );
    expect(section).toContain(`\`${nightTime.user}\``);
    expect(section).toContain(`${nightTime.perNight} people a night`);
    expect(section).toContain(
      `days ${nightTime.dayOffsets.join(', ').replace(/, (\d+)$/, ' and $1')}`,
    );
    expect(section).toContain(`\`${nameSearchBurst.user}\``);
    expect(section).toContain(
      `day ${nameSearchBurst.dayOffset}: ${nameSearchBurst.searches} name searches`,
    );
  });
});
