// The text area's counter (logic and texts) and its schema as a form posts it.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createI18n } from '~/i18n/i18n-provider';
import { resources } from '~/i18n/resources';
import { parseForm } from '~/page-state/parse-form';
import { textAreaSchema } from './field-schemas';
import { characterCount, normalizeLineBreaks } from './text-area-field';

describe('characterCount', () => {
  it.each([
    ['', 20, { key: 'remaining', count: 20 }],
    ['abc', 20, { key: 'remaining', count: 17 }],
    ['a'.repeat(20), 20, { key: 'remaining', count: 0 }],
    ['a'.repeat(21), 20, { key: 'over', count: 1 }],
    ['a'.repeat(25), 20, { key: 'over', count: 5 }],
  ])('%j of at most %i → %j', (value, maximum, expected) => {
    expect(characterCount(value, maximum)).toEqual(expected);
  });
});

describe('counter texts', () => {
  const text = (locale: 'nl' | 'en', value: string) => {
    const { t } = createI18n(locale, resources[locale]);
    const count = characterCount(value, 20);
    return t(`widgets.textArea.${count.key}`, { count: count.count });
  };

  it.each([
    ['nl', '', 'Nog 20 tekens'],
    ['nl', 'a'.repeat(19), 'Nog 1 teken'],
    ['nl', 'a'.repeat(20), 'Nog 0 tekens'],
    ['nl', 'a'.repeat(21), '1 teken te veel'],
    ['nl', 'a'.repeat(23), '3 tekens te veel'],
    ['en', 'a'.repeat(17), '3 characters left'],
    ['en', 'a'.repeat(22), '2 characters too many'],
  ] as const)('%s, %j → %s', (locale, value, expected) => {
    expect(text(locale, value)).toBe(expected);
  });
});

describe('textAreaSchema', () => {
  const schema = z.object({ remark: textAreaSchema(5) });
  const parse = (remark: string) => parseForm(new URLSearchParams({ remark }), schema);

  it('leaves an empty optional text area out', () => {
    const submission = parse('');
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({});
  });

  it('reports the maximum with its amount', () => {
    expect(parse('abcdef').reply().error?.remark).toEqual([
      { key: 'maxLength', values: { amount: 5 } },
    ]);
  });

  it('counts a posted line break (CR LF) as one character, as the counter does', () => {
    const submission = parse('ab\r\ncd');
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value.remark).toBe('ab\ncd');
  });

  it('reports a required text area that is empty', () => {
    const required = z.object({ remark: textAreaSchema(5, { required: true }) });
    expect(parseForm(new URLSearchParams({ remark: '' }), required).reply().error?.remark).toEqual([
      { key: 'required' },
    ]);
  });

  it.each([
    ['a\r\nb', 'a\nb'],
    ['a\rb', 'a\nb'],
    ['a\nb', 'a\nb'],
  ])('normalizes %j', (value, expected) => {
    expect(normalizeLineBreaks(value)).toBe(expected);
  });
});
