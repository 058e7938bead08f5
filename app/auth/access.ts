// Whether the active role may open a screen: the rule of spec §6, as a pure function.
import type { Role } from '@contracts/session';
import type { ScreenDefinition } from '~/screens';

export type AccessDecision = 'allowed' | 'chooseProfile' | 'insufficientPermission';

export function accessDecision(
  screen: Pick<ScreenDefinition, 'access' | 'activeRoleOptional'>,
  activeRole: Pick<Role, 'permissions'> | null,
): AccessDecision {
  if (screen.access === 'public' || screen.activeRoleOptional) return 'allowed';
  if (!activeRole) return 'chooseProfile';
  if (screen.access.length === 0) return 'allowed';
  const granted = new Set(activeRole.permissions.map((permission) => permission.naam));
  return screen.access.some((permission) => granted.has(permission))
    ? 'allowed'
    : 'insufficientPermission';
}
