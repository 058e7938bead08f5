import { describe, expect, it } from 'vitest';
import { livingWageQuery, socialStatusRequest } from './social-security';
import { socialStatusNames } from './social-security-codes';

const issuesOf = (schema: typeof socialStatusRequest | typeof livingWageQuery, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the social-status request', () => {
  it('takes statutes, and optionally a reference and a date or a period', () => {
    expect(issuesOf(socialStatusRequest, { statuten: ['BIM_BVT'] })).toEqual([]);
    expect(
      issuesOf(socialStatusRequest, {
        statuten: socialStatusNames.slice(0, 8),
        reference: 'DOSSIER-7',
        periode: { begin: '2019-01-01', einde: '2019-12-31' },
      }),
    ).toEqual([]);
    expect(
      issuesOf(socialStatusRequest, { statuten: ['GENT_PARKING_CHILD'], datum: '2020-01-01' }),
    ).toEqual([]);
  });

  it('says what is wrong with each field', () => {
    expect(issuesOf(socialStatusRequest, { statuten: socialStatusNames.slice(0, 9) })).toEqual([
      'statuten: at most 8 statutes per question',
    ]);
    expect(issuesOf(socialStatusRequest, { statuten: ['BIM_BVT', 'BIM_BVT'] })).toEqual([
      'statuten: each statute at most once',
    ]);
    expect(
      issuesOf(socialStatusRequest, {
        statuten: ['BIM_BVT'],
        datum: '2020-01-01',
        periode: { begin: '2020-01-01', einde: '2020-01-31' },
      }),
    ).toEqual(['periode: a date or a period, not both']);
    expect(
      issuesOf(socialStatusRequest, {
        statuten: ['BIM_BVT'],
        periode: { begin: '2020-02-01', einde: '2020-01-31' },
      }),
    ).toEqual(['periode.einde: begin must not be after einde']);
    expect(issuesOf(socialStatusRequest, { statuten: [] })).toHaveLength(1);
    // Year 0 is no date the database takes.
    expect(issuesOf(socialStatusRequest, { statuten: ['BIM_BVT'], datum: '0000-01-01' })).toEqual([
      'datum: must not be before 1900-01-01',
    ]);
    expect(issuesOf(socialStatusRequest, { statuten: ['BIM'] })).toHaveLength(1);
  });
});

describe('the living-wage query', () => {
  it('takes a number, and optionally a reference and a period', () => {
    expect(issuesOf(livingWageQuery, { insz: '72022823563' })).toEqual([]);
    expect(
      issuesOf(livingWageQuery, {
        insz: '72022823563',
        reference: 'R',
        begindatum: '2016-01-01',
        einddatum: '2016-12-31',
      }),
    ).toEqual([]);
  });

  it('says what is wrong with each field', () => {
    expect(issuesOf(livingWageQuery, { insz: '72.02.28-235.63' })).toEqual([
      'insz: must be 11 digits',
    ]);
    expect(
      issuesOf(livingWageQuery, {
        insz: '72022823563',
        begindatum: '2016-01-02',
        einddatum: '2016-01-01',
      }),
    ).toEqual(['einddatum: begindatum must not be after einddatum']);
  });
});
