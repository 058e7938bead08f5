import { describe, expect, it } from 'vitest';
import en from '~/locales/en/validation.json';
import nl from '~/locales/nl/validation.json';
import { parseForm, type FormErrors } from '~/page-state/parse-form';
import { reportSelectionSchema, selectedPeriod } from './selection-schema';

const today = new Date('2026-11-28T12:00:00Z');
const schema = () => reportSelectionSchema({ organisations: ['OVO100004', 'OVO100001'] }, today);

function parse(query: string) {
  return parseForm(new URLSearchParams(query), schema());
}

function errorsOf(query: string): Record<string, string[]> {
  const submission = parse(query);
  expect(submission.status).toBe('error');
  if (submission.status !== 'error') return {};
  return Object.fromEntries(
    Object.entries<FormErrors | null>(submission.error ?? {}).map(([field, issues]) => [
      field,
      (issues ?? []).map((issue) => issue.key),
    ]),
  );
}

const valid = 'rapport=bulkopdrachten&van.month=9&van.year=2026&tot.month=11&tot.year=2026&tonen=1';

describe('the report selection', () => {
  it('takes a report, a period, an organisation of the scope and a threshold', () => {
    const submission = parse(`${valid}&organisatie=OVO100001&drempel=25`);
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value.rapport).toBe('bulkopdrachten');
    expect(submission.value.organisatie).toBe('OVO100001');
    expect(submission.value.drempel).toBe('25');
    expect(selectedPeriod(submission.value)).toEqual({ from: '2026-09', to: '2026-11' });
  });

  it('asks for a report and both months', () => {
    expect(errorsOf('tonen=1')).toEqual({
      rapport: ['reporting.reportRequired'],
      van: ['reporting.periodRequired'],
      tot: ['reporting.periodRequired'],
    });
    expect(
      errorsOf('rapport=onbekend&van.month=1&van.year=2026&tot.month=2&tot.year=2026'),
    ).toEqual({
      rapport: ['reporting.reportRequired'],
    });
  });

  it('refuses an incomplete month, a future one, an end before the start and more than 36 months', () => {
    expect(errorsOf('rapport=bulkopdrachten&van.month=9&tot.month=11&tot.year=2026')).toEqual({
      van: ['monthYear.incomplete'],
    });
    expect(
      errorsOf('rapport=bulkopdrachten&van.month=9&van.year=2026&tot.month=12&tot.year=2026'),
    ).toEqual({
      tot: ['monthYear.future'],
    });
    expect(
      errorsOf('rapport=bulkopdrachten&van.month=9&van.year=2026&tot.month=8&tot.year=2026'),
    ).toEqual({
      tot: ['monthYear.endBeforeStart'],
    });
    expect(
      errorsOf('rapport=bulkopdrachten&van.month=1&van.year=2023&tot.month=1&tot.year=2026'),
    ).toEqual({
      tot: ['reporting.tooLong'],
    });
    expect(
      errorsOf('rapport=bulkopdrachten&van.month=1&van.year=2018&tot.month=1&tot.year=2019'),
    ).toEqual({
      van: ['monthYear.yearOutOfRange'],
    });
  });

  it('refuses an organisation outside the scope and a threshold that is not 2 to 1000', () => {
    expect(errorsOf(`${valid}&organisatie=OVO999999`)).toEqual({
      organisatie: ['reporting.organisation'],
    });
    for (const threshold of ['1', '1001', '2.5', 'tien', '=1+1']) {
      expect(errorsOf(`${valid}&drempel=${encodeURIComponent(threshold)}`)).toEqual({
        drempel: ['reporting.threshold'],
      });
    }
  });

  it('has its messages in both languages', () => {
    for (const messages of [nl, en]) {
      expect(Object.keys(messages.reporting).sort()).toEqual([
        'organisation',
        'periodRequired',
        'reportRequired',
        'threshold',

        'tooLong',
      ]);
    }
    expect(nl.reporting.threshold).toBe('Vul een geheel getal van {{min}} tot en met {{max}} in');
  });
});
