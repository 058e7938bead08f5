import { describe, expect, it } from 'vitest';
import { parseForm } from '~/page-state/parse-form';
import { ledSearchSchema } from './search-schema';

function query(values: Record<string, string>) {
  return new URLSearchParams(values);
}

const errorsOf = (result: ReturnType<typeof parseForm>) =>
  result.status === 'error' ? result.error : null;

describe('ledSearchSchema', () => {
  const schema = ledSearchSchema({ referenceRequired: false });

  it('strips the mask and leaves out an empty reference', () => {
    const result = parseForm(query({ insz: '16.01.13-581.80', reference: '' }), schema);
    expect(result.status === 'success' && result.value).toEqual({ insz: '16011358180' });
  });

  it('names what is wrong with the number, as every insz field does', () => {
    expect(errorsOf(parseForm(query({ insz: '' }), schema))).toEqual({
      insz: [{ key: 'required' }],
    });
    expect(errorsOf(parseForm(query({ insz: '85.07.30-033' }), schema))).toEqual({
      insz: [{ key: 'insz.invalid' }],
    });
    expect(errorsOf(parseForm(query({ insz: '85.07.30-033.29' }), schema))).toEqual({
      insz: [{ key: 'insz.checkDigit' }],
    });
  });

  it('makes the reference mandatory only for a role that requires it', () => {
    const strict = ledSearchSchema({ referenceRequired: true });
    expect(errorsOf(parseForm(query({ insz: '16011358180', reference: ' ' }), strict))).toEqual({
      reference: [{ key: 'required' }],
    });
    const kept = parseForm(query({ insz: '16011358180', reference: ' DOSSIER-7 ' }), strict);
    expect(kept.status === 'success' && kept.value.reference).toBe('DOSSIER-7');
  });
});
