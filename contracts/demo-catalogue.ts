// The demo catalogue shared by the embedded identity provider and the reference backend, one
// source for both: organisations, roles with their permissions, and accounts.
// Organisations and people are invented; national numbers are valid but belong to nobody.
import type { Domain, Permission } from './permissions';

/** The token claim that lists a user's role codes, as ACM/IDM's `<app>_rol_3d` claims do. */
export const roleClaim = 'bop_rol_3d';
/** Application prefix of every role code: `BackofficePortaal-<role>:<organisation code>`. */
export const roleApplication = 'BackofficePortaal';
/** Password of every demo account. */
export const demoPassword = 'demo';

export interface DemoOrganisation {
  code: string;
  name: string;
  /** Target-group code (doelgroep) of the organisation. */
  targetGroup: string;
  /** NIS code of the municipality the organisation works for, when it is local. */
  nisCode?: string;
}

export const demoOrganisations = {
  zonnedorp: { code: 'OVO100001', name: 'Gemeente Zonnedorp', targetGroup: 'LB', nisCode: '44021' },
  ocmwZonnedorp: { code: 'OVO100002', name: 'OCMW Zonnedorp', targetGroup: 'LB', nisCode: '44021' },
  rivierstad: { code: 'OVO100003', name: 'Stad Rivierstad', targetGroup: 'LB', nisCode: '11002' },
  digitaalBeheer: { code: 'OVO100004', name: 'Agentschap Digitaal Beheer', targetGroup: 'VO' },
  vaccinatiecentrum: { code: 'OVO100005', name: 'Vaccinatiecentrum Noord', targetGroup: 'ZORG' },
} as const satisfies Record<string, DemoOrganisation>;

export type DemoOrganisationKey = keyof typeof demoOrganisations;

export interface DemoPermission {
  naam: Permission;
  bronnen?: string[];
  parameters?: Record<string, string>;
}

export interface DemoRole {
  /** Role name as it appears in the role code and on screen. */
  name: string;
  /** The service the role belongs to (attestation profile kind for health attestations). */
  service: string;
  domains: Domain[];
  permissions: DemoPermission[];
}

const all = <P extends Permission>(...names: P[]): DemoPermission[] =>
  names.map((naam) => ({ naam }));

const persoonPermissions: Permission[] = [
  'persoon.geefPersoon',
  'persoon.geefHistoriekPersoon',
  'persoon.geefGezinssamenstelling',
  'persoon.geefHistoriekGezinssamenstelling',
  'persoon.zoekPersoonOpAdres',
  'persoon.zoekPersoonOpNaam',
  'persoon.creeerBis',
];

export const demoRoles = {
  Burgerzaken: {
    name: 'Burgerzaken',
    service: 'Persoon',
    domains: ['Person'],
    permissions: persoonPermissions.map((naam) => ({
      naam,
      bronnen: ['RR', 'KSZ'],
      parameters: { legalLogReferentieVerplicht: '1' },
    })),
  },
  SocialeDienst: {
    name: 'Sociale dienst',
    service: 'Sociaal',
    domains: ['SocialSecurity', 'Family', 'Education', 'Person'],
    permissions: [
      ...all(
        'socialSecurity.geefSociaalStatuut',
        // The living wage: an OCMW's social service pays it; the screen shows it only with its
        // build-time toggle on.
        'socialSecurity.geefLeefloon',
        'gezin.geefKindVoordelen',
        'onderwijs.geeefHistoriekInschrijving',
      ),
      { naam: 'persoon.geefPersoon', bronnen: ['RR'] },
      { naam: 'persoon.geefGezinssamenstelling', bronnen: ['RR'] },
    ],
  },
  Kadaster: {
    name: 'Kadaster',
    service: 'Kadaster',
    domains: ['LandRegistry'],
    permissions: all(
      'kadaster.zoekEigendomstoestanden',
      'kadaster.zoekPerceel',
      'kadaster.zoekVerkoopprijzen',
      'kadaster.geefHistoriekEigendomstoestand',
      'kadaster.geefEigendomstoestanden',
    ),
  },
  GasBoetes: {
    name: 'GAS-boetes',
    service: 'Mobiliteit',
    domains: ['Mobility'],
    permissions: all('mobiliteit.binnenlandsVoertuig', 'mobiliteit.buitenlandsVoertuig'),
  },
  Economie: {
    name: 'Economie',
    service: 'Onderneming',
    domains: ['Company'],
    permissions: all(
      'onderneming.geefOnderneming',
      'onderneming.GeefPCenTW',
      'onderneming.GeefDeelnemingen',
    ),
  },
  Documentendienst: {
    name: 'Documentendienst',
    service: 'Documentendienst',
    domains: ['Messages', 'PushNotifications'],
    permissions: all(
      'document.zoekVerzending',
      'document.verstuurBrief',
      'document.verstuurEboxBurger',
      'document.verstuurEboxOnderneming',
      'document.verstuurEmail',
      'document.metadata',
      'bulk.bulkJobs',
      'bulk.bulkJobsResults',
      'pushNotifications.notifications',
      'pushNotifications.receivers',
    ),
  },
  /**
   * A front desk that follows up its organisation's shipments and may send to citizens' eBoxes,
   * but sends no letters: it may not resend a letter (the resend rule).
   */
  DocumentenRaadplegen: {
    name: 'Documenten raadplegen',
    service: 'Documentendienst',
    domains: ['Messages'],
    permissions: all('document.zoekVerzending', 'document.verstuurEboxBurger'),
  },
  FunctioneelBeheer: {
    name: 'Functioneel beheer',
    service: 'Beheer',
    domains: ['DocProvider', 'Reporting'],
    // The agency runs the portal for the local organisations: it reports on their use too.
    permissions: [
      { naam: 'docProvider.admin' },
      {
        naam: 'rapportering.zoek',
        parameters: { organisaties: 'OVO100001,OVO100002,OVO100003,OVO100005' },
      },
    ],
  },
  Veiligheidsconsulent: {
    name: 'Veiligheidsconsulent',
    service: 'LegalLog',
    domains: ['Logging'],
    permissions: all('logging.zoekLegalLog'),
  },
  Attesten: {
    name: 'Attesten',
    service: 'VaccinatieCentrum',
    domains: ['HealthAttestations'],
    permissions: all(
      'attesten.attesten',
      'attesten.ctpc',
      'attesten.oneDoseRequired',
      'attesten.metadata',
    ),
  },
  Led: {
    name: 'LED',
    service: 'Led',
    domains: ['Led'],
    permissions: all(
      'LED.geefBewijs',
      'LED.registreerBewijs',
      'LED.bewijsMetadata',
      'LED.AnnuleerBewijs',
    ),
  },
  Archief: {
    name: 'Archief',
    service: 'Archief',
    domains: [],
    permissions: [],
  },
  Historiek: {
    name: 'Historiek',
    service: 'Persoon',
    domains: ['Person'],
    permissions: [{ naam: 'persoon.geefHistoriekPersoon', bronnen: ['RR'] }],
  },
} as const satisfies Record<string, DemoRole>;

export type DemoRoleKey = keyof typeof demoRoles;

export interface DemoAccount {
  login: string;
  givenName: string;
  familyName: string;
  /** National register number (insz), valid and invented. */
  nationalNumber: string;
  organisation: DemoOrganisationKey;
  /** Role grants: a catalogue role, for the account's own organisation unless another is named. */
  roles: { role: DemoRoleKey; organisation?: DemoOrganisationKey }[];
  /** Role codes the identity provider sends but the catalogue does not know. */
  unknownRoleCodes?: string[];
  /** Preferred language (taalkeuze). */
  language: 'nl' | 'en';
}

export const demoAccounts: DemoAccount[] = [
  {
    login: 'an.peeters',
    givenName: 'An',
    familyName: 'Peeters',
    nationalNumber: '80041200285',
    organisation: 'zonnedorp',
    roles: [{ role: 'Burgerzaken' }],
    language: 'nl',
  },
  {
    login: 'bart.claes',
    givenName: 'Bart',
    familyName: 'Claes',
    nationalNumber: '75093001742',
    organisation: 'ocmwZonnedorp',
    roles: [{ role: 'SocialeDienst' }],
    language: 'nl',
  },
  {
    login: 'carla.desmet',
    givenName: 'Carla',
    familyName: 'De Smet',
    nationalNumber: '88010502432',
    organisation: 'zonnedorp',
    roles: [{ role: 'Kadaster' }, { role: 'GasBoetes' }, { role: 'Economie' }],
    language: 'nl',
  },
  {
    login: 'dirk.maes',
    givenName: 'Dirk',
    familyName: 'Maes',
    nationalNumber: '69031703156',
    organisation: 'rivierstad',
    roles: [{ role: 'Documentendienst' }],
    language: 'nl',
  },
  {
    login: 'els.jacobs',
    givenName: 'Els',
    familyName: 'Jacobs',
    nationalNumber: '91082204895',
    organisation: 'digitaalBeheer',
    roles: [{ role: 'FunctioneelBeheer' }, { role: 'Veiligheidsconsulent' }],
    language: 'nl',
  },
  {
    login: 'frank.willems',
    givenName: 'Frank',
    familyName: 'Willems',
    nationalNumber: '83061105740',
    organisation: 'vaccinatiecentrum',
    roles: [{ role: 'Attesten' }, { role: 'Led' }],
    language: 'nl',
  },
  {
    login: 'geert.wouters',
    givenName: 'Geert',
    familyName: 'Wouters',
    nationalNumber: '72022806341',
    organisation: 'zonnedorp',
    roles: [{ role: 'Archief' }],
    unknownRoleCodes: [`${roleApplication}-Stedenbouw:OVO100001`],
    language: 'nl',
  },
  {
    login: 'hilde.mertens',
    givenName: 'Hilde',
    familyName: 'Mertens',
    nationalNumber: '95070408296',
    organisation: 'zonnedorp',
    roles: [],
    language: 'nl',
  },
  {
    login: 'ilse.vermeulen',
    givenName: 'Ilse',
    familyName: 'Vermeulen',
    nationalNumber: '87091909660',
    organisation: 'ocmwZonnedorp',
    roles: [{ role: 'Historiek' }],
    language: 'nl',
  },
  {
    login: 'demo',
    givenName: 'Demo',
    familyName: 'Gebruiker',
    nationalNumber: '01010100918',
    organisation: 'digitaalBeheer',
    roles: (Object.keys(demoRoles) as DemoRoleKey[])
      .filter((role) => demoRoles[role].permissions.length > 0)
      // The front desk of the city whose shipments dirk.maes sends, to see them under that rule.
      .map((role) =>
        role === 'DocumentenRaadplegen' ? { role, organisation: 'rivierstad' as const } : { role },
      ),
    language: 'nl',
  },
];

export function roleCode(role: DemoRoleKey, organisation: DemoOrganisationKey): string {
  return `${roleApplication}-${role}:${demoOrganisations[organisation].code}`;
}

/** The role codes the identity provider puts in an account's role claim. */
export function roleCodesOf(account: DemoAccount): string[] {
  return [
    ...account.roles.map(({ role, organisation }) =>
      roleCode(role, organisation ?? account.organisation),
    ),
    ...(account.unknownRoleCodes ?? []),
  ];
}
