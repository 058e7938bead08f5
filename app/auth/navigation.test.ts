import { describe, expect, it } from 'vitest';
import type { Role } from '@contracts/session';
import { destinationAfterChoice } from './navigation.server';

const role = (domains: Role['domains']): Role => ({
  full: 'Rol – Organisatie',
  uri: 'urn:backoffice:rol:Rol:OVO1',
  service: 'Dienst',
  naam: 'Rol',
  organisatie: { code: 'OVO1', naam: 'Organisatie' },
  domains,
  permissions: [],
});

describe('destinationAfterChoice', () => {
  it("goes to the only domain's start page, in the user's language", () => {
    expect(destinationAfterChoice(role(['Person']), '/privacy', 'nl')).toBe('/persoon');
    expect(destinationAfterChoice(role(['Person']), undefined, 'en')).toBe('/en/person');
  });

  it('never sends to a domain that is not built: the redirect target or the start page instead', () => {
    expect(destinationAfterChoice(role(['DocProvider']), undefined, 'en')).toBe('/en');
    expect(destinationAfterChoice(role(['DocProvider']), '/privacy', 'nl')).toBe('/privacy');
  });

  it('goes to the start page of the only built domain among others that are not built', () => {
    expect(destinationAfterChoice(role(['Messages', 'DocProvider']), null, 'nl')).toBe(
      '/documentendienst',
    );
  });

  it('otherwise follows a safe redirect target', () => {
    expect(destinationAfterChoice(role(['Person', 'Family']), '/en/privacy?x=1', 'en')).toBe(
      '/en/privacy?x=1',
    );
  });

  it('otherwise, or for an unsafe target, goes to the start page', () => {
    expect(destinationAfterChoice(role(['Person', 'Family']), null, 'nl')).toBe('/');
    expect(destinationAfterChoice(role([]), 'https://evil.example', 'en')).toBe('/en');
  });
});
