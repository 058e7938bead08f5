import { describe, expect, it } from 'vitest';
import type { AttestationRow, CtpcRow } from '@contracts/health-attestation';
import { attestationShown, ctpcShown, formatPhone } from './format.server';

const attestation: AttestationRow = {
  id: '8a1f6f0e-6b4e-4f43-9d5c-1f0f4d7c2a10',
  issued: '2021-06-01T10:00:00+02:00',
  changed: '2021-06-01T10:00:00+02:00',
  insz: '85073003328',
  firstName: 'Elif',
  lastName: 'Öztürk',
  birthdate: '1985-07-30',
  zipCode: '9000',
  type: 'vac',
  state: 'ACTIVE',
  validFrom: '2021-06-01',
  validUntil: null,
  ctpc: null,
  telephone: '+32470123456',
  sentOn: null,
  suspendedUntil: null,
  cstValidUntil: null,
};

const ctpc: CtpcRow = {
  id: '0c2d3e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5',
  code: 'ABCDEFGHIJKLMNOP',
  firstName: 'Elif',
  lastName: 'Öztürk',
  birthdate: '1985-07-30',
  phoneNumber: '+31612345678',
  insz: null,
  createdAt: '2021-06-01T10:00:00+02:00',
  validUntil: '2021-06-03',
};

describe('formatPhone', () => {
  it('writes a Belgian number in its national form', () => {
    expect(formatPhone('+32470123456')).toBe('0470 12 34 56');
    expect(formatPhone('+3222123456')).toBe('02 212 34 56');
  });

  it('writes a foreign number internationally', () => {
    expect(formatPhone('+31612345678')).toBe('+31 6 12345678');
  });

  it('leaves what is not a phone number as it is', () => {
    expect(formatPhone('nonsense')).toBe('nonsense');
  });
});

describe('attestationShown and ctpcShown', () => {
  it('write out the phone number and keep the rest', () => {
    expect(attestationShown(attestation)).toEqual({ ...attestation, telephone: '0470 12 34 56' });
    expect(ctpcShown(ctpc)).toEqual({ ...ctpc, phoneNumber: '+31 6 12345678' });
  });

  it('leave an attestation without a phone number without one', () => {
    expect(attestationShown({ ...attestation, telephone: null }).telephone).toBeNull();
  });
});
