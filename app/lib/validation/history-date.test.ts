import { describe, expect, it } from 'vitest';
import {
  EARLIEST_HISTORY_DATE_ISO,
  historyDateForChoice,
  validateHistoryDate,
  type HistoryDateChoice,
} from './history-date';
import { historyDateSchema } from './schemas';

describe('validateHistoryDate', () => {
  it.each<[string, boolean, string | null]>([
    ['1901-01-01', true, null],
    ['1900-12-31', true, 'date.notBefore'],
    ['2024-02-29', true, null],
    ['2023-02-29', true, 'date.invalid'],
    ['01.01.1950', true, 'date.invalid'],
    ['', true, 'required'],
    ['', false, null],
    ['1900-12-31', false, null],
  ])('%j with history %s → %s', (value, history, key) => {
    expect(validateHistoryDate(value, history)?.key ?? null).toBe(key);
  });

  it('names the earliest date in the message', () => {
    expect(validateHistoryDate('1850-06-01', true)).toEqual({
      key: 'date.notBefore',
      values: { date: '01.01.1901' },
    });
  });

  it('reports the key through the schema', () => {
    expect(historyDateSchema.safeParse('1900-12-31').error?.issues[0]?.message).toBe(
      'date.notBefore',
    );
  });
});

describe('historyDateForChoice', () => {
  it.each<[HistoryDateChoice, string, string]>([
    ['vanaf', '', EARLIEST_HISTORY_DATE_ISO],
    ['vanaf', '  ', '1901-01-01'],
    ['vanaf', '2020-05-01', '2020-05-01'],
    ['op', '1901-01-01', ''],
    ['op', '2020-05-01', ''],
    ['op', '', ''],
  ])('%s with %j → %j', (choice, current, expected) => {
    expect(historyDateForChoice(choice, current)).toBe(expected);
  });
});
