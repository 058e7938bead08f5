// The range field's schema as a form posts it: both or neither, the range rules on the group.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseForm } from '~/page-state/parse-form';
import { rangeFieldSchema } from './field-schemas';

describe('rangeFieldSchema', () => {
  const schema = z.object({ years: rangeFieldSchema({ years: true }) });
  const parse = (min: string, max: string) =>
    parseForm(new URLSearchParams({ 'years.min': min, 'years.max': max }), schema);

  it.each([
    ['', '', { min: null, max: null }],
    ['1990', '2000', { min: 1990, max: 2000 }],
  ])('%j to %j → %j', (min, max, value) => {
    const submission = parse(min, max);
    expect(submission.status === 'success' && submission.value.years).toEqual(value);
  });

  it.each([
    ['1990', '', 'range.bothRequired'],
    ['2000', '1990', 'range.maxBelowMin'],
    ['90', '2000', 'range.invalidYear'],
    ['-1', '2000', 'range.notANumber'],
  ])('%j to %j → %s on the group', (min, max, key) => {
    expect(parse(min, max).reply().error?.years?.[0]?.key).toBe(key);
  });
});
