import { describe, expect, it } from 'vitest';
import { demoRoles, type DemoPermission } from '@contracts/demo-catalogue';
import type { Role } from '@contracts/session';
import { educationCapabilities } from './capabilities';

function roleOf(key: keyof typeof demoRoles): Role {
  const demo = demoRoles[key];
  return {
    full: `${demo.name} – Organisatie`,
    uri: `urn:backoffice:rol:${key}:OVO1`,
    service: demo.service,
    naam: demo.name,
    organisatie: { code: 'OVO1', naam: 'Organisatie' },
    domains: demo.domains,
    permissions: (demo.permissions as DemoPermission[]).map(
      ({ naam, bronnen = [], parameters = {} }) => ({
        naam,
        bronnen: bronnen.map((waarde) => ({ waarde })),
        parameters: Object.entries(parameters).map(([name, waarde]) => ({ naam: name, waarde })),
      }),
    ),
  };
}

describe('educationCapabilities', () => {
  it('lets the social service consult the education source without a reference', () => {
    expect(educationCapabilities(roleOf('SocialeDienst'))).toEqual({
      lookup: { sources: ['ONDERWIJS'], referenceRequired: false },
    });
  });

  it('gives a role without the permission nothing to ask', () => {
    expect(educationCapabilities(roleOf('Burgerzaken')).lookup.sources).toEqual([]);
    expect(educationCapabilities(null).lookup.sources).toEqual([]);
  });
});
