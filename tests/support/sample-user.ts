// A user as the backend answers `getUser`, for tests of what the portal keeps of one: An Peeters
// of Stad Rivierstad, without roles, whose session expires when given.
import type { User } from '@contracts/session';

export function sampleUser(expiresAt: Date): User {
  return {
    sub: 'demo-an.peeters',
    givenName: 'An',
    familyName: 'Peeters',
    taalkeuze: 'nl',
    serviceDeskUrl: null,
    organisatieCode: 'OVO100001',
    organisatieNaam: 'Stad Rivierstad',
    nisCode: null,
    doelgroepCode: null,
    rrn: null,
    roles: [],
    misconfiguredRoles: [],
    expiresAt: expiresAt.toISOString(),
  };
}
