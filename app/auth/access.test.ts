import { describe, expect, it } from 'vitest';
import type { Permission } from '@contracts/permissions';
import { accessDecision } from './access';

const role = (...names: Permission[]) => ({
  permissions: names.map((naam) => ({ naam, bronnen: [], parameters: [] })),
});

describe('accessDecision', () => {
  it('lets anyone open a public screen', () => {
    expect(accessDecision({ access: 'public' }, null)).toBe('allowed');
  });

  it('lets a signed-in user choose a profile without having one', () => {
    expect(accessDecision({ access: [], activeRoleOptional: true }, null)).toBe('allowed');
  });

  it('asks for a profile first on every other screen', () => {
    expect(accessDecision({ access: [] }, null)).toBe('chooseProfile');
    expect(accessDecision({ access: ['persoon.geefPersoon'] }, null)).toBe('chooseProfile');
  });

  it('needs any one of the listed permissions', () => {
    const screen = {
      access: ['persoon.geefPersoon', 'persoon.geefHistoriekPersoon'] as Permission[],
    };
    expect(accessDecision(screen, role('persoon.geefHistoriekPersoon'))).toBe('allowed');
    expect(accessDecision(screen, role('kadaster.zoekPerceel'))).toBe('insufficientPermission');
    expect(accessDecision(screen, role())).toBe('insufficientPermission');
  });

  it('lets any profile open a screen that needs no permission', () => {
    expect(accessDecision({ access: [] }, role())).toBe('allowed');
  });
});
