// The enterprise search forms as the server reads them from the URL: a number typed any way
// becomes its ten digits, a wrong one or a malformed vCode gets the rule's message.
import { describe, expect, it } from 'vitest';
import enValidation from '~/locales/en/validation.json';
import nlValidation from '~/locales/nl/validation.json';
import { parseForm } from '~/page-state/parse-form';
import { associationSearchSchema, enterpriseSearchSchema } from './search-schema';

const options = { sources: ['KBO'], referenceRequired: false };
const enterprise = (query: string, referenceRequired = false) =>
  parseForm(new URLSearchParams(query), enterpriseSearchSchema({ ...options, referenceRequired }));
const association = (query: string) =>
  parseForm(new URLSearchParams(query), associationSearchSchema(options));
/** The issues of a field when the form was refused. */
const errorsOf = (submission: { status?: string; error?: unknown }, field: string) =>
  (submission.error as Record<string, unknown> | null | undefined)?.[field];

describe('the enterprise search form', () => {
  it.each(['0424.871.480', '0424 871 480', ' 0424871480 '])('reads %j as its digits', (typed) => {
    const submission = enterprise(`kbo=${encodeURIComponent(typed)}`);
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value.kbo).toBe('0424871480');
  });

  it.each([
    ['0123.456.789', 'enterpriseNumber.invalid'],
    ['2000000042', 'enterpriseNumber.invalid'],
    ['0424-871-480', 'enterpriseNumber.invalid'],
    ['', 'required'],
  ])('refuses %j with %s', (typed, key) => {
    const submission = enterprise(`kbo=${encodeURIComponent(typed)}`);
    expect(errorsOf(submission, 'kbo')).toEqual([{ key }]);
  });

  it('asks for the reference when the role demands it', () => {
    const submission = enterprise('kbo=0424871480', true);
    expect(errorsOf(submission, 'reference')).toEqual([{ key: 'required' }]);
  });

  it('says so in both languages', () => {
    expect(nlValidation.enterpriseNumber.invalid).toBe('Gelieve een geldig KBO nummer op te geven');
    expect(enValidation.enterpriseNumber.invalid).toBe(
      'Please enter a valid enterprise (KBO) number',
    );
  });
});

describe('the association search form', () => {
  it('reads a vCode', () => {
    const submission = association('vcode=v6467981');
    expect(submission.status === 'success' && submission.value.vcode).toBe('v6467981');
  });

  it.each(['V6467981', 'v123', 'v12345678', '6467981'])('refuses %j', (typed) => {
    const submission = association(`vcode=${typed}`);
    expect(errorsOf(submission, 'vcode')).toEqual([{ key: 'vCode.invalid' }]);
  });

  it('says so in both languages', () => {
    expect(nlValidation.vCode.invalid).toBe(
      'Gelieve een geldige vCode op te geven: een kleine letter v gevolgd door 7 cijfers',
    );
    expect(enValidation.vCode.invalid).toBe(
      'Please enter a valid vCode: a lower-case v followed by 7 digits',
    );
  });
});
