import { describe, expect, it } from 'vitest';
import { parseForm } from '~/page-state/parse-form';
import { educationSearchSchema } from './search-schema';

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const errorsOf = (result: ReturnType<typeof parseForm>) =>
  result.status === 'error' ? result.error : null;

describe('educationSearchSchema', () => {
  const schema = educationSearchSchema({ sources: ['ONDERWIJS'], referenceRequired: false });

  it('strips the mask, sets the one source and leaves out an empty reference', () => {
    const result = parseForm(form({ insz: '16.01.13-581.80', bron: 'RR', referentie: '' }), schema);
    expect(result.status === 'success' && result.value).toEqual({
      insz: '16011358180',
      bron: 'ONDERWIJS',
    });
  });

  it('names what is wrong with the number, as the person search does', () => {
    expect(errorsOf(parseForm(form({ insz: '' }), schema))).toEqual({
      insz: [{ key: 'required' }],
    });
    expect(errorsOf(parseForm(form({ insz: '85.07.30-033' }), schema))).toEqual({
      insz: [{ key: 'insz.invalid' }],
    });
    expect(errorsOf(parseForm(form({ insz: '85.07.30-033.29' }), schema))).toEqual({
      insz: [{ key: 'insz.checkDigit' }],
    });
  });

  it('makes the reference mandatory only for a role that requires it', () => {
    const strict = educationSearchSchema({ sources: ['ONDERWIJS'], referenceRequired: true });
    expect(errorsOf(parseForm(form({ insz: '16011358180', referentie: ' ' }), strict))).toEqual({
      referentie: [{ key: 'required' }],
    });
    const kept = parseForm(form({ insz: '16011358180', referentie: ' DOSSIER-7 ' }), strict);
    expect(kept.status === 'success' && kept.value.referentie).toBe('DOSSIER-7');
  });
});
