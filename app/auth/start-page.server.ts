// The start page's rule: where a signed-in user lands. Without an active profile, a user with none
// goes to the profile-not-available page, one with several chooses, and one with a single profile
// gets it chosen (a failure to choose it says so on profile selection). A profile with exactly one
// built domain goes straight to that domain's start page, as after choosing it; otherwise the
// start page lists the role's built domains.
import { redirect } from '@remix-run/node';
import type { Role } from '@contracts/session';
import { requestLocale } from '~/i18n/i18next.server';
import type { Locale } from '~/i18n/locale';
import type { RequestArgs } from '~/load-context';
import { href } from '~/routing/href';
import { redirectWithAlert } from '~/ui/feedback/flash.server';
import { destinationAfterChoice } from './navigation.server';
import { chooseOnlyRole, requireUser } from './require-permission.server';
import { activeRoleOf } from './user.server';

/**
 * Before the start page's permission check: a user without an active profile gets one chosen, or
 * is sent where they choose one (or learn they have none).
 */
export async function chooseStartProfile(args: RequestArgs): Promise<void> {
  const { request, context } = args;
  const locale = requestLocale(request);
  const user = await requireUser(args);
  if (activeRoleOf(user, context.session.data?.activeRoleUri)) return;
  const [onlyRole, ...otherRoles] = user.roles;
  if (!onlyRole) throw redirect(href('profileNotAvailable', {}, locale));
  if (otherRoles.length > 0) {
    throw redirect(href('profileSelection', {}, locale, { redirect: href('home', {}, locale) }));
  }
  // On the start page a failed choice is said on profile selection (a screen's link goes on).
  if (!(await chooseOnlyRole(args, user))) {
    throw await redirectWithAlert(href('profileSelection', {}, locale), {
      kind: 'error',
      messageKey: 'roleSelectionFailed',
      closable: true,
    });
  }
}

/** A role with exactly one built domain opens that domain's start page instead, as after choosing it. */
export function sendToOnlyDomain(role: Role | null, locale: Locale): void {
  const home = href('home', {}, locale);
  const destination = role ? destinationAfterChoice(role, home, locale) : home;
  if (destination !== home) throw redirect(destination);
}
