import { describe, expect, it } from 'vitest';
import { sourceAnswerTimeoutMs, sourceFailedOutcome } from '@contracts/reporting-codes';
import { demoDataSection, displayedInsz } from '../../tests/support/demo-data-doc';
import { historyEntries, historyPatterns, historySourceIncident } from './history-seed';

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

describe("the history's source answers", () => {
  const { entries } = historyEntries(subjects, now, 'full');

  it('measures every answer the backend gives itself, and none the portal registers', () => {
    for (const entry of entries) {
      if (entry.registeredBy === 'Magda') expect(entry.sourceMs).toBeGreaterThan(0);
      else expect(entry.sourceMs ?? null).toBeNull();
    }
    const measured = entries.map((entry) => entry.sourceMs ?? 0).filter((ms) => ms > 0);
    const sorted = [...measured].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    expect(median).toBeGreaterThanOrEqual(60);
    expect(median).toBeLessThanOrEqual(400);
  });

  it('fails about 1% and times out about 0.3%, more of one source on the incident days', () => {
    const failed = entries.filter((entry) => entry.outcome === sourceFailedOutcome);
    const late = entries.filter((entry) => (entry.sourceMs ?? 0) >= sourceAnswerTimeoutMs);
    expect(failed.length / entries.length).toBeGreaterThan(0.005);
    expect(failed.length / entries.length).toBeLessThan(0.02);
    expect(late.length / entries.length).toBeGreaterThan(0.001);
    expect(late.length / entries.length).toBeLessThan(0.006);
    const day = (offset: number) => {
      const start = new Date(now);
      start.setUTCHours(0, 0, 0, 0);
      start.setUTCDate(start.getUTCDate() - offset);
      return start.toISOString().slice(0, 10);
    };
    const incidentDays = new Set(historySourceIncident.dayOffsets.map(day));
    const ofSource = entries.filter((entry) => entry.source === historySourceIncident.source);
    const bad = ofSource.filter((entry) =>
      incidentDays.has(entry.loggedAt.toISOString().slice(0, 10)),
    );
    const badFailures = bad.filter((entry) => entry.outcome === sourceFailedOutcome).length;
    expect(badFailures / bad.length).toBeGreaterThan(0.1);
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
