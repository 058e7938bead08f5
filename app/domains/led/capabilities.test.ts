import { describe, expect, it } from 'vitest';
import { demoRoles } from '@contracts/demo-catalogue';
import type { Permission } from '@contracts/permissions';
import type { Role } from '@contracts/session';
import { addReferenceRequired, ledCapabilities } from './capabilities';

function role(grants: { naam: Permission; verplicht?: boolean }[]): Role {
  return {
    full: 'Rol – Organisatie',
    uri: 'urn:backoffice:rol:Test:OVO1',
    service: 'Led',
    naam: 'Rol',
    organisatie: { code: 'OVO1', naam: 'Organisatie' },
    domains: ['Led'],
    permissions: grants.map(({ naam, verplicht = false }) => ({
      naam,
      bronnen: [],
      parameters: verplicht ? [{ naam: 'legalLogReferentieVerplicht', waarde: '1' }] : [],
    })),
  };
}

describe('ledCapabilities', () => {
  it('lets the LED profile consult, register, cancel and read metadata, without a reference', () => {
    const capabilities = ledCapabilities(role([...demoRoles.Led.permissions]));
    const options = { sources: ['LED'], referenceRequired: false };
    expect(capabilities).toEqual({
      lookup: options,
      register: options,
      cancel: options,
      metadata: options,
      mayRegister: true,
      mayCancel: true,
      mayReadMetadata: true,
    });
    expect(addReferenceRequired(capabilities)).toBe(false);
  });

  it('gives a role that may only consult no way to change a proof or read its metadata', () => {
    const capabilities = ledCapabilities(role([{ naam: 'LED.geefBewijs', verplicht: true }]));
    expect(capabilities.lookup).toEqual({ sources: ['LED'], referenceRequired: true });
    expect(capabilities.mayRegister).toBe(false);
    expect(capabilities.mayCancel).toBe(false);
    expect(capabilities.mayReadMetadata).toBe(false);
  });

  it('asks a reference on the add form when registering or the detail shown next demands one', () => {
    const registering = ledCapabilities(
      role([{ naam: 'LED.geefBewijs' }, { naam: 'LED.registreerBewijs', verplicht: true }]),
    );
    expect(addReferenceRequired(registering)).toBe(true);
    const consulting = ledCapabilities(
      role([{ naam: 'LED.geefBewijs', verplicht: true }, { naam: 'LED.registreerBewijs' }]),
    );
    expect(addReferenceRequired(consulting)).toBe(true);
  });

  it('gives nothing without a role', () => {
    const capabilities = ledCapabilities(null);
    expect(capabilities.lookup.sources).toEqual([]);
    expect(capabilities.mayRegister).toBe(false);
  });
});
