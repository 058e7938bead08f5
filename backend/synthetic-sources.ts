// The synthetic sources a reference backend holds, in the order they are seeded: the people
// first, then what is drawn from them (the vehicles' holders from the enterprises too), then the
// document service and its public download links, then the legal log's history. Each seed fills only its own empty tables, so a
// database that has a source keeps it. The backend's start (main.ts) and the tests' seeded
// templates go through this one list.
import type { Kysely } from 'kysely';
import { seedBulkHistory } from './bulk/history-seed';
import { seedChildBenefits } from './child-benefits/seed';
import type { Clock } from './clock';
import type { Database } from './db/schema';
import { seedDocumentDownloads } from './document/download-seed';
import { postalClock, type PostalSchedule } from './document/schedule';
import { seedDocuments } from './document/seed';
import { seedEducation } from './education/seed';
import { seedEnterprises } from './enterprise/seed';
import { seedHealthAttestations } from './health-attestation/seed';
import { seedLandRegistry } from './land-registry/seed';
import { seedLed } from './led/seed';
import { seedLegalLogHistory } from './legal-log/history-seed';
import { seedPopulation } from './population/seed';
import type { PopulationSize } from './population/size';
import { seedPushNotifications } from './push/seed';
import { seedSocialSecurity } from './social-security/seed';
import { seedVehicles } from './vehicle/seed';

export interface SeedContext {
  size: PopulationSize;
  /** The backend's clock: the seeded shipments' histories run up to its now. */
  clock: Clock;
  /** How fast the seeded shipments advance (their download links expire accordingly). */
  postalSchedule: PostalSchedule;
  /** The key of the public download links' token hashes. */
  hashSecret: string;
}

export interface SyntheticSource {
  name: SyntheticSourceName;
  /** How the start's log names it. */
  what: string;
  seed: (db: Kysely<Database>, context: SeedContext) => Promise<{ generated: boolean }>;
}

export type SyntheticSourceName =
  | 'population'
  | 'enterprises'
  | 'vehicles'
  | 'education'
  | 'led'
  | 'socialSecurity'
  | 'childBenefits'
  | 'healthAttestations'
  | 'landRegistry'
  | 'documents'
  | 'documentDownloads'
  | 'legalLogHistory'
  | 'bulkHistory'
  | 'pushNotifications';

export const syntheticSources: readonly SyntheticSource[] = [
  {
    name: 'population',
    what: 'population',
    seed: async (db, { size }) => ({ size, ...(await seedPopulation(db, { size })) }),
  },
  { name: 'enterprises', what: 'enterprise register', seed: (db, c) => seedEnterprises(db, c) },
  { name: 'vehicles', what: 'vehicle registers', seed: (db, c) => seedVehicles(db, c) },
  { name: 'education', what: 'education source', seed: (db, c) => seedEducation(db, c) },
  { name: 'led', what: 'learning and experience proofs', seed: (db, c) => seedLed(db, c) },
  {
    name: 'socialSecurity',
    what: 'social security source',
    seed: (db, c) => seedSocialSecurity(db, c),
  },
  { name: 'childBenefits', what: 'child benefits', seed: (db, c) => seedChildBenefits(db, c) },
  {
    name: 'healthAttestations',
    what: 'health attestation source',
    seed: (db, c) => seedHealthAttestations(db, c),
  },
  { name: 'landRegistry', what: 'land registry', seed: (db, c) => seedLandRegistry(db, c) },
  {
    name: 'documents',
    what: 'document service',
    seed: (db, { size, clock, postalSchedule }) =>
      seedDocuments(db, { size, clock: postalClock(clock, postalSchedule) }),
  },
  {
    name: 'documentDownloads',
    what: 'public download links',
    seed: (db, { hashSecret, postalSchedule }) =>
      seedDocumentDownloads(db, { hashSecret, schedule: postalSchedule }),
  },
  // Last: its subjects come from the sources before it, its times end at the clock's now.
  {
    name: 'legalLogHistory',
    what: 'legal log history',
    seed: (db, { clock, hashSecret, size }) => seedLegalLogHistory(db, { clock, hashSecret, size }),
  },
  // After the legal log's history: its jobs end at the clock's now too.
  {
    name: 'bulkHistory',
    what: 'bulk job history',
    seed: (db, { clock }) => seedBulkHistory(db, { clock }),
  },
  // Its members are people of the population; its history ends at the clock's now.
  {
    name: 'pushNotifications',
    what: 'push notification members',
    seed: (db, { clock, size }) => seedPushNotifications(db, { clock, size }),
  },
];

/**
 * The sources that read the clock or the hash secret: the document service and its links, and
 * the legal log's history (its times end at the clock's now, its chain is under the secret's key),
 * the bulk jobs' history (its times end at the clock's now), and the push notifications' history.
 */
export const clockedSources: readonly SyntheticSourceName[] = [
  'documents',
  'documentDownloads',
  'legalLogHistory',
  'bulkHistory',
  'pushNotifications',
];
