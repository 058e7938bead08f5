// Turns verified token claims into the portal's user: catalogue roles, misconfigured role codes,
// and a keyed hash instead of the national number.
import { createHmac } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import { roleApplication, roleClaim } from '@contracts/demo-catalogue';
import type { Domain, Permission } from '@contracts/permissions';
import type { Role, User } from '@contracts/session';
import type { Database, OrganisationTable, RolePermissionTable, RoleTable } from '../db/schema';
import type { TokenClaims } from './access-token';

const roleCodePattern = new RegExp(`^${roleApplication}-([A-Za-z]+):([A-Za-z0-9]+)$`);

export function roleUri(roleKey: string, organisationCode: string): string {
  return `urn:backoffice:rol:${roleKey}:${organisationCode}`;
}

export function parseRoleCode(code: string): { roleKey: string; organisationCode: string } | null {
  const match = roleCodePattern.exec(code);
  return match?.[1] && match[2] ? { roleKey: match[1], organisationCode: match[2] } : null;
}

export function hashNationalNumber(nationalNumber: string, secret: string): string {
  return createHmac('sha256', secret).update(nationalNumber).digest('hex');
}

export type Identity = Omit<User, 'expiresAt'>;

export async function resolveIdentity(
  db: Kysely<Database>,
  claims: TokenClaims,
  hashSecret: string,
): Promise<Identity> {
  const codes = [...new Set(claims[roleClaim])];
  const parsed = codes.map((code) => ({ code, parts: parseRoleCode(code) }));
  const roleKeys = [...new Set(parsed.flatMap(({ parts }) => (parts ? [parts.roleKey] : [])))];
  const organisationCodes = [
    ...new Set([
      claims.vo_orgcode,
      ...parsed.flatMap(({ parts }) => (parts ? [parts.organisationCode] : [])),
    ]),
  ];

  const { roles, permissions, organisations } = await catalogueEntries(
    db,
    roleKeys,
    organisationCodes,
  );

  const roleByKey = new Map(roles.map((role) => [role.key, role]));
  const organisationByCode = new Map(
    organisations.map((organisation) => [organisation.code, organisation]),
  );

  const resolved: Role[] = [];
  const misconfiguredRoles: string[] = [];
  for (const { code, parts } of parsed) {
    const role = parts ? roleByKey.get(parts.roleKey) : undefined;
    const organisation = parts ? organisationByCode.get(parts.organisationCode) : undefined;
    if (!parts || !role || !organisation) {
      misconfiguredRoles.push(code);
      continue;
    }
    resolved.push({
      full: `${role.name} – ${organisation.name}`,
      uri: roleUri(role.key, organisation.code),
      service: role.service,
      naam: role.name,
      organisatie: { code: organisation.code, naam: organisation.name },
      domains: role.domains as Domain[],
      permissions: permissions
        .filter((permission) => permission.role_key === role.key)
        .map((permission) => ({
          naam: permission.permission as Permission,
          bronnen: permission.sources.map((waarde) => ({ waarde })),
          parameters: Object.entries(permission.parameters).map(([naam, waarde]) => ({
            naam,
            waarde,
          })),
        })),
    });
  }
  resolved.sort((a, b) => a.full.localeCompare(b.full, 'nl'));

  const home = organisationByCode.get(claims.vo_orgcode);
  return {
    sub: claims.sub,
    givenName: claims.given_name,
    familyName: claims.family_name,
    taalkeuze: claims.locale.startsWith('en') ? 'en' : 'nl',
    serviceDeskUrl: home?.service_desk_url ?? null,
    organisatieCode: claims.vo_orgcode,
    organisatieNaam: home?.name ?? claims.vo_orgnaam,
    nisCode: claims.vo_niscode ?? home?.nis_code ?? null,
    doelgroepCode: claims.vo_doelgroepcode ?? home?.target_group ?? null,
    rrn: claims.rrn ? hashNationalNumber(claims.rrn, hashSecret) : null,
    roles: resolved,
    misconfiguredRoles,
  };
}

/**
 * The roles, their permissions and the organisations a token names, in one statement: every
 * backend call resolves them, so three round trips would be paid on every page.
 */
async function catalogueEntries(
  db: Kysely<Database>,
  roleKeys: readonly string[],
  organisationCodes: readonly string[],
): Promise<{
  roles: Selectable<RoleTable>[];
  permissions: Selectable<RolePermissionTable>[];
  organisations: Selectable<OrganisationTable>[];
}> {
  // An empty `in ()` is not SQL: a key no row has stands in for "none".
  const keys = sql.join(roleKeys.length ? roleKeys : ['']);
  const codes = sql.join(organisationCodes.length ? organisationCodes : ['']);
  const { rows } = await sql<{
    roles: Selectable<RoleTable>[];
    permissions: Selectable<RolePermissionTable>[];
    organisations: Selectable<OrganisationTable>[];
  }>`select
      (select coalesce(json_agg(r), '[]') from roles r where r.key in (${keys})) as roles,
      (select coalesce(json_agg(p), '[]') from role_permissions p
        where p.role_key in (${keys})) as permissions,
      (select coalesce(json_agg(o), '[]') from organisations o
        where o.code in (${codes})) as organisations`.execute(db);
  const [entries] = rows;
  if (!entries) throw new Error('the role catalogue could not be read');
  return entries;
}
