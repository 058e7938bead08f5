import { describe, expect, it } from 'vitest';
import { idempotencyKeyField } from './new-person-fields';
import {
  afterPersonAdded,
  idempotencyKeyOf,
  newIdempotencyKey,
  newPersonReferenceRequired,
} from './new-person.server';

const options = (referenceRequired: boolean) => ({
  sources: ['RR', 'KSZ'],
  referenceRequired,
});

describe('afterPersonAdded', () => {
  const added = { insz: '90400012345', name: 'Elif Öztürk', reference: 'BIS-2026-3' };

  it('opens the new person in the BIS register, with the reference, for a role that may', () => {
    expect(afterPersonAdded(added, { canOpenBis: true }, 'nl')).toEqual({
      to: '/persoon/insz/90400012345?bron=KSZ&referentie=BIS-2026-3',
      message: {
        key: 'add.createdNumber',
        values: { name: 'Elif Öztürk', insz: '90.40.00-123.45' },
      },
    });
    expect(
      afterPersonAdded({ ...added, reference: undefined }, { canOpenBis: true }, 'en').to,
    ).toBe('/en/person/insz/90400012345?bron=KSZ');
  });

  it('shows any other role the new number, back on the search screen', () => {
    expect(afterPersonAdded(added, { canOpenBis: false }, 'en')).toEqual({
      to: '/en/person',
      message: {
        key: 'add.createdNumber',
        values: { name: 'Elif Öztürk', insz: '90.40.00-123.45' },
      },
    });
  });
});

describe('newPersonReferenceRequired', () => {
  it('asks the reference only of a role that opens the detail and must give one there', () => {
    const lookups = (required: boolean) => ({
      insz: options(required),
      naam: options(false),
      adres: options(false),
      family: options(false),
    });
    expect(newPersonReferenceRequired({ canOpenBis: true, lookups: lookups(true) })).toBe(true);
    expect(newPersonReferenceRequired({ canOpenBis: true, lookups: lookups(false) })).toBe(false);
    expect(newPersonReferenceRequired({ canOpenBis: false, lookups: lookups(true) })).toBe(false);
  });
});

describe('idempotencyKeyOf', () => {
  it('reads the form’s key', () => {
    const key = newIdempotencyKey();
    const form = new FormData();
    form.set(idempotencyKeyField, key);
    expect(idempotencyKeyOf(form)).toBe(key);
  });

  it('makes a new key for a post without a well-formed one', () => {
    const form = new FormData();
    form.set(idempotencyKeyField, 'x'.repeat(36));
    const made = idempotencyKeyOf(form);
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    expect(idempotencyKeyOf(new FormData())).not.toBe(made);
  });
});
