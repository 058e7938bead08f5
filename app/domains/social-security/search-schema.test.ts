import { describe, expect, it } from 'vitest';
import { parseForm } from '~/page-state/parse-form';
import { demoSessionRole } from '../../../tests/support/demo-role';
import { socialSecurityCapabilities } from './capabilities';
import { socialSecuritySearchSchema } from './search-schema';

function query(values: [string, string][]) {
  return new URLSearchParams(values);
}

const errorsOf = (result: ReturnType<typeof parseForm>) =>
  result.status === 'error' ? result.error : null;

// 26 November 2026, noon in Belgium.
const today = new Date('2026-11-26T11:00:00Z');
const statusesOnly = {
  mayAskStatuses: true,
  mayAskLivingWage: false,
  referenceRequired: false,
  today,
};
const withLivingWage = { ...statusesOnly, mayAskLivingWage: true };
const person = ['insz', '50.04.10-792.83'] as [string, string];

describe('socialSecuritySearchSchema', () => {
  const schema = socialSecuritySearchSchema(statusesOnly);

  it('reads the statutes asked, today for an empty date, and the one source', () => {
    const result = parseForm(
      query([person, ['statuut', 'BIM_BVT'], ['statuut', 'RETIREMENT_PENSION'], ['datum', '']]),
      schema,
    );
    expect(result.status === 'success' && result.value).toEqual({
      insz: '50041079283',
      statuut: ['BIM_BVT', 'RETIREMENT_PENSION'],
      datumkeuze: 'datum',
      datum: '',
      van: '',
      tot: '',
      leefloon: [],
      bron: 'KSZ',
    });
  });

  it('takes one statute as a list of one', () => {
    const result = parseForm(query([person, ['statuut', 'BIM_BVT']]), schema);
    expect(result.status === 'success' && result.value.statuut).toEqual(['BIM_BVT']);
  });

  it('asks for at least one statute, and at most eight', () => {
    expect(errorsOf(parseForm(query([person]), schema))).toEqual({
      statuut: [{ key: 'socialSecurity.noStatute' }],
    });
    const nine = [
      'BIM_BVT',
      'BIM_BVT_IN_FAMILY',
      'PCSA_AND_BIM_HELP',
      'LIVING_WAGES_PCSA_HELP',
      'GENT_PARKING_ADULT',
      'GENT_PARKING_CHILD',
      'DISABILITY_ALLOWANCE',
      'UNEMPLOYMENT_BENEFIT',
      'RETIREMENT_PENSION',
    ].map((name): [string, string] => ['statuut', name]);
    expect(errorsOf(parseForm(query([person, ...nine]), schema))).toEqual({
      statuut: [{ key: 'multiSelect.maximumReached', values: { amount: 8 } }],
    });
  });

  it('refuses a statute twice, and does not take one the source does not know', () => {
    expect(
      errorsOf(parseForm(query([person, ['statuut', 'BIM_BVT'], ['statuut', 'BIM_BVT']]), schema)),
    ).toEqual({ statuut: [{ key: 'invalid' }] });
    expect(errorsOf(parseForm(query([person, ['statuut', 'FREE_BEER']]), schema))).toEqual({
      statuut: [{ key: 'socialSecurity.noStatute' }],
    });
  });

  it('checks the reference date: a real date, from 1900, not in the future', () => {
    const on = (date: string) =>
      errorsOf(parseForm(query([person, ['statuut', 'BIM_BVT'], ['datum', date]]), schema));
    expect(on('26.11.2026')).toBeNull();
    expect(on('31.02.2024')).toEqual({ datum: [{ key: 'date.invalid' }] });
    expect(on('2024-01-01')).toEqual({ datum: [{ key: 'date.invalid' }] });
    expect(on('31.12.1899')).toEqual({
      datum: [{ key: 'date.notBefore', values: { date: '01.01.1900' } }],
    });
    expect(on('27.11.2026')).toEqual({ datum: [{ key: 'date.future' }] });
  });

  it('needs both dates of a period, the last not before the first, and ignores the other date', () => {
    const period = (from: string, until: string) =>
      errorsOf(
        parseForm(
          query([
            person,
            ['statuut', 'BIM_BVT'],
            ['datumkeuze', 'periode'],
            ['datum', 'not a date'],
            ['van', from],
            ['tot', until],
          ]),
          schema,
        ),
      );
    expect(period('01.01.2020', '31.12.2027')).toBeNull();
    expect(period('', '')).toEqual({ van: [{ key: 'required' }], tot: [{ key: 'required' }] });
    expect(period('01.06.2024', '31.05.2024')).toEqual({
      tot: [{ key: 'date.notBefore', values: { date: '01.06.2024' } }],
    });
    expect(period('01.01.2027', '31.12.2027')).toEqual({ van: [{ key: 'date.future' }] });
  });

  it('offers the living wage as a question of its own only when the screen does', () => {
    const livingWage = socialSecuritySearchSchema(withLivingWage);
    const result = parseForm(query([person, ['leefloon', 'ja']]), livingWage);
    expect(result.status === 'success' && result.value.leefloon).toEqual(['ja']);
    expect(errorsOf(parseForm(query([person]), livingWage))).toEqual({
      statuut: [{ key: 'socialSecurity.nothingAsked' }],
    });
    // Without the toggle the box is no question: nothing is asked.
    expect(errorsOf(parseForm(query([person, ['leefloon', 'ja']]), schema))).toEqual({
      statuut: [{ key: 'socialSecurity.noStatute' }],
    });
  });
});

describe('socialSecurityCapabilities', () => {
  it('lets the social service ask statutes, and the living wage only with its toggle on', () => {
    const role = demoSessionRole('SocialeDienst');
    expect(socialSecurityCapabilities(role, false)).toMatchObject({
      mayAskStatuses: true,
      mayAskLivingWage: false,
      statuses: { sources: ['KSZ'] },
    });
    expect(socialSecurityCapabilities(role, true)).toMatchObject({
      mayAskStatuses: true,
      mayAskLivingWage: true,
      livingWage: { sources: ['KSZ'] },
    });
  });

  it('gives a role without the permissions nothing to ask', () => {
    const role = demoSessionRole('Burgerzaken');
    expect(socialSecurityCapabilities(role, true)).toMatchObject({
      mayAskStatuses: false,
      mayAskLivingWage: false,
    });
    expect(socialSecurityCapabilities(null, true).mayAskStatuses).toBe(false);
  });
});
