// Which domains the start page, the profile choice and the redirects after it may lead to: only
// those whose start screen is in the route table, derived from it.
import { describe, expect, it } from 'vitest';
import { builtDomains, domainStartHref, hasStartScreen, type ScreenDefinition } from './screens';

const mobilityStart: ScreenDefinition = {
  module: 'routes/mobility/search.tsx',
  nl: 'mobiliteit',
  en: 'mobility',
  namespaces: [],
  access: [],
  domain: 'Mobility',
};

describe('a domain is built when its start screen is in the route table', () => {
  it('holds for the built domains, not for the domains still to come', () => {
    expect(hasStartScreen('Person')).toBe(true);
    expect(hasStartScreen('Education')).toBe(true);
    expect(hasStartScreen('SocialSecurity')).toBe(true);
    expect(hasStartScreen('HealthAttestations')).toBe(true);
    expect(hasStartScreen('LandRegistry')).toBe(true);
    expect(hasStartScreen('PushNotifications')).toBe(true);
    expect(hasStartScreen('DocProvider')).toBe(false);
    // A role's built domains, in the role's order.
    expect(builtDomains(['LandRegistry', 'SocialSecurity', 'Education', 'Person'])).toEqual([
      'LandRegistry',
      'SocialSecurity',
      'Education',
      'Person',
    ]);
    expect(builtDomains([])).toEqual([]);
  });

  it('follows the table: a screen at the start path, of that domain, in both languages', () => {
    const on = () => true;
    expect(hasStartScreen('Mobility', { mobilityStart }, on)).toBe(true);
    expect(hasStartScreen('Company', { mobilityStart }, on)).toBe(false);
    expect(hasStartScreen('Mobility', { other: { ...mobilityStart, domain: 'Company' } }, on)).toBe(
      false,
    );
    expect(
      hasStartScreen('Mobility', { deeper: { ...mobilityStart, nl: 'mobiliteit/buitenland' } }, on),
    ).toBe(false);
    expect(hasStartScreen('Mobility', { english: { ...mobilityStart, en: 'vehicles' } }, on)).toBe(
      false,
    );
  });

  it('needs the start screen’s feature toggle on', () => {
    const toggled = { mobilityStart: { ...mobilityStart, feature: 'pushGroups' as const } };
    expect(hasStartScreen('Mobility', toggled, (toggle) => toggle !== 'pushGroups')).toBe(false);
    expect(hasStartScreen('Mobility', toggled, () => true)).toBe(true);
  });

  it('links a built domain to its start screen in both languages', () => {
    expect(domainStartHref('Person', 'nl')).toBe('/persoon');
    expect(domainStartHref('Person', 'en')).toBe('/en/person');
  });
});
