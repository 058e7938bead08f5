// A demo role of the catalogue as the session holds it (its grants with their sources and
// parameters), for unit tests of what a role may do on a screen.
import { demoRoles, type DemoPermission, type DemoRoleKey } from '@contracts/demo-catalogue';
import type { Role } from '@contracts/session';

export function demoSessionRole(key: DemoRoleKey, organisation = 'OVO1'): Role {
  const demo = demoRoles[key];
  return {
    full: `${demo.name} – Organisatie`,
    uri: `urn:backoffice:rol:${key}:${organisation}`,
    service: demo.service,
    naam: demo.name,
    organisatie: { code: organisation, naam: 'Organisatie' },
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
