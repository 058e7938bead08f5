import { describe, expect, it } from 'vitest';
import { askedPastDate } from './asked-date';

const today = new Date('2024-06-15T10:00:00Z');
const ask = (query: string) => askedPastDate(new URL(`http://portal/x?${query}`), 'datum', today);

describe('askedPastDate', () => {
  it('asks nothing when the link names no day', () => {
    expect(ask('')).toEqual({ field: 'datum', typed: '', issue: null, iso: '' });
    expect(ask('datum=%20')).toEqual({ field: 'datum', typed: '', issue: null, iso: '' });
  });

  it('takes a real day up to today, shown as the form writes it', () => {
    expect(ask('datum=2024-06-15')).toEqual({
      field: 'datum',
      typed: '15.06.2024',
      issue: null,
      iso: '2024-06-15',
    });
  });

  it('refuses a day that does not exist or lies in the future, on its own field', () => {
    expect(ask('datum=2024-02-30')).toMatchObject({ issue: { key: 'date.invalid' }, iso: '' });
    expect(ask('datum=2024-06-16')).toMatchObject({
      typed: '16.06.2024',
      issue: { key: 'date.future' },
      iso: '',
    });
  });
});
