import { describe, expect, it } from 'vitest';
import { draftDefaults, draftEntries } from './draft.server';

describe('draft entries', () => {
  it('keeps the filled text fields only', () => {
    const formData = new FormData();
    formData.set('lastName', 'Yılmaz');
    formData.set('firstName2', '');
    formData.set('birthDate.year', '1990');
    formData.set('upload', new Blob(['x']), 'x.txt');
    expect(draftEntries(formData)).toEqual([
      ['lastName', 'Yılmaz'],
      ['birthDate.year', '1990'],
    ]);
  });

  it('turns dotted names back into groups for the form', () => {
    expect(
      draftDefaults([
        ['lastName', 'Yılmaz'],
        ['birthDate.year', '1990'],
        ['birthDate.month', '7'],
      ]),
    ).toEqual({ lastName: 'Yılmaz', birthDate: { year: '1990', month: '7' } });
  });
});
