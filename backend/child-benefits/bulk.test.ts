import { describe, expect, it } from 'vitest';
import type { ChildBenefit, ChildBenefits } from '@contracts/child-benefits';
import { BULK_TEXT_MAX_LENGTH } from '../bulk/processor';
import { benefitsSummary } from './bulk';

const parentInsz = '79111780830';

function benefit(
  fund: ChildBenefit['kindVoordeelFonds'],
  kinderen: ChildBenefit['kinderen'],
  bonussen: ChildBenefit['begunstigden'][number]['bonussen'] = [],
): ChildBenefit {
  return {
    bron: 'VLAANDEREN',
    insz: parentInsz,
    kindVoordeelFonds: fund,
    begunstigden: [{ insz: parentInsz, betalingsperiodes: [], bonussen }],
    kinderen,
  };
}

function answerOf(kindVoordelen: ChildBenefit[]): ChildBenefits {
  return {
    insz: parentInsz,
    zoeksleutel: 'Code',
    status: { code: 'OK', berichten: [] },
    kindVoordelen,
  };
}

const receivers = [{ insz: parentInsz }];

describe('the summary of an answer in a result line', () => {
  it('names each fund, each child with its periods of one kind together, and the bonuses', () => {
    const answer = answerOf([
      benefit(
        { code: 'FONS' },
        [
          {
            insz: '19020239683',
            betalingsperiodes: [
              {
                periode: { beginMaand: '2019-02', eindeMaand: '2020-12' },
                categorie: 'BASIS',
                typeSociaal: 'MET_TYPE_SOCIAAL',
                begunstigden: receivers,
              },
              {
                periode: { beginMaand: '2019-08', eindeMaand: '2019-08' },
                categorie: 'PARTICIPATIE_UNIVERSEEL',
                typeSociaal: 'ZONDER_TYPE_SOCIAAL',
                begunstigden: receivers,
              },
              {
                periode: { beginMaand: '2021-01' },
                categorie: 'BASIS',
                typeSociaal: 'MET_TYPE_SOCIAAL',
                begunstigden: receivers,
              },
            ],
          },
        ],
        [{ betalingsdatum: '2019-01-07', categorie: 'VOORAFBETALING_GEBOORTE' }],
      ),
      benefit({ ondernemingsnummer: '0165937009' }, [
        {
          insz: '05083130423',
          betalingsperiodes: [
            {
              periode: { beginMaand: '2021-01' },
              categorie: 'BASIS',
              typeSociaal: 'ZONDER_TYPE_SOCIAAL',
              begunstigden: receivers,
            },
          ],
        },
      ]),
    ]);
    expect(benefitsSummary(answer, 'nl')).toBe(
      'Fonds FONS — kind 19020239683: BASIS MET_TYPE_SOCIAAL 2019-02–2020-12, 2021-01–…; ' +
        'PARTICIPATIE_UNIVERSEEL ZONDER_TYPE_SOCIAAL 2019-08 — ' +
        'bonussen: VOORAFBETALING_GEBOORTE 2019-01-07 | ' +
        'Fonds 0165937009 — kind 05083130423: BASIS ZONDER_TYPE_SOCIAAL 2021-01–…',
    );
    expect(benefitsSummary(answer, 'en')).toMatch(
      /^Fund FONS — child 19020239683: .* — bonuses: .* \| Fund 0165937009 — child /,
    );
  });

  it('ends a summary longer than an item keeps in …, at the length it keeps', () => {
    const periods = Array.from({ length: 200 }, (_, index) => ({
      periode: {
        beginMaand: `${2000 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`,
      },
      categorie: 'BASIS' as const,
      typeSociaal: 'MET_TYPE_SOCIAAL' as const,
      begunstigden: receivers,
    }));
    const summary = benefitsSummary(
      answerOf([benefit({ code: 'FONS' }, [{ insz: '19020239683', betalingsperiodes: periods }])]),
      'nl',
    );
    expect(summary).toHaveLength(BULK_TEXT_MAX_LENGTH);
    expect(summary.endsWith('…')).toBe(true);
  });
});
