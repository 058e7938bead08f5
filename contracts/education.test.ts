import { describe, expect, it } from 'vitest';
import { enrolmentHistoryRequest } from './education';

const issuesOf = (body: unknown) => {
  const parsed = enrolmentHistoryRequest.safeParse(body);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the enrolment-history request', () => {
  it('takes a number, and optionally a reference, a period and the parts to ask', () => {
    expect(issuesOf({ insz: '16011358180' })).toEqual([]);
    expect(
      issuesOf({
        insz: '16011358180',
        reference: 'DOSSIER-7',
        periode: { begin: '2019-01-01', einde: '2019-12-31' },
        bronnen: ['HO', 'LP'],
      }),
    ).toEqual([]);
  });

  it('says what is wrong with each field', () => {
    expect(issuesOf({ insz: '16.01.13-581.80' })).toEqual(['insz: must be 11 digits']);
    expect(issuesOf({ insz: '16011358180', bronnen: ['LP', 'LP'] })).toEqual([
      'bronnen: each source at most once',
    ]);
    expect(
      issuesOf({ insz: '16011358180', periode: { begin: '2020-01-01', einde: '2019-01-01' } }),
    ).toEqual(['periode.einde: begin must not be after einde']);
    expect(issuesOf({ insz: '16011358180', reference: '\u200b' })).toEqual([
      'reference: must contain a visible character',
    ]);
    expect(issuesOf({ insz: '16011358180', bron: 'RR' })).toHaveLength(1);
  });
});
