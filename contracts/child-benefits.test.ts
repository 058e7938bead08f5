import { describe, expect, it } from 'vitest';
import { childBenefitsQuestion, childBenefitsRequest } from './child-benefits';
import { sourceStatusSchema } from './source-status';

const issuesOf = (body: unknown) => {
  const parsed = childBenefitsRequest.safeParse(body);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the child-benefits request', () => {
  it('takes a number, and optionally a reference, a search key and a period of months', () => {
    expect(issuesOf({ insz: '16082285273' })).toEqual([]);
    expect(childBenefitsRequest.parse({ insz: '16082285273' }).zoeksleutel).toBe(
      'Ondernemingsnummer',
    );
    expect(
      issuesOf({
        insz: '16082285273',
        reference: 'DOSSIER-7',
        zoeksleutel: 'Code',
        periode: { beginMaand: '2019-01', eindeMaand: '2019-12' },
      }),
    ).toEqual([]);
    expect(issuesOf({ insz: '16082285273', periode: { eindeMaand: '2019-12' } })).toEqual([]);
  });

  it('says what is wrong with each field', () => {
    expect(issuesOf({ insz: '16.08.22-852.73' })).toEqual(['insz: must be 11 digits']);
    expect(issuesOf({ insz: '16082285273', periode: { beginMaand: '2019-13' } })).toEqual([
      'periode.beginMaand: must be a month, yyyy-MM',
    ]);
    expect(
      issuesOf({
        insz: '16082285273',
        periode: { beginMaand: '2020-01', eindeMaand: '2019-12' },
      }),
    ).toEqual(['periode.eindeMaand: beginMaand must not be after eindeMaand']);
    expect(issuesOf({ insz: '16082285273', zoeksleutel: 'Naam' })).toHaveLength(1);
    expect(issuesOf({ insz: '16082285273', reference: '\u200b' })).toEqual([
      'reference: must contain a visible character',
    ]);
  });

  it('is a bulk item’s question without the reference, which a job has once for all lines', () => {
    expect(childBenefitsQuestion.safeParse({ insz: '16082285273' }).success).toBe(true);
    expect(
      childBenefitsQuestion.safeParse({ insz: '16082285273', reference: 'DOSSIER-7' }).success,
    ).toBe(false);
  });
});

describe('the source status', () => {
  it('comes with messages of the level its code names', () => {
    expect(sourceStatusSchema.safeParse({ code: 'OK', berichten: [] }).success).toBe(true);
    expect(
      sourceStatusSchema.safeParse({
        code: 'DNK',
        berichten: [{ niveau: 'Information', tekst: 'Dossier niet gekend' }],
      }).success,
    ).toBe(true);
    expect(
      sourceStatusSchema.safeParse({
        code: 'NOK',
        berichten: [{ niveau: 'Warning', tekst: 'Het Groeipakket kon niet antwoorden' }],
      }).success,
    ).toBe(false);
  });
});
