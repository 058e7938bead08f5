// The land registry's bulk processors (ADR 014): one line of an ownership file is one ownership
// consultation, looked up as the single calls look it up and written to the legal log in the
// transaction that ends the line, under the permission of its single call: a capakey (subject
// CapaKey, as geefEigendomstoestand) gives every partition of the parcel with its owners, rights
// and shares; a national number (Insz) or an enterprise number (KboNummer), as
// zoekEigendomstoestand, the first 100 partitions in which that owner holds a right. One line of a
// parcel file search is one parcel search (no owners, not a consultation), as zoekperceel: the
// first 100 partitions it finds. Nothing found ends the line 404 with the source's message; an
// owner who holds no ownership state 404 with 'no ownership states found'. The line's result is
// what it found in one cell of the result file, cut with '…' beyond an item's longest result.
import { sql, type Kysely } from 'kysely';
import { bulkItemStatus } from '@contracts/bulk';
import {
  getOwnershipState,
  landRegistrySources,
  maximumPartitions,
  searchOwnershipStates,
  type OwnershipState,
  type PartitionRow,
} from '@contracts/land-registry';
import {
  ownershipBulkItem,
  ownershipItemPermissions,
  parcelBulkItem,
  type OwnershipBulkItem,
} from '@contracts/land-registry-bulk';
import type { Permission } from '@contracts/permissions';
import { itemProcessor, jobEntryFields } from '../bulk/items';
import { BULK_TEXT_MAX_LENGTH, type BulkOutcome, type BulkProcessor } from '../bulk/processor';
import type { Database } from '../db/schema';
import type { Language } from '../http/messages';
import { appendEntry, legalLogKey } from '../legal-log/chain';
import {
  currentStates,
  partitionsById,
  partitionsOfCapakey,
  partitionsOfOwner,
  searchPartitions,
} from './read';

/** The bulk kinds of the land registry's files and jobs. */
export const ownershipBulkKind = 'landRegistryOwnership';
export const parcelBulkKind = 'landRegistryParcels';

const texts = {
  nl: {
    noParcel: 'Geen perceel gevonden',
    noOwner: 'Geen eigenaar gevonden met dit nummer',
    noStates: 'Geen eigendomstoestanden gevonden',
    found: (count: number) => `${count} ${count === 1 ? 'partitie' : 'partities'} gevonden`,
    more: (count: number) => `, de eerste ${maximumPartitions} van ${count}`,
    noState: 'geen eigendomstoestand',
    incomplete: 'onvolledig antwoord',
  },
  en: {
    noParcel: 'No parcel found',
    noOwner: 'No owner found with this number',
    noStates: 'No ownership states found',
    found: (count: number) => `${count} ${count === 1 ? 'partition' : 'partitions'} found`,
    more: (count: number) => `, the first ${maximumPartitions} of ${count}`,
    noState: 'no ownership state',
    incomplete: 'incomplete answer',
  },
} as const;

/** A summary cut to what an item's result may hold. */
function cut(summary: string): string {
  return summary.length > BULK_TEXT_MAX_LENGTH
    ? `${summary.slice(0, BULK_TEXT_MAX_LENGTH - 1)}…`
    : summary;
}

/** A code with its label, as every screen shows one: 'Volle eigendom (VE)'. */
const labelled = (code: { code: string; omschrijving: string }) =>
  `${code.omschrijving} (${code.code})`;

/**
 * A partition's current owners in one text: each party with its number, right and share
 * ('Rita Peeters (60111842284) Volle eigendom (VE) 1/2'), or 'no ownership state'; an answer whose
 * shares do not add up is flagged.
 */
export function ownersText(state: OwnershipState | undefined, language: Language): string {
  if (!state) return texts[language].noState;
  const owners = state.rechten.map((right) => {
    const party = state.partijen.find((candidate) => candidate.partijId === right.partijId);
    const number = party ? (party.soort === 'persoon' ? party.insz : party.ondernemingsnummer) : '';
    const name = party ? `${party.naam} (${number}) ` : '';
    return `${name}${labelled(right.recht)} ${right.aandeel.teller}/${right.aandeel.noemer}`;
  });
  const text = owners.join(', ');
  return state.volledig ? text : `${text} [${texts[language].incomplete}]`;
}

/** A partition as a line's result names it: '44021A0041/00A000 P0000'. */
const partitionName = (row: PartitionRow) => `${row.capakey} ${row.partitie}`;

/** The parcel's partitions with their owners: 'P0000: …; P0001: …'. */
function parcelSummary(
  partitions: readonly PartitionRow[],
  states: ReadonlyMap<string, OwnershipState>,
  language: Language,
): string {
  return cut(
    partitions
      .map((row) => `${row.partitie}: ${ownersText(states.get(row.id), language)}`)
      .join('; '),
  );
}

/** An owner's partitions with the state's owners: '44021A0041/00A000 P0000: …; …'. */
function ownerSummary(
  partitions: readonly PartitionRow[],
  states: ReadonlyMap<string, OwnershipState>,
  language: Language,
): string {
  return cut(
    partitions
      .map((row) => `${partitionName(row)}: ${ownersText(states.get(row.id), language)}`)
      .join('; '),
  );
}

/** The owner a number names in the registers (a person or an enterprise), or null. */
async function ownerExists(
  db: Kysely<Database>,
  item: Exclude<OwnershipBulkItem, { capakey: string }>,
): Promise<boolean> {
  const found =
    'insz' in item
      ? await db
          .selectFrom('persons')
          .select(sql<number>`1`.as('one'))
          .where('insz', '=', item.insz)
          .executeTakeFirst()
      : await db
          .selectFrom('enterprises')
          .select(sql<number>`1`.as('one'))
          .where('enterprise_number', '=', item.ondernemingsnummer)
          .executeTakeFirst();
  return found !== undefined;
}

interface Looked {
  outcome: BulkOutcome;
  /** The legal-log entry's operation, subject and outcome. */
  operation: string;
  subjectKind: 'CapaKey' | 'Insz' | 'KboNummer';
  subject: string;
  logged: 'gevonden' | 'niet gevonden' | 'geen eigendomstoestanden';
}

/** One ownership line looked up: what it found, and what its legal-log entry records. */
export async function lookUpOwnership(
  db: Kysely<Database>,
  item: OwnershipBulkItem,
  language: Language,
): Promise<Looked> {
  const text = texts[language];
  if ('capakey' in item) {
    const partitions = await partitionsOfCapakey(db, item.capakey, language);
    const states = await currentStates(
      db,
      partitions.map((row) => row.id),
      language,
    );
    const base = {
      operation: getOwnershipState.id,
      subjectKind: 'CapaKey',
      subject: item.capakey,
    } as const;
    if (partitions.length === 0) {
      return {
        ...base,
        logged: 'niet gevonden',
        outcome: { status: bulkItemStatus.notFound, message: text.noParcel },
      };
    }
    return {
      ...base,
      logged: 'gevonden',
      outcome: {
        status: bulkItemStatus.done,
        message: text.found(partitions.length),
        result: parcelSummary(partitions, states, language),
      },
    };
  }
  const base =
    'insz' in item
      ? ({ operation: searchOwnershipStates.id, subjectKind: 'Insz', subject: item.insz } as const)
      : ({
          operation: searchOwnershipStates.id,
          subjectKind: 'KboNummer',
          subject: item.ondernemingsnummer,
        } as const);
  if (!(await ownerExists(db, item))) {
    return {
      ...base,
      logged: 'niet gevonden',
      outcome: { status: bulkItemStatus.notFound, message: text.noOwner },
    };
  }
  const ids = await partitionsOfOwner(
    db,
    'insz' in item ? { insz: item.insz } : { enterprise: item.ondernemingsnummer },
  );
  if (ids.length === 0) {
    return {
      ...base,
      logged: 'geen eigendomstoestanden',
      outcome: { status: bulkItemStatus.notFound, message: text.noStates },
    };
  }
  const shown = ids.slice(0, maximumPartitions);
  const [partitions, states] = await Promise.all([
    partitionsById(db, shown, language),
    currentStates(db, shown, language),
  ]);
  const more = ids.length > maximumPartitions ? text.more(ids.length) : '';
  return {
    ...base,
    logged: 'gevonden',
    outcome: {
      status: bulkItemStatus.done,
      message: `${text.found(shown.length)}${more}`,
      result: ownerSummary(partitions, states, language),
    },
  };
}

/**
 * The permissions an ownership line needs: its single call's (a capakey the ownership states, an
 * owner the owner search); none for what is not an ownership line (no role may ask it).
 */
export function ownershipItemAccess(item: unknown): readonly Permission[] {
  const parsed = ownershipBulkItem.safeParse(item);
  return parsed.success ? ownershipItemPermissions(parsed.data) : [];
}

export function ownershipBulkProcessor({ hashSecret }: { hashSecret: string }): BulkProcessor {
  const key = legalLogKey(hashSecret);
  return itemProcessor(ownershipBulkKind, ownershipBulkItem, async (trx, value, job) => {
    const looked = await lookUpOwnership(trx, value, job.language);
    await appendEntry(trx, key, {
      ...jobEntryFields(job),
      // The line is consulted under its single call's permission (checked when it was sent).
      permission: ownershipItemPermissions(value)[0] ?? job.permission,
      operation: looked.operation,
      subjectKind: looked.subjectKind,
      subject: looked.subject,
      source: landRegistrySources[0],
      outcome: looked.logged,
    });
    return looked.outcome;
  });
}

/** A parcel search's partitions in one text: '44021A0041/00A000 P0000 Zonnedorp … (address)'. */
function partitionsText(rows: readonly PartitionRow[]): string {
  return cut(
    rows
      .map((row) => {
        const where = [row.gemeente.naam, row.adres].filter(Boolean).join(', ');
        return `${partitionName(row)} ${labelled(row.aard)}${where ? ` — ${where}` : ''}`;
      })
      .join('; '),
  );
}

export function parcelBulkProcessor(): BulkProcessor {
  return itemProcessor(parcelBulkKind, parcelBulkItem, async (trx, value, job) => {
    const text = texts[job.language];
    const page = await searchPartitions(trx, value, job.language);
    if (page.totaal === 0) return { status: bulkItemStatus.notFound, message: text.noParcel };
    const more = page.afgekapt ? text.more(page.totaal) : '';
    return {
      status: bulkItemStatus.done,
      message: `${text.found(page.resultaten.length)}${more}`,
      result: partitionsText(page.resultaten),
    };
  });
}
