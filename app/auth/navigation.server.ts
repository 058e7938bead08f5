// Choosing a profile, and where the user goes next: to the domain's start page when exactly one of
// the role's domains is built (a domain not built has no page to offer), otherwise to the (safe) redirect target, else to the start page.
import { redirect, type AppLoadContext } from '@remix-run/node';
import { setActiveRole, type Role } from '@contracts/session';
import { callBackend } from '~/backend/client.server';
import type { Locale } from '~/i18n/locale';
import { href } from '~/routing/href';
import { safeRedirect } from '~/routing/safe-redirect';
import { builtDomains, domainStartHref } from '~/screens';

/**
 * Exactly one built domain: its start page. Otherwise the (safe) redirect target, else the start
 * page (which lists the built domains).
 */
export function destinationAfterChoice(
  role: Role,
  redirectTarget: unknown,
  locale: Locale,
): string {
  const [onlyDomain, ...others] = builtDomains(role.domains);
  if (onlyDomain && others.length === 0) {
    return domainStartHref(onlyDomain, locale);
  }
  return safeRedirect(redirectTarget, href('home', {}, locale));
}

/** Makes a role the active one, in the backend and in the session. */
export async function chooseRole(
  request: Request,
  context: AppLoadContext,
  uri: string,
): Promise<Role> {
  const role = await callBackend(setActiveRole, { request, context, body: { uri } });
  context.session.update({ activeRoleUri: role.uri });
  // A new profile asks the backend for the user again, on every replica.
  const sessionId = context.session.data?.sessionId;
  if (sessionId) await context.users?.forget(sessionId);
  return role;
}

export function redirectAfterChoice(role: Role, redirectTarget: unknown, locale: Locale): Response {
  return redirect(destinationAfterChoice(role, redirectTarget, locale));
}
