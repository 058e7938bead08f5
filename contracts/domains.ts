// Which domain a permission belongs to: its first segment names the family, and every family
// belongs to one domain (bulk jobs to the document service, Messages).
import type { Domain, Permission } from './permissions';

const domainOfFamily: Record<string, Domain> = {
  persoon: 'Person',
  logging: 'Logging',
  rapportering: 'Reporting',
  document: 'Messages',
  bulk: 'Messages',
  LED: 'Led',
  mobiliteit: 'Mobility',
  attesten: 'HealthAttestations',
  docProvider: 'DocProvider',
  onderneming: 'Company',
  socialSecurity: 'SocialSecurity',
  kadaster: 'LandRegistry',
  pushNotifications: 'PushNotifications',
  gezin: 'Family',
  onderwijs: 'Education',
};

/** The domain of a permission family (a permission's first segment); undefined when unknown. */
export function domainOfPermissionFamily(family: string): Domain | undefined {
  return Object.hasOwn(domainOfFamily, family) ? domainOfFamily[family] : undefined;
}

export function domainOfPermission(permission: Permission): Domain {
  const family = permission.split('.')[0] ?? '';
  const domain = domainOfPermissionFamily(family);
  if (!domain) throw new Error(`permission ${permission} has no domain`);
  return domain;
}
