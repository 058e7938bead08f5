// The only way a loader or action is protected: the screen's rule from app/screens.ts, checked
// against the signed-in user and the active role. Not signed in: sign in, then come back. No active
// profile: a single profile is chosen automatically, otherwise profile selection, then back. A
// profile without the screen's permission: profile selection, with a warning that stays.
import { data, redirect, redirectDocument, type AppLoadContext } from '@remix-run/node';
import type { Role, User } from '@contracts/session';
import { BackendError, SessionLostError } from '~/backend/errors';
import { signInHref } from '~/endpoints';
import { requestLocale } from '~/i18n/i18next.server';
import type { RequestArgs } from '~/load-context';
import { href } from '~/routing/href';
import { getScreen, type ScreenId } from '~/screens';
import { redirectWithAlert } from '~/ui/feedback/flash.server';
import { accessDecision } from './access';
import { chooseRole } from './navigation.server';
import { activeRoleOf, hasLiveSession, loadUser } from './user.server';

export interface Authorised {
  user: User;
  activeRole: Role | null;
}

/** The path and query of this request, where sign-in and profile selection return to. */
export function currentTarget(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** Sign-in leaves the app for the provider's pages: a full document load, not a client navigation. */
export function signInRedirect(request: Request, context: AppLoadContext): Response {
  context.session.destroy();
  return redirectDocument(signInHref(currentTarget(request)));
}

/** The signed-in user, or a redirect: to sign-in, or to the profile-not-available page. */
export async function requireUser({ request, context }: RequestArgs): Promise<User> {
  if (!hasLiveSession(context)) throw signInRedirect(request, context);
  try {
    return await loadUser(request, context);
  } catch (error) {
    if (error instanceof SessionLostError) throw signInRedirect(request, context);
    // The backend could not be reached or did not answer in time: not a matter of the profile,
    // but of the moment. The error page says so, with the request's reference.
    if (error instanceof BackendError && (error.status === 503 || error.status === 504)) {
      throw data({ correlationId: context.correlationId }, { status: error.status });
    }
    // Any other failure but a lost session (401, above) or a 403: the profile is not available
    // (docs/rules/errors.md).
    if (error instanceof BackendError && error.status !== 403) {
      throw redirect(href('profileNotAvailable', {}, requestLocale(request)));
    }
    throw error;
  }
}

/**
 * A user with a single profile has nothing to choose: a link straight into a screen (a bookmark,
 * a link in a mail) makes it the active one, as the start page does. Null when that fails, or
 * when there is not exactly one profile.
 */
export async function chooseOnlyRole(args: RequestArgs, user: User): Promise<Role | null> {
  const [onlyRole, ...otherRoles] = user.roles;
  if (!onlyRole || otherRoles.length > 0) return null;
  try {
    return await chooseRole(args.request, args.context, onlyRole.uri);
  } catch (error) {
    if (error instanceof SessionLostError) throw signInRedirect(args.request, args.context);
    args.context.log.warn({ err: error }, 'automatic role selection failed');
    return null;
  }
}

/**
 * The refusal of a profile without the permissions a page needs: profile selection, with a
 * warning that stays. Also for a page any profile may open whose backend refuses this one.
 */
export function insufficientPermission(request: Request): Promise<Response> {
  return redirectWithAlert(href('profileSelection', {}, requestLocale(request)), {
    kind: 'warning',
    messageKey: 'insufficientPermission',
    closable: false,
  });
}

export async function requirePermission(
  args: RequestArgs,
  screenId: ScreenId,
): Promise<Authorised> {
  const { request, context } = args;
  const locale = requestLocale(request);
  const user = await requireUser(args);
  let activeRole = activeRoleOf(user, context.session.data?.activeRoleUri);
  if (accessDecision(getScreen(screenId), activeRole) === 'chooseProfile') {
    activeRole = (await chooseOnlyRole(args, user)) ?? activeRole;
  }
  switch (accessDecision(getScreen(screenId), activeRole)) {
    case 'allowed':
      return { user, activeRole };
    case 'chooseProfile':
      throw redirect(href('profileSelection', {}, locale, { redirect: currentTarget(request) }));
    case 'insufficientPermission':
      throw await insufficientPermission(request);
  }
}
