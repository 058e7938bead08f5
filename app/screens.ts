// THE route table: one entry per screen, the only place that knows its paths and who may open it.
// app/routes.ts registers every entry under /<nl>, /nl/<nl> and /en/<en>; href() builds links from it.
import type { Domain, Permission } from '@contracts/permissions';
// Relative, not '@contracts/…': Remix loads the route table (app/routes.ts) before Vite's aliases apply.
import { childBenefitsPermissions } from '../contracts/child-benefits-permissions';
import { documentPermissions } from '../contracts/document-permissions';
import { educationPermissions } from '../contracts/education-permissions';
import { enterprisePermissions } from '../contracts/enterprise-permissions';
import { healthAttestationPermissions } from '../contracts/health-attestation-permissions';
import { landRegistryPermissions } from '../contracts/land-registry-permissions';
import { ledPermissions } from '../contracts/led-permissions';
import { legalLogPermissions } from '../contracts/legal-log-permissions';
import { personPermissions } from '../contracts/person-permissions';
import { pushPermissions } from '../contracts/push-notification-permissions';
import { reportingPermissions } from '../contracts/reporting-permissions';
import { socialSecurityPermissions } from '../contracts/social-security-permissions';
import { vehiclePermissions } from '../contracts/vehicle-permissions';
import { features, isFeatureEnabled, type FeatureToggle } from './config/features';
import type { ScreenNamespace } from './i18n/namespaces';

export interface ScreenDefinition {
  /** Route module, relative to app/. */
  readonly module: string;
  /** Dutch path without the leading slash ('' for the start page). */
  readonly nl: string;
  /** English path without the leading slash and without the /en prefix. Same parameter names. */
  readonly en: string;
  /** 'public': anyone; an empty list: any signed-in user; otherwise any one of these permissions. */
  readonly access: 'public' | readonly Permission[];
  /**
   * The translation namespaces the screen renders besides common (which every page carries): the
   * page gets only these, the browser loads others when it navigates on.
   */
  readonly namespaces: readonly ScreenNamespace[];
  /** The domain whose start page this screen belongs to. */
  readonly domain?: Domain;
  /** The screen one level up in the breadcrumbs. */
  readonly parent?: string;
  /** The screen exists only while this build-time toggle is on. */
  readonly feature?: FeatureToggle;
  /** Signed-in users may open it before choosing a profile (profile selection itself). */
  readonly activeRoleOptional?: boolean;
  /**
   * The screen consults a source about the subject in its path: its links carry the source and
   * 'Uw referentie' (href() takes them as a typed query).
   */
  readonly consultation?: true;
}

const signedIn: readonly Permission[] = [];

/**
 * The land registry bulk screens: the permissions of each mode whose toggle is on (an ownership
 * file needs the ownership states or the owner search, a parcel file search the parcel search).
 */
const landRegistryBulkAccess: readonly Permission[] = [
  ...(features.landRegistryBulkOwnership
    ? [...landRegistryPermissions.ownershipStates, ...landRegistryPermissions.ownerSearch]
    : []),
  ...(features.landRegistryParcelFileSearch ? landRegistryPermissions.parcels : []),
];
/** The screens exist while either mode's toggle is on. */
const landRegistryBulkFeature: FeatureToggle = features.landRegistryBulkOwnership
  ? 'landRegistryBulkOwnership'
  : 'landRegistryParcelFileSearch';

export const screens = {
  home: {
    module: 'routes/general/home.tsx',
    nl: '',
    en: '',
    namespaces: [],
    access: signedIn,
  },
  privacy: {
    module: 'routes/general/privacy.tsx',
    nl: 'privacy',
    en: 'privacy',
    namespaces: ['info'],
    access: 'public',
    parent: 'home',
  },
  accessibility: {
    module: 'routes/general/accessibility.tsx',
    nl: 'toegankelijkheid',
    en: 'accessibility',
    namespaces: ['info'],
    access: 'public',
    parent: 'home',
  },
  profileSelection: {
    module: 'routes/general/profile-selection.tsx',
    nl: 'profielselectie',
    en: 'profileselection',
    namespaces: ['validation'],
    access: signedIn,
    activeRoleOptional: true,
    parent: 'home',
  },
  profileNotAvailable: {
    module: 'routes/general/profile-not-available.tsx',
    nl: 'profielselectie/nietbeschikbaar',
    en: 'profileselection/notavailable',
    namespaces: [],
    access: 'public',
    parent: 'home',
  },
  widgetGallery: {
    module: 'routes/general/widget-gallery.tsx',
    nl: 'widgetgalerij',
    en: 'widgetgallery',
    namespaces: ['gallery', 'validation'],
    access: signedIn,
    activeRoleOptional: true,
    parent: 'home',
  },
  personSearch: {
    module: 'routes/person/search.tsx',
    nl: 'persoon',
    en: 'person',
    namespaces: ['person', 'lookup', 'validation'],
    access: [
      ...personPermissions.consult,
      ...personPermissions.searchByName,
      ...personPermissions.searchByAddress,
    ],
    domain: 'Person',
    parent: 'home',
  },
  personDetail: {
    module: 'routes/person/detail.tsx',
    nl: 'persoon/insz/:insz',
    en: 'person/insz/:insz',
    namespaces: ['person', 'lookup', 'validation'],
    access: personPermissions.consult,
    consultation: true,
    domain: 'Person',
    parent: 'personSearch',
  },
  familySearch: {
    module: 'routes/person/family-search.tsx',
    nl: 'persoon/gezinssamenstelling',
    en: 'person/familycomposition',
    namespaces: ['person', 'validation'],
    // Any signed-in user may open it; the search inside needs a family-composition permission.
    access: signedIn,
    domain: 'Person',
    parent: 'personSearch',
  },
  familyDetail: {
    module: 'routes/person/family-detail.tsx',
    nl: 'persoon/gezinssamenstelling/insz/:insz',
    en: 'person/familycomposition/insz/:insz',
    namespaces: ['person', 'lookup', 'validation'],
    access: personPermissions.household,
    consultation: true,
    domain: 'Person',
    parent: 'familySearch',
  },
  personAdd: {
    module: 'routes/person/add.tsx',
    nl: 'persoon/toevoegen',
    en: 'person/add',
    namespaces: ['person', 'validation'],
    access: personPermissions.create,
    domain: 'Person',
    parent: 'personSearch',
  },
  personAddError: {
    module: 'routes/person/add-error.tsx',
    nl: 'persoon/fout',
    en: 'person/error',
    namespaces: ['person'],
    access: signedIn,
    domain: 'Person',
    parent: 'personAdd',
  },
  enterpriseSearch: {
    module: 'routes/enterprise/search.tsx',
    nl: 'onderneming',
    en: 'enterprise',
    namespaces: ['enterprise', 'validation'],
    access: enterprisePermissions.consult,
    domain: 'Company',
    parent: 'home',
  },
  enterpriseDetail: {
    module: 'routes/enterprise/detail.tsx',
    nl: 'onderneming/:kbo',
    en: 'enterprise/:kbo',
    namespaces: ['enterprise', 'lookup', 'validation'],
    access: enterprisePermissions.consult,
    consultation: true,
    domain: 'Company',
    parent: 'enterpriseSearch',
  },
  association: {
    module: 'routes/enterprise/association.tsx',
    nl: 'onderneming/vereniging/:vcode',
    en: 'enterprise/association/:vcode',
    namespaces: ['enterprise', 'lookup', 'validation'],
    access: enterprisePermissions.consult,
    consultation: true,
    domain: 'Company',
    parent: 'enterpriseSearch',
  },
  vehicleSearch: {
    module: 'routes/vehicle/search.tsx',
    nl: 'mobiliteit',
    en: 'mobility',
    namespaces: ['vehicle', 'validation'],
    access: vehiclePermissions.any,
    domain: 'Mobility',
    parent: 'home',
  },
  belgianVehicle: {
    module: 'routes/vehicle/belgian.tsx',
    nl: 'mobiliteit/belgischvoertuig/:nummerplaat',
    en: 'mobility/belgianvehicle/:nummerplaat',
    namespaces: ['vehicle', 'lookup', 'validation'],
    access: vehiclePermissions.belgian,
    consultation: true,
    domain: 'Mobility',
    parent: 'vehicleSearch',
  },
  foreignVehicle: {
    module: 'routes/vehicle/foreign.tsx',
    // The second plate only with its toggle: the screen answers 404 for one without it.
    nl: 'mobiliteit/buitenlandsvoertuig/:land/:nummerplaat1/:nummerplaat2?',
    en: 'mobility/foreignvehicle/:land/:nummerplaat1/:nummerplaat2?',
    namespaces: ['vehicle', 'lookup', 'validation'],
    access: vehiclePermissions.foreign,
    consultation: true,
    domain: 'Mobility',
    parent: 'vehicleSearch',
  },
  education: {
    module: 'routes/education/history.tsx',
    nl: 'onderwijs',
    en: 'education',
    namespaces: ['education', 'lookup', 'validation'],
    access: educationPermissions.consult,
    domain: 'Education',
    feature: 'education',
    parent: 'home',
  },
  ledSearch: {
    module: 'routes/led/search.tsx',
    nl: 'leer_en_ervaring',
    en: 'learning_and_experience',
    namespaces: ['led', 'validation'],
    access: ledPermissions.consult,
    domain: 'Led',
    parent: 'home',
  },
  ledProofs: {
    module: 'routes/led/proofs.tsx',
    nl: 'leer_en_ervaring/:insz',
    en: 'learning_and_experience/:insz',
    namespaces: ['led', 'lookup', 'validation'],
    access: ledPermissions.consult,
    consultation: true,
    domain: 'Led',
    parent: 'ledSearch',
  },
  ledProof: {
    module: 'routes/led/proof.tsx',
    nl: 'leer_en_ervaring/:insz/:referte',
    en: 'learning_and_experience/:insz/:referte',
    namespaces: ['led', 'lookup', 'validation'],
    access: ledPermissions.consult,
    consultation: true,
    domain: 'Led',
    parent: 'ledProofs',
  },
  ledAdd: {
    module: 'routes/led/add.tsx',
    nl: 'leer_en_ervaring/toevoegen',
    en: 'learning_and_experience/add',
    namespaces: ['led', 'validation'],
    access: ledPermissions.register,
    domain: 'Led',
    parent: 'ledSearch',
  },
  ledBulk: {
    module: 'routes/led/bulk.tsx',
    nl: 'leer_en_ervaring/toevoegen/via_bestand',
    en: 'learning_and_experience/add/via_file',
    namespaces: ['led', 'bulk', 'validation'],
    access: ledPermissions.register,
    domain: 'Led',
    parent: 'ledSearch',
  },
  ledBulkResult: {
    module: 'routes/led/bulk-result.tsx',
    nl: 'leer_en_ervaring/toevoegen/via_bestand/resultaat/:jobId',
    en: 'learning_and_experience/add/via_file/result/:jobId',
    namespaces: ['led', 'bulk'],
    access: ledPermissions.register,
    domain: 'Led',
    parent: 'ledBulk',
  },
  socialSecurity: {
    module: 'routes/social-security/status.tsx',
    nl: 'socialezekerheid',
    en: 'socialsecurity',
    namespaces: ['socialsecurity', 'lookup', 'validation'],
    // The living wage alone opens the screen only while its toggle is on.
    access: [
      ...socialSecurityPermissions.socialStatus,
      ...(features.livingWage ? socialSecurityPermissions.livingWage : []),
    ],
    domain: 'SocialSecurity',
    parent: 'home',
  },
  childBenefits: {
    module: 'routes/child-benefits/child-benefits.tsx',
    nl: 'gezin',
    en: 'family',
    namespaces: ['childbenefits', 'lookup', 'bulk', 'validation'],
    access: childBenefitsPermissions.consult,
    domain: 'Family',
    parent: 'home',
  },
  healthAttestations: {
    module: 'routes/health-attestation/search.tsx',
    nl: 'attesten',
    en: 'healthattestations',
    namespaces: ['healthattestation', 'lookup', 'validation'],
    access: healthAttestationPermissions.attestations,
    domain: 'HealthAttestations',
    parent: 'home',
  },
  oneDoseRequired: {
    module: 'routes/health-attestation/one-dose.tsx',
    nl: 'attesten/eendosisvereist',
    en: 'healthattestations/onedoserequired',
    namespaces: ['healthattestation', 'lookup', 'validation'],
    access: healthAttestationPermissions.oneDoseRequired,
    domain: 'HealthAttestations',
    feature: 'oneDoseRequired',
    parent: 'healthAttestations',
  },
  healthAttestation: {
    module: 'routes/health-attestation/attestation.tsx',
    nl: 'attesten/:attestId',
    en: 'healthattestations/:attestId',
    namespaces: ['healthattestation', 'lookup', 'validation'],
    access: healthAttestationPermissions.attestations,
    consultation: true,
    domain: 'HealthAttestations',
    parent: 'healthAttestations',
  },
  ctpcAttestation: {
    module: 'routes/health-attestation/ctpc.tsx',
    nl: 'ctpc/:ctpcId',
    en: 'ctpc/:ctpcId',
    namespaces: ['healthattestation', 'lookup', 'validation'],
    access: healthAttestationPermissions.ctpc,
    consultation: true,
    domain: 'HealthAttestations',
    feature: 'ctpc',
    parent: 'healthAttestations',
  },
  landRegistryBulk: {
    module: 'routes/land-registry/bulk.tsx',
    nl: 'kadaster/via_bestand',
    en: 'landregistry/byfile',
    namespaces: ['landregistrybulk', 'landregistry', 'bulk', 'validation'],
    access: landRegistryBulkAccess,
    domain: 'LandRegistry',
    feature: landRegistryBulkFeature,
    parent: 'landRegistry',
  },
  landRegistryBulkResult: {
    module: 'routes/land-registry/bulk-result.tsx',
    nl: 'kadaster/via_bestand/resultaat/:jobId',
    en: 'landregistry/byfile/result/:jobId',
    namespaces: ['landregistrybulk', 'landregistry', 'bulk'],
    access: landRegistryBulkAccess,
    domain: 'LandRegistry',
    feature: landRegistryBulkFeature,
    parent: 'landRegistryBulk',
  },
  landRegistryHistory: {
    module: 'routes/land-registry/history.tsx',
    nl: 'kadaster/historiek',
    en: 'landregistry/ownershipstatushistory',
    namespaces: ['landregistryhistory', 'landregistry', 'validation'],
    access: landRegistryPermissions.history,
    domain: 'LandRegistry',
    feature: 'landRegistryHistory',
    parent: 'landRegistry',
  },
  landRegistryHistoryDetail: {
    module: 'routes/land-registry/history-detail.tsx',
    nl: 'kadaster/historiek/:capakey',
    en: 'landregistry/ownershipstatushistory/:capakey',
    namespaces: ['landregistryhistory', 'landregistry', 'lookup', 'validation'],
    access: landRegistryPermissions.history,
    consultation: true,
    domain: 'LandRegistry',
    feature: 'landRegistryHistory',
    parent: 'landRegistryHistory',
  },
  landRegistrySales: {
    module: 'routes/land-registry/sales.tsx',
    nl: 'kadaster/verkoopprijzen',
    en: 'landregistry/salesprices',
    namespaces: ['landregistrysales', 'landregistry', 'lookup', 'validation'],
    access: landRegistryPermissions.salesPrices,
    domain: 'LandRegistry',
    feature: 'landRegistrySalesPrices',
    parent: 'landRegistry',
  },
  landRegistrySale: {
    module: 'routes/land-registry/sale.tsx',
    nl: 'kadaster/verkoopprijzen/:saleId',
    en: 'landregistry/salesdetail/:saleId',
    namespaces: ['landregistrysales', 'landregistry', 'lookup', 'validation'],
    access: landRegistryPermissions.salesPrices,
    domain: 'LandRegistry',
    feature: 'landRegistrySalesPrices',
    parent: 'landRegistrySales',
  },
  landRegistry: {
    module: 'routes/land-registry/search.tsx',
    nl: 'kadaster',
    en: 'landregistry',
    namespaces: ['landregistry', 'lookup', 'validation'],
    access: landRegistryPermissions.start,
    domain: 'LandRegistry',
    parent: 'home',
  },
  landRegistryPartition: {
    module: 'routes/land-registry/partition.tsx',
    nl: 'kadaster/:capakeyPartitionId',
    en: 'landregistry/:capakeyPartitionId',
    namespaces: ['landregistry', 'lookup', 'validation'],
    access: landRegistryPermissions.partition,
    consultation: true,
    domain: 'LandRegistry',
    parent: 'landRegistry',
  },
  document: {
    module: 'routes/document/search.tsx',
    nl: 'documentendienst',
    en: 'documentservice',
    namespaces: ['document', 'lookup', 'validation'],
    access: documentPermissions.any,
    domain: 'Messages',
    parent: 'home',
  },
  documentShipment: {
    module: 'routes/document/shipment.tsx',
    nl: 'documentendienst/verzending/:messageId1',
    en: 'documentservice/dispatch/:messageId1',
    namespaces: ['document', 'lookup', 'validation'],
    access: documentPermissions.search,
    domain: 'Messages',
    parent: 'document',
  },
  documentShipmentPair: {
    module: 'routes/document/pair.tsx',
    nl: 'documentendienst/verzending/:messageId1/:messageId2',
    en: 'documentservice/dispatch/:messageId1/:messageId2',
    namespaces: ['document', 'lookup', 'validation'],
    access: documentPermissions.search,
    domain: 'Messages',
    parent: 'document',
  },
  // A citizen's download of a document they were sent by e-mail or eBox: no sign-in, no cookie.
  publicDownload: {
    module: 'routes/document/public-download.tsx',
    nl: 'download/:guid',
    en: 'download/:guid',
    namespaces: ['documentdownload'],
    access: 'public',
  },
  notFound: {
    module: 'routes/general/not-found.tsx',
    nl: '*',
    en: '*',
    namespaces: [],
    access: 'public',
  },
  documentLetter: {
    module: 'routes/document/letter.tsx',
    nl: 'documentendienst/brief/verzenden',
    en: 'documentservice/letter/send',
    namespaces: ['documentsend', 'validation'],
    access: documentPermissions.letter,
    domain: 'Messages',
    parent: 'document',
  },
  documentEbox: {
    module: 'routes/document/ebox.tsx',
    nl: 'documentendienst/ebox/verzenden',
    en: 'documentservice/ebox/send',
    namespaces: ['documentsend', 'validation'],
    access: documentPermissions.ebox,
    domain: 'Messages',
    parent: 'document',
  },
  documentEmail: {
    module: 'routes/document/email.tsx',
    nl: 'documentendienst/email/verzenden',
    en: 'documentservice/email/send',
    namespaces: ['documentsend', 'validation'],
    access: documentPermissions.email,
    domain: 'Messages',
    feature: 'emailSending',
    parent: 'document',
  },
  documentLetterResend: {
    module: 'routes/document/letter-resend.tsx',
    nl: 'documentendienst/brief/herverzenden/:messageId',
    en: 'documentservice/letter/resend/:messageId',
    namespaces: ['documentsend', 'validation'],
    access: documentPermissions.letter,
    domain: 'Messages',
    parent: 'document',
  },
  documentEboxResend: {
    module: 'routes/document/ebox-resend.tsx',
    nl: 'documentendienst/ebox/herverzenden/:messageId',
    en: 'documentservice/ebox/resend/:messageId',
    namespaces: ['documentsend', 'validation'],
    access: documentPermissions.ebox,
    domain: 'Messages',
    parent: 'document',
  },
  // The legal log (logging): the security consultant's search of the consultations, with its
  // audit reports; one entry with its link in the chain; the entries of one request.
  legalLog: {
    module: 'routes/legal-log/search.tsx',
    nl: 'logging',
    en: 'logging',
    namespaces: ['logging', 'lookup', 'validation'],
    access: legalLogPermissions.read,
    domain: 'Logging',
    parent: 'home',
  },
  legalLogEntry: {
    module: 'routes/legal-log/entry.tsx',
    nl: 'logging/detail/:referte',
    en: 'logging/detail/:referte',
    namespaces: ['logging', 'lookup', 'validation'],
    access: legalLogPermissions.read,
    domain: 'Logging',
    parent: 'legalLog',
  },
  legalLogRequest: {
    module: 'routes/legal-log/request.tsx',
    nl: 'logging/aanvraag/:requestId',
    en: 'logging/request/:requestId',
    namespaces: ['logging', 'lookup', 'validation'],
    access: legalLogPermissions.read,
    domain: 'Logging',
    parent: 'legalLog',
  },
  // Reporting: the functional administrator's usage reports of the organisations in the role's
  // scope; a GET form to choose one, its period and organisation; one report with its chart,
  // table and downloads.
  reports: {
    module: 'routes/reporting/reports.tsx',
    nl: 'rapportering',
    en: 'reporting',
    namespaces: ['reporting', 'lookup', 'validation'],
    access: reportingPermissions.read,
    domain: 'Reporting',
    parent: 'home',
  },
  reportSelection: {
    module: 'routes/reporting/selection.tsx',
    nl: 'rapportering/selectie',
    en: 'reporting/selection',
    namespaces: ['reporting', 'lookup', 'validation'],
    access: reportingPermissions.read,
    domain: 'Reporting',
    parent: 'reports',
  },
  report: {
    module: 'routes/reporting/report.tsx',
    nl: 'rapportering/:titel',
    en: 'reporting/:titel',
    namespaces: ['reporting', 'lookup', 'validation'],
    access: reportingPermissions.read,
    domain: 'Reporting',
    parent: 'reports',
  },
  // Push notifications: the notifications an organisation sent with what they reached, its
  // members (the citizens registered in its app) with their devices, and its groups.
  pushNotifications: {
    module: 'routes/push/notifications.tsx',
    nl: 'notificatie',
    en: 'notification',
    namespaces: ['push', 'lookup', 'validation'],
    access: pushPermissions.notifications,
    domain: 'PushNotifications',
    parent: 'home',
  },
  pushNotification: {
    module: 'routes/push/notification.tsx',
    nl: 'notificatie/melding/:notificatie',
    en: 'notification/message/:notificatie',
    namespaces: ['push', 'lookup', 'validation'],
    access: pushPermissions.notifications,
    domain: 'PushNotifications',
    parent: 'pushNotifications',
  },
  pushSend: {
    module: 'routes/push/send.tsx',
    nl: 'notificatie/versturen',
    en: 'notification/send',
    namespaces: ['push', 'lookup', 'validation'],
    access: pushPermissions.notifications,
    domain: 'PushNotifications',
    parent: 'pushNotifications',
  },
  pushGroupSend: {
    module: 'routes/push/group-send.tsx',
    nl: 'notificatie/groep/versturen',
    en: 'notification/group/send',
    namespaces: ['push', 'lookup', 'validation'],
    access: pushPermissions.notifications,
    feature: 'pushSendToGroups',
    domain: 'PushNotifications',
    parent: 'pushNotifications',
  },
  // A notification sent by file: one member a line, each with the line's own content or the
  // content common to the file; then its job's progress and result.
  pushBulk: {
    module: 'routes/push/bulk.tsx',
    nl: 'notificatie/bulk',
    en: 'notification/bulk',
    namespaces: ['push', 'bulk', 'validation'],
    access: pushPermissions.notifications,
    domain: 'PushNotifications',
    parent: 'pushNotifications',
  },
  pushBulkResult: {
    module: 'routes/push/bulk-result.tsx',
    nl: 'notificatie/bulk/resultaat',
    en: 'notification/bulk/result',
    namespaces: ['push', 'bulk'],
    access: pushPermissions.notifications,
    domain: 'PushNotifications',
    parent: 'pushBulk',
  },
  pushMembers: {
    module: 'routes/push/members.tsx',
    nl: 'notificatie/lid',
    en: 'notification/member',
    namespaces: ['push', 'lookup', 'validation'],
    access: pushPermissions.receivers,
    domain: 'PushNotifications',
    parent: 'pushNotifications',
  },
  pushMemberNew: {
    module: 'routes/push/member-new.tsx',
    nl: 'notificatie/lid/nieuw',
    en: 'notification/member/new',
    namespaces: ['push', 'lookup', 'validation'],
    access: pushPermissions.receivers,
    domain: 'PushNotifications',
    parent: 'pushMembers',
  },
  pushMember: {
    module: 'routes/push/member.tsx',
    nl: 'notificatie/lid/:lid',
    en: 'notification/member/:lid',
    namespaces: ['push', 'lookup', 'validation'],
    access: pushPermissions.receivers,
    domain: 'PushNotifications',
    parent: 'pushMembers',
  },
  pushGroups: {
    module: 'routes/push/groups.tsx',
    nl: 'notificatie/groep',
    en: 'notification/group',
    namespaces: ['push', 'lookup', 'validation'],
    // Any profile may open it; the backend gives the groups only to one with a push permission.
    access: signedIn,
    domain: 'PushNotifications',
    parent: 'pushNotifications',
    feature: 'pushGroups',
  },
} as const satisfies Record<string, ScreenDefinition>;

export type ScreenId = keyof typeof screens;

/**
 * Start paths of the domains. A domain's screens join the table when the domain is built; until
 * then nothing links to its start path (`hasStartScreen`).
 */
export const domainStartPaths = {
  Person: { nl: 'persoon', en: 'person' },
  Logging: { nl: 'logging', en: 'logging' },
  Reporting: { nl: 'rapportering', en: 'reporting' },
  Messages: { nl: 'documentendienst', en: 'documentservice' },
  Led: { nl: 'leer_en_ervaring', en: 'learning_and_experience' },
  Mobility: { nl: 'mobiliteit', en: 'mobility' },
  HealthAttestations: { nl: 'attesten', en: 'healthattestations' },
  DocProvider: { nl: 'documentendienstaansluitingen', en: 'documentserviceconnections' },
  Company: { nl: 'onderneming', en: 'enterprise' },
  SocialSecurity: { nl: 'socialezekerheid', en: 'socialsecurity' },
  LandRegistry: { nl: 'kadaster', en: 'landregistry' },
  PushNotifications: { nl: 'notificatie', en: 'notification' },
  Family: { nl: 'gezin', en: 'family' },
  Education: { nl: 'onderwijs', en: 'education' },
} as const satisfies Record<Domain, { nl: string; en: string }>;

/**
 * Whether a domain is built: a screen of the route table, with its feature toggle on, sits at the
 * domain's start path. Only built domains get a card, a link or a redirect; the others would
 * answer with the not-found page.
 */
export function hasStartScreen(
  domain: Domain,
  table: Readonly<Record<string, ScreenDefinition>> = screens,
  enabled: (toggle: FeatureToggle | undefined) => boolean = isFeatureEnabled,
): boolean {
  const paths = domainStartPaths[domain];
  return Object.values(table).some(
    (screen) =>
      screen.domain === domain &&
      screen.nl === paths.nl &&
      screen.en === paths.en &&
      enabled(screen.feature),
  );
}

/** The domains of a role that are built, in the role's order. */
export function builtDomains(domains: readonly Domain[]): Domain[] {
  return domains.filter((domain) => hasStartScreen(domain));
}

export function domainStartHref(domain: Domain, locale: 'nl' | 'en'): string {
  const paths = domainStartPaths[domain];
  return locale === 'en' ? `/en/${paths.en}` : `/${paths.nl}`;
}

export const screenIds = Object.keys(screens) as ScreenId[];

export function getScreen(id: ScreenId): ScreenDefinition {
  return screens[id];
}

/** Remix route ids: the bare Dutch path keeps the screen id, the prefixed variants get a suffix. */
export function routeIdFor(id: ScreenId, variant: 'nl' | 'nl-prefixed' | 'en'): string {
  if (variant === 'nl') return id;
  return `${id}.${variant === 'en' ? 'en' : 'nl'}`;
}

/** The screen a Remix route id belongs to, or undefined for the root and other non-screen routes. */
export function screenIdFromRouteId(routeId: string): ScreenId | undefined {
  const id = routeId.replace(/\.(nl|en)$/, '');
  return id in screens ? (id as ScreenId) : undefined;
}

/**
 * Every screen's paths as patterns ('/persoon/insz/:insz', '/kadaster/verkoopprijzen', also under
 * /nl and /en): the access log names a request by its pattern, never by a subject's identifier,
 * and a screen without parameters by itself rather than by a pattern it happens to match
 * ('/kadaster/:capakeyPartitionId').
 */
export function screenPathPatterns(): string[] {
  return Object.values(screens as Record<string, ScreenDefinition>).flatMap((screen) => [
    `/${screen.nl}`,
    `/nl/${screen.nl}`,
    `/en/${screen.en}`,
  ]);
}

/** Breadcrumb trail from the start page down to the screen itself. */
export function breadcrumbTrail(id: ScreenId): ScreenId[] {
  const trail: ScreenId[] = [];
  let current: ScreenId | undefined = id;
  while (current && !trail.includes(current)) {
    trail.unshift(current);
    const parent: string | undefined = getScreen(current).parent;
    current = parent && parent in screens ? (parent as ScreenId) : undefined;
  }
  return trail;
}
