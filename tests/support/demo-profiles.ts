// Every demo account with each of its profiles, signed in over HTTP: the generated suites run
// their checks once per (account, profile) and once without a session.
import {
  demoAccounts,
  demoOrganisations,
  demoRoles,
  type DemoAccount,
  type DemoRole,
  type DemoRoleKey,
} from '@contracts/demo-catalogue';
import { CookieJar, signInOverHttp } from './http-sign-in';

export interface DemoProfile {
  login: string;
  /** The role the session acts under, or null for an account without one (or no session). */
  roleKey: DemoRoleKey | null;
  role: DemoRole | null;
  /** The organisation code the role is held for. */
  organisation: string | null;
  /** A short label for test names: 'carla.desmet as Kadaster'. */
  label: string;
}

/** The URI the backend gives a role (backend/auth/identity.ts). */
export function roleUri(roleKey: DemoRoleKey, organisationCode: string): string {
  return `urn:backoffice:rol:${roleKey}:${organisationCode}`;
}

/**
 * Every (account, profile) pair of the demo catalogue; an account without roles appears once
 * with none. The fast variant keeps every account's first profile; the full one, all of them.
 */
export function demoProfiles({ full }: { full: boolean }): DemoProfile[] {
  return demoAccounts.flatMap((account: DemoAccount): DemoProfile[] => {
    if (account.roles.length === 0) {
      return [
        {
          login: account.login,
          roleKey: null,
          role: null,
          organisation: null,
          label: `${account.login} without a profile`,
        },
      ];
    }
    const grants = full ? account.roles : account.roles.slice(0, 1);
    return grants.map(({ role, organisation }) => ({
      login: account.login,
      roleKey: role,
      role: demoRoles[role],
      organisation: demoOrganisations[organisation ?? account.organisation].code,
      label: `${account.login} as ${role}`,
    }));
  });
}

/** The visitor without a session. */
export const anonymous: DemoProfile = {
  login: '',
  roleKey: null,
  role: null,
  organisation: null,
  label: 'no session',
};

/**
 * Signs in as the profile's account and makes its role the active one (profile selection's
 * post, as the form sends it). Without a login: an empty cookie jar.
 */
export async function sessionFor(baseUrl: string, profile: DemoProfile): Promise<CookieJar> {
  if (!profile.login) return new CookieJar();
  const { jar } = await signInOverHttp(baseUrl, profile.login);
  if (profile.roleKey && profile.organisation) {
    const response = await fetch(`${baseUrl}/profielselectie`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        origin: baseUrl,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        uri: roleUri(profile.roleKey, profile.organisation),
        redirect: '/',
      }).toString(),
    });
    if (response.status !== 302) {
      throw new Error(`${profile.label}: choosing the profile answered ${response.status}`);
    }
    jar.store(response);
  }
  return jar;
}
