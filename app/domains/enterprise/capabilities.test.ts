import { describe, expect, it } from 'vitest';
import { demoRoles } from '@contracts/demo-catalogue';
import type { Permission } from '@contracts/permissions';
import type { Role } from '@contracts/session';
import { enterpriseCapabilities } from './capabilities';

function role(grants: { naam: Permission; bronnen?: string[] }[]): Role {
  return {
    full: 'Rol – Organisatie',
    uri: 'urn:backoffice:rol:Test:OVO1',
    service: 'Onderneming',
    naam: 'Rol',
    organisatie: { code: 'OVO1', naam: 'Organisatie' },
    domains: ['Company'],
    permissions: grants.map(({ naam, bronnen = [] }) => ({
      naam,
      bronnen: bronnen.map((waarde) => ({ waarde })),
      parameters: [],
    })),
  };
}

describe('enterpriseCapabilities', () => {
  it('gives Economie every part of the detail, but no link to a director who is a person', () => {
    const capabilities = enterpriseCapabilities(role([...demoRoles.Economie.permissions]));
    expect(capabilities).toEqual({
      lookup: { sources: ['KBO'], referenceRequired: false },
      association: { sources: ['KBO'], referenceRequired: false },
      jointCommittee: true,
      participations: true,
      personLinkSource: null,
    });
  });

  it('links a director to the person detail for a role that may open it', () => {
    const capabilities = enterpriseCapabilities(
      role([
        { naam: 'onderneming.geefOnderneming' },
        { naam: 'persoon.geefPersoon', bronnen: ['KSZ'] },
      ]),
    );
    expect(capabilities.personLinkSource).toBe('KSZ');
    expect(capabilities.jointCommittee).toBe(false);
    expect(capabilities.participations).toBe(false);
  });
});
