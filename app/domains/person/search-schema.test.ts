import { describe, expect, it } from 'vitest';
import { parseForm } from '~/page-state/parse-form';
import type { LookupOptions } from './capabilities';
import { birthDateParam, inszSearchSchema, nameSearchSchema } from './search-schema';

const capabilities = (overrides: Partial<LookupOptions> = {}): LookupOptions => ({
  sources: ['RR', 'KSZ'],
  referenceRequired: false,
  ...overrides,
});

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

function errorsOf(result: ReturnType<typeof parseForm>) {
  return result.status === 'error' ? result.error : null;
}

describe('inszSearchSchema', () => {
  const schema = inszSearchSchema(capabilities(), { available: true, forced: false });

  it('strips the mask and defaults the source to the first one', () => {
    const result = parseForm(form({ insz: '60.11.18-422.84' }), schema);
    expect(result.status).toBe('success');
    expect(result.status === 'success' && result.value).toMatchObject({
      insz: '60111842284',
      bron: 'RR',
      dateChoice: 'vanaf',
    });
  });

  it('ignores the date while history is off, and checks it while on', () => {
    expect(parseForm(form({ insz: '60111842284', historyDate: 'nonsense' }), schema).status).toBe(
      'success',
    );
    const on = (historyDate: string, dateChoice = 'vanaf') =>
      errorsOf(
        parseForm(form({ insz: '60111842284', history: 'on', dateChoice, historyDate }), schema),
      );
    expect(on('')).toEqual({ historyDate: [{ key: 'required' }] });
    expect(on('31.02.2020')).toEqual({ historyDate: [{ key: 'date.invalid' }] });
    expect(on('31.12.1900')).toEqual({
      historyDate: [{ key: 'date.notBefore', values: { date: '01.01.1901' } }],
    });
    expect(on('01.01.2999', 'op')).toEqual({ historyDate: [{ key: 'date.future' }] });
    expect(on('01.01.1901')).toBeNull();
  });

  it('makes the reference mandatory only for a role that requires it', () => {
    expect(parseForm(form({ insz: '60111842284' }), schema).status).toBe('success');
    const strict = inszSearchSchema(capabilities({ referenceRequired: true }), {
      available: false,
      forced: false,
    });
    expect(errorsOf(parseForm(form({ insz: '60111842284', reference: '  ' }), strict))).toEqual({
      reference: [{ key: 'required' }],
    });
    const passed = parseForm(form({ insz: '60111842284', reference: ' D-1 ' }), strict);
    expect(passed.status === 'success' && passed.value.reference).toBe('D-1');
  });

  it('keeps history on for a history-only profile, whatever is posted', () => {
    const forced = inszSearchSchema(capabilities(), { available: true, forced: true });
    const result = parseForm(form({ insz: '60111842284', historyDate: '01.01.1901' }), forced);
    expect(result.status === 'success' && result.value.history).toBe('on');
  });

  it('refuses a source outside the list by falling back to the first', () => {
    const result = parseForm(form({ insz: '60111842284', bron: 'DIV' }), schema);
    expect(result.status === 'success' && result.value.bron).toBe('RR');
  });
});

describe('nameSearchSchema', () => {
  const schema = nameSearchSchema(capabilities());

  it('needs a last name and a birth year; day and month are optional', () => {
    expect(errorsOf(parseForm(form({}), schema))).toMatchObject({
      lastName: [{ key: 'required' }],
      birthDate: [{ key: 'date.yearRequired' }],
    });
    expect(parseForm(form({ lastName: 'Peeters', 'birthDate.year': '1985' }), schema).status).toBe(
      'success',
    );
  });

  it('checks the name rules', () => {
    expect(
      errorsOf(parseForm(form({ lastName: 'Pe3ters', 'birthDate.year': '1985' }), schema)),
    ).toMatchObject({ lastName: [{ key: expect.stringMatching(/^names\./) as unknown }] });
  });
});

describe('birthDateParam', () => {
  it.each([
    [{ day: '', month: '', year: '1985' }, '1985'],
    [{ day: '', month: '7', year: '1985' }, '1985-07'],
    [{ day: '3', month: '07', year: '1985' }, '1985-07-03'],
  ])('%j → %s', (parts, expected) => {
    expect(birthDateParam(parts)).toBe(expected);
  });
});
