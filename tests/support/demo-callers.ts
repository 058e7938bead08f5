// Demo accounts as the backend's integration tests call with them: their token's claims, a caller
// (token and role uri) with one of their roles active, and the headers of a call it makes.
import { randomBytes } from 'node:crypto';
import { demoAccounts, roleClaim, roleCodesOf } from '@contracts/demo-catalogue';
import { userSchema } from '@contracts/session';
import type { TestIssuer } from './test-issuer';

export const newSessionId = () => randomBytes(16).toString('base64url');
export const newCorrelationId = () => randomBytes(8).toString('hex');

export interface DemoClaimOptions {
  /** The organisation the token names (vo_orgcode); OVO100001 unless given. */
  organisation?: string;
  /** The token's subject; `demo-<login>` unless given. */
  subject?: string;
  /** The role codes the token carries instead of the account's own. */
  roles?: readonly string[];
  /** Role codes the token carries beside the account's own. */
  extraRoles?: readonly string[];
  /** Whether the token carries the account's national number (rrn). */
  nationalNumber?: boolean;
}

/** The claims of a demo account's token, in the organisation OVO100001 unless told otherwise. */
export function demoClaims(
  login: string,
  {
    organisation = 'OVO100001',
    subject = `demo-${login}`,
    roles,
    extraRoles = [],
    nationalNumber = false,
  }: DemoClaimOptions = {},
) {
  const account = demoAccounts.find((candidate) => candidate.login === login);
  if (!account) throw new Error(login);
  return {
    sub: subject,
    given_name: account.givenName,
    family_name: account.familyName,
    vo_orgcode: organisation,
    ...(nationalNumber ? { rrn: account.nationalNumber } : {}),
    [roleClaim]: [...(roles ?? roleCodesOf(account)), ...extraRoles],
  };
}

export interface RoleCaller {
  token: string;
  /** The role's uri, sent as x-active-role. */
  role: string;
}

/** A demo account's token with one of its roles (by its name) as the active role. */
export async function callerWithRole(
  backendUrl: string,
  issuer: TestIssuer,
  login: string,
  roleName: string,
): Promise<RoleCaller> {
  const token = await issuer.sign(demoClaims(login));
  const response = await fetch(`${backendUrl}/sss/api/backend/user`, {
    headers: { authorization: `Bearer ${token}`, 'x-session-id': newSessionId() },
  });
  const user = userSchema.parse(await response.json());
  const role = user.roles.find((candidate) => candidate.naam === roleName);
  if (!role) throw new Error(`${login} has no role ${roleName}`);
  return { token, role: role.uri };
}

/** The headers of a call a caller makes, in a session of its own. */
export function callHeaders(
  caller: RoleCaller | undefined,
  { correlationId = newCorrelationId(), language = 'nl' } = {},
): Record<string, string> {
  return {
    authorization: `Bearer ${caller?.token ?? ''}`,
    'x-session-id': newSessionId(),
    'x-active-role': caller?.role ?? '',
    'accept-language': language,
    'x-correlation-id': correlationId,
  };
}
