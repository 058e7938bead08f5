// A synthetic history of bulk jobs, so that the bulk report has figures: over the days before the
// seed's clock time, jobs of the bulk kinds the demo users send (learning and experience proofs by
// the vaccination centre, child benefits by the social welfare centre, land registry ownerships
// and parcels by the municipality), each with its sheet and its items, all finished, most lines
// found, some not, a few refused or failed. Deterministic (one seeded generator), and seeded once,
// after the legal log's history, into bulk tables that may already hold jobs (the history's ids
// are its own).
import type { Insertable, Kysely } from 'kysely';
import { demoAccounts, demoOrganisations, type DemoRoleKey } from '@contracts/demo-catalogue';
import type { Clock } from '../clock';
import type { BulkFileTable, BulkItemTable, BulkJobTable, Database } from '../db/schema';
import { seedOnce, type Seeded } from '../db/seed-once';
import { Random } from '../population/random';

const historyLock = 7_291_123;
/** What the correlation ids of the history's jobs start with. */
export const bulkHistoryCorrelationPrefix = 'bulk-hist-';

/** Who sends each kind of job: the demo user, the role, the grant, and what a line names. */
const senders: {
  kind: string;
  login: string;
  role: DemoRoleKey;
  permission: string;
  column: string;
  subject: (random: Random) => string;
  share: number;
}[] = [
  {
    kind: 'led',
    login: 'frank.willems',
    role: 'Led',
    permission: 'LED.registreerBewijs',
    column: 'Rijksregisternummer',
    subject: nationalNumber,
    share: 3,
  },
  {
    kind: 'childBenefits',
    login: 'bart.claes',
    role: 'SocialeDienst',
    permission: 'gezin.geefKindVoordelen',
    column: 'Rijksregisternummer',
    subject: nationalNumber,
    share: 3,
  },
  {
    kind: 'landRegistryOwnership',
    login: 'carla.desmet',
    role: 'Kadaster',
    permission: 'kadaster.geefEigendomstoestanden',
    column: 'Rijksregisternummer',
    subject: nationalNumber,
    share: 2,
  },
  {
    kind: 'landRegistryParcels',
    login: 'carla.desmet',
    role: 'Kadaster',
    permission: 'kadaster.zoekPerceel',
    column: 'Capakey',
    subject: (random) =>
      `${random.int(10_000, 99_999)}A${String(random.int(0, 9999)).padStart(4, '0')}/00${String.fromCharCode(65 + random.int(0, 25))}000`,
    share: 2,
  },
];

/** A national number of the right shape with a valid check (of nobody in particular). */
function nationalNumber(random: Random): string {
  const base = `${String(random.int(50, 99))}${String(random.int(1, 12)).padStart(2, '0')}${String(random.int(1, 28)).padStart(2, '0')}${String(random.int(1, 997)).padStart(3, '0')}`;
  return `${base}${String(97 - (Number(base) % 97)).padStart(2, '0')}`;
}

/** How a line ends: found, not found, refused by the source, or failed. */
const outcomes: readonly (readonly [{ status: number; message: string | null }, number])[] = [
  [{ status: 200, message: null }, 85],
  [{ status: 404, message: 'Niet gevonden' }, 10],
  [{ status: 422, message: 'De bron kon de vraag niet beantwoorden' }, 3],
  [{ status: 500, message: 'Technische fout' }, 2],
];

export interface BulkHistoryOptions {
  /** How many days before the clock time it covers (90). */
  days?: number;
  /** How many jobs it holds (30). */
  jobs?: number;
  /** The most lines one job has (120). */
  maximumLines?: number;
}

export interface BulkHistoryRows {
  bulk_files: Insertable<BulkFileTable>[];
  bulk_jobs: Insertable<BulkJobTable>[];
  bulk_items: Insertable<BulkItemTable>[];
}

/** The history's files, jobs and items, every job sent and finished before `now`. */
export function bulkHistoryRows(now: Date, options: BulkHistoryOptions = {}): BulkHistoryRows {
  const { days = 90, jobs = 30, maximumLines = 120 } = options;
  const random = new Random('bulk-history');
  const rows: BulkHistoryRows = { bulk_files: [], bulk_jobs: [], bulk_items: [] };
  const shares = senders.map((sender) => [sender, sender.share] as const);
  for (let index = 0; index < jobs; index += 1) {
    const sender = random.weighted(shares);
    const account = demoAccounts.find((candidate) => candidate.login === sender.login);
    if (!account) throw new Error(`no demo account ${sender.login}`);
    const organisation = demoOrganisations[account.organisation].code;
    // A working day's office hours, UTC.
    const day = new Date(now);
    day.setUTCHours(0, 0, 0, 0);
    day.setUTCDate(day.getUTCDate() - random.int(1, days));
    if (day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() - 2);
    if (day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() - 1);
    const created = new Date(
      day.getTime() + (random.int(7, 15) * 3600 + random.int(0, 3599)) * 1000,
    );
    const lineCount = random.int(3, maximumLines);
    // From a fraction of a second to a few seconds a line: seconds to minutes a job.
    const perLineMs = random.int(150, 2500);
    const fileId = random.uuid();
    const jobId = random.uuid();
    const fileName = `${sender.kind}-${created.toISOString().slice(0, 10)}.xlsx`;
    const subjects = Array.from({ length: lineCount }, () => sender.subject(random));
    let finished = created.getTime();
    const items = subjects.map((subject, position) => {
      const { status, message } = random.weighted(outcomes);
      finished += perLineMs + random.int(0, perLineMs);
      return {
        job_id: jobId,
        position,
        line: position + 2,
        payload: JSON.stringify({ waarde: subject }),
        status,
        message,
        result: null,
        worker: 'history',
        finished_at: new Date(finished),
      };
    });
    rows.bulk_files.push({
      id: fileId,
      kind: sender.kind,
      owner_subject: `demo-${account.login}`,
      organisation_code: organisation,
      file_name: fileName,
      reference: null,
      header_row: 1,
      header: JSON.stringify([sender.column]),
      lines: JSON.stringify(
        subjects.map((subject, position) => ({
          regel: position + 2,
          cellen: [subject],
          fouten: [],
          item: { waarde: subject },
        })),
      ),
      line_count: lineCount,
      error_line_count: 0,
      state: 'verzonden',
      created_at: new Date(created.getTime() - random.int(30, 600) * 1000),
    });
    rows.bulk_jobs.push({
      id: jobId,
      kind: sender.kind,
      file_id: fileId,
      owner_subject: `demo-${account.login}`,
      owner_name: `${account.givenName} ${account.familyName}`,
      organisation_code: organisation,
      role_uri: `urn:backoffice:rol:${sender.role}:${organisation}`,
      permission: sender.permission,
      correlation_id: `${bulkHistoryCorrelationPrefix}${index.toString(36)}`,
      reference: null,
      language: 'nl',
      file_name: fileName,
      item_count: lineCount,
      created_at: created,
      finished_at: new Date(Math.min(finished, now.getTime() - 1000)),
    });
    rows.bulk_items.push(...items);
  }
  return rows;
}

/** Seeds the bulk history once, its jobs ending before the clock's now. */
export async function seedBulkHistory(
  db: Kysely<Database>,
  { clock }: { clock: Clock },
): Promise<Seeded<'jobs'>> {
  return seedOnce(db, {
    lock: historyLock,
    marker: 'bulk_history_seed',
    counted: { jobs: 'bulk_jobs' },
    load: async () => ({ ...bulkHistoryRows(clock.now()) }),
  });
}
