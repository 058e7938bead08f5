import { describe, expect, it } from 'vitest';
import { demoRoles } from '@contracts/demo-catalogue';
import type { Permission } from '@contracts/permissions';
import type { Role } from '@contracts/session';
import { vehicleCapabilities } from './capabilities';

function role(grants: { naam: Permission; bronnen?: string[]; verplicht?: boolean }[]): Role {
  return {
    full: 'Rol – Organisatie',
    uri: 'urn:backoffice:rol:Test:OVO1',
    service: 'Mobiliteit',
    naam: 'Rol',
    organisatie: { code: 'OVO1', naam: 'Organisatie' },
    domains: ['Mobility'],
    permissions: grants.map(({ naam, bronnen = [], verplicht = false }) => ({
      naam,
      bronnen: bronnen.map((waarde) => ({ waarde })),
      parameters: verplicht ? [{ naam: 'legalLogReferentieVerplicht', waarde: '1' }] : [],
    })),
  };
}

describe('vehicleCapabilities', () => {
  it('gives GAS-boetes both lookups, no second plate (toggle off) and no holder links', () => {
    expect(vehicleCapabilities(role([...demoRoles.GasBoetes.permissions]))).toEqual({
      belgian: { sources: ['DIV'], referenceRequired: false },
      foreign: { sources: ['EUCARIS'], referenceRequired: false },
      secondPlate: false,
      personLinkSource: null,
      enterpriseLinkSource: null,
    });
  });

  it('links holders for a role that may open the person and enterprise details', () => {
    const capabilities = vehicleCapabilities(
      role([
        { naam: 'mobiliteit.binnenlandsVoertuig', verplicht: true },
        { naam: 'persoon.geefPersoon', bronnen: ['RR'] },
        { naam: 'onderneming.geefOnderneming' },
      ]),
    );
    expect(capabilities.belgian).toEqual({ sources: ['DIV'], referenceRequired: true });
    expect(capabilities.foreign.sources).toEqual([]);
    expect(capabilities.personLinkSource).toBe('RR');
    expect(capabilities.enterpriseLinkSource).toBe('KBO');
  });

  it('gives nothing without a role', () => {
    const capabilities = vehicleCapabilities(null);
    expect(capabilities.belgian.sources).toEqual([]);
    expect(capabilities.foreign.sources).toEqual([]);
    expect(capabilities.secondPlate).toBe(false);
  });
});
