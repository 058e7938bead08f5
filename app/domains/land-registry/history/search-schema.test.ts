// The ownership history search as the server reads it from the URL: a capakey typed any way
// becomes its upper-case key, the day its ISO form, and every refused value gets its rule's message
// on its own field.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseForm } from '~/page-state/parse-form';
import { historySearchSchema } from './search-schema';

const search = (query: string, referenceRequired = false) =>
  parseForm(new URLSearchParams(query), historySearchSchema({ referenceRequired }));
const errorsOf = (submission: { status?: string; error?: unknown }, field: string) =>
  (submission.error as Record<string, unknown> | null | undefined)?.[field];

afterEach(() => {
  vi.useRealTimers();
});

describe('the ownership history search form', () => {
  it.each(['44021A0154/00B000', ' 44021a0154/00b000 '])('reads %j as its key', (typed) => {
    const submission = search(`capakey=${encodeURIComponent(typed)}`);
    expect(submission.status === 'success' && submission.value).toEqual({
      capakey: '44021A0154/00B000',
      datum: '',
      reference: undefined,
    });
  });

  it('reads the day as YYYY-MM-DD', () => {
    const submission = search('capakey=44021A0154/00B000&datum=30.06.1990');
    expect(submission.status === 'success' && submission.value.datum).toBe('1990-06-30');
  });

  it.each([
    ['', 'required'],
    ['44021A0154-00B000', 'capakey.invalid'],
    ['44021A154/00B000', 'capakey.invalid'],
    ['44021A0154/00B00', 'capakey.invalid'],
  ])('refuses the capakey %j (%s)', (typed, key) => {
    const submission = search(`capakey=${encodeURIComponent(typed)}`);
    expect(submission.status).toBe('error');
    expect(errorsOf(submission, 'capakey')).toEqual([expect.objectContaining({ key })]);
  });

  it.each([
    ['31.02.2000', 'date.invalid'],
    ['2000-01-01', 'date.invalid'],
    ['01.01.2999', 'date.future'],
  ])('refuses the day %j (%s)', (typed, key) => {
    vi.useFakeTimers({ now: new Date('2025-06-01T10:00:00Z'), toFake: ['Date'] });
    const submission = search(`capakey=44021A0154/00B000&datum=${encodeURIComponent(typed)}`);
    expect(submission.status).toBe('error');
    expect(errorsOf(submission, 'datum')).toEqual([expect.objectContaining({ key })]);
  });

  it('asks for the reference where the role must give one', () => {
    const submission = search('capakey=44021A0154/00B000', true);
    expect(submission.status).toBe('error');
    expect(errorsOf(submission, 'reference')).toBeDefined();
  });
});
