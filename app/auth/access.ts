// Whether the active role may open a screen, as a pure function. Public screens, and those open
// before a profile is chosen, are allowed; otherwise a profile must be active, and a screen that
// lists permissions needs at least one of them in the active role (an empty list: any profile).
import type { Role } from '@contracts/session';
import { isFeatureEnabled } from '~/config/features';
import { getScreen, type ScreenDefinition, type ScreenId } from '~/screens';

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

/**
 * Whether a link to a screen is offered: it has a route (its toggle is on) and the role may open
 * it. A screen whose toggle is off is left out, as one the role may not open.
 */
export function mayOpenScreen(screen: ScreenId, role: Pick<Role, 'permissions'> | null): boolean {
  const definition = getScreen(screen);
  return isFeatureEnabled(definition.feature) && accessDecision(definition, role) === 'allowed';
}
