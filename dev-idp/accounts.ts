// The demo accounts as the development identity provider sees them: sign-in check, lookup, claims.
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  demoAccounts,
  demoOrganisations,
  demoPassword,
  roleClaim,
  roleCodesOf,
  type DemoAccount,
  type DemoOrganisation,
} from '@contracts/demo-catalogue';

/** Claims released with the `profile` scope, in the ID token and in the backend's access token. */
export const profileClaims = [
  'given_name',
  'family_name',
  'vo_orgcode',
  'vo_orgnaam',
  'vo_doelgroepcode',
  'vo_niscode',
  'rrn',
  'locale',
  roleClaim,
] as const;

export type AccountClaims = {
  sub: string;
  given_name: string;
  family_name: string;
  vo_orgcode: string;
  vo_orgnaam: string;
  vo_doelgroepcode: string;
  vo_niscode?: string;
  rrn: string;
  locale: DemoAccount['language'];
  [roleClaim]: string[];
};

export const subjectOf = (account: DemoAccount): string => `demo-${account.login}`;

const bySubject = new Map(demoAccounts.map((account) => [subjectOf(account), account]));

export const accountBySubject = (subject: string): DemoAccount | undefined =>
  bySubject.get(subject);

/** Logins are compared the way people type them: surrounding spaces and case do not matter. */
export const normaliseLogin = (login: string): string => login.trim().toLowerCase();

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();
const expectedPassword = digest(demoPassword);

/**
 * The account for these credentials, or undefined. The password is compared in constant time and
 * for unknown logins too, so timing tells nothing about which logins exist.
 */
export function authenticate(login: string, password: string): DemoAccount | undefined {
  const account = demoAccounts.find((candidate) => candidate.login === normaliseLogin(login));
  const passwordMatches = timingSafeEqual(digest(password), expectedPassword);
  return account && passwordMatches ? account : undefined;
}

export function claimsOf(account: DemoAccount): AccountClaims {
  const organisation: DemoOrganisation = demoOrganisations[account.organisation];
  return {
    sub: subjectOf(account),
    given_name: account.givenName,
    family_name: account.familyName,
    vo_orgcode: organisation.code,
    vo_orgnaam: organisation.name,
    vo_doelgroepcode: organisation.targetGroup,
    ...(organisation.nisCode ? { vo_niscode: organisation.nisCode } : {}),
    rrn: account.nationalNumber,
    locale: account.language,
    [roleClaim]: roleCodesOf(account),
  };
}
