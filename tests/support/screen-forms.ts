// The forms of every screen of the route table as the demo account sees them (it holds every role):
// each screen is opened under a role that may open it (accessDecision), preferring one whose page
// answers without an error, and the forms of the page and of its other views are collected.
import {
  demoAccounts,
  demoOrganisations,
  demoRoles,
  type DemoRoleKey,
} from '@contracts/demo-catalogue';
import { accessDecision } from '~/auth/access';
import { getScreen, type ScreenId } from '~/screens';
import { sessionFor, type DemoProfile } from './demo-profiles';
import { visit, type CookieJar } from './http-sign-in';
import { formsOf, sameScreenViews, type PageForm } from './page-forms';

export const demoAccount = demoAccounts.find((account) => account.login === 'demo')!;
/** The demo account's roles, in the catalogue's order. */
export const demoRoleKeys: DemoRoleKey[] = demoAccount.roles.map(({ role }) => role);
/** The demo account's organisation code: its roles are held for it, unless the grant names another. */
export const demoOrganisation = demoOrganisations[demoAccount.organisation].code;

/** The organisation code a role of the demo account is held for (the front desk: Stad Rivierstad). */
export function organisationOf(role: DemoRoleKey): string {
  const grant = demoAccount.roles.find((candidate) => candidate.role === role);
  return grant?.organisation ? demoOrganisations[grant.organisation].code : demoOrganisation;
}

export function permissionsOf(role: DemoRoleKey) {
  return demoRoles[role].permissions.map((permission) => ({
    naam: permission.naam,
    bronnen: [],
    parameters: [],
  }));
}

export interface OpenedScreen {
  role: DemoRoleKey;
  jar: CookieJar;
  /** The forms of the page and of its other views, in the order found. */
  forms: PageForm[];
}

/** Signs the demo account in once per role and opens screens under the role they need. */
export class DemoScreens {
  private readonly sessions = new Map<DemoRoleKey, CookieJar>();

  constructor(private readonly baseUrl: string) {}

  async sessionOf(role: DemoRoleKey): Promise<CookieJar> {
    let jar = this.sessions.get(role);
    if (!jar) {
      const profile: DemoProfile = {
        login: demoAccount.login,
        roleKey: role,
        role: demoRoles[role],
        organisation: organisationOf(role),
        label: `${demoAccount.login} as ${role}`,
      };
      jar = await sessionFor(this.baseUrl, profile);
      this.sessions.set(role, jar);
    }
    return jar;
  }

  /** The screen at `path` under the first role that opens it without an error page. */
  async open(id: ScreenId, path: string): Promise<OpenedScreen> {
    const screen = getScreen(id);
    const allowed = demoRoleKeys.filter(
      (role) => accessDecision(screen, { permissions: permissionsOf(role) }) === 'allowed',
    );
    if (allowed.length === 0) throw new Error(`no role of the demo account opens ${id}`);
    let chosen: { role: DemoRoleKey; jar: CookieJar; body: string; url: string } | null = null;
    for (const role of allowed) {
      const jar = await this.sessionOf(role);
      const page = await visit(jar, `${this.baseUrl}${path}`);
      chosen ??= { role, jar, body: page.body, url: page.url };
      if (page.response.status < 400) {
        chosen = { role, jar, body: page.body, url: page.url };
        break;
      }
    }
    const { role, jar, body, url } = chosen!;
    const forms = formsOf(body, url);
    for (const view of sameScreenViews(body, url)) {
      const page = await visit(jar, `${this.baseUrl}${view}`);
      forms.push(...formsOf(page.body, page.url));
    }
    return { role, jar, forms };
  }
}
