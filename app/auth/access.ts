// Whether the active role may open a screen, as a pure function. Public screens, and those open
// before a profile is chosen, are allowed; otherwise a profile must be active, and a screen that
// lists permissions needs at least one of them in the active role (an empty list: any profile).
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
