// The land registry's ownership history (historiek): a parcel's partitions and, per partition, its
// ownership states in time order, each with its period, its registration, its article and the one
// before, its parties with their rights and shares, the sale that began it (if a sale did) and the
// ids of the states before and after it. Asked by capakey, optionally narrowed to one partition
// and/or to the state on one date. It answers with personal data: a consultation, written to the
// legal log under subject kind CapaKey before the answer leaves.
//
// In a URL path a capakey is written with its '/' as '-': 44021A0041/00A000 is 44021A0041-00A000.
import { z } from 'zod';
import { codeSchema } from './code-lists';
import { referenceText } from './consultation';
import { anyOf, defineCall, type ConsultationSources } from './http';
import {
  capakeyParam,
  landRegistryPermissions,
  landRegistrySources,
  ownershipStateSchema,
  partitionPattern,
  partitionRowSchema,
} from './land-registry';

const base = '/sss/api/backend/kadaster';

/** A capakey in a URL path: 12345A0678-00B000. */
export const capakeyPathPattern = /^(\d{5}[A-Z]\d{4})-(\d{2}[A-Z_]\d{3})$/;

export { capakeyPathOf } from './land-registry-paths';

/**
 * The capakey a path segment names (12345A0678-00B000 gives 12345A0678/00B000); null for anything
 * else. A segment in lower case or with surrounding spaces is read as its upper-case key.
 */
export function capakeyOfPath(segment: string): string | null {
  const match = capakeyPathPattern.exec(segment.trim().toUpperCase());
  return match ? `${match[1]}/${match[2]}` : null;
}

const isoDate = z.iso.date();

/**
 * Whether a state held on a day (YYYY-MM-DD): from its first day up to, not including, the day the
 * next one began; a current state (no end) from its first day on.
 */
export function heldOn(state: { begin: string; einde: string | null }, day: string): boolean {
  return state.begin <= day && (state.einde === null || day < state.einde);
}

export const ownershipHistoryQuery = z.object({
  capakey: capakeyParam,
  /** Only this partition of the parcel (P0000, P0001, …). */
  partitie: z
    .string()
    .regex(partitionPattern, { error: 'must be a partition number such as P0001' })
    .optional(),
  /** Only the state each partition was in on this day (YYYY-MM-DD). */
  datum: isoDate.optional(),
  bron: z.enum(landRegistrySources).default('AAPD'),
  reference: referenceText.optional(),
});

/** The sale that began a state. */
export const stateSaleSchema = z.object({
  datum: isoDate,
  /** Whole euros. */
  prijs: z.number().int(),
  /** GeefVerkoopprijzenTypes: 1 a private sale, 2 a public sale, … */
  type: codeSchema,
});

/** One state of a partition's history. */
export const historyStateSchema = ownershipStateSchema.extend({
  /** The day the next state began (the state holds until the day before); null while current. */
  einde: isoDate.nullable(),
  huidig: z.boolean(),
  /** The sale the state began with; null when it began otherwise (an inheritance, a survey, …). */
  verkoop: stateSaleSchema.nullable(),
  vorigeToestandId: z.string().nullable(),
  volgendeToestandId: z.string().nullable(),
});

export const partitionHistorySchema = z.object({
  perceel: partitionRowSchema,
  /** Oldest first; empty when the partition has none (a public road, a building's common parts). */
  toestanden: z.array(historyStateSchema),
});

export const ownershipHistorySchema = z.object({
  capakey: z.string(),
  /** The day asked for, when one was. */
  datum: isoDate.nullable(),
  partities: z.array(partitionHistorySchema),
});

export type OwnershipHistoryQuery = z.infer<typeof ownershipHistoryQuery>;
export type StateSale = z.infer<typeof stateSaleSchema>;
export type HistoryState = z.infer<typeof historyStateSchema>;
export type PartitionHistory = z.infer<typeof partitionHistorySchema>;
export type OwnershipHistory = z.infer<typeof ownershipHistorySchema>;

const consultationSources: ConsultationSources = {
  known: landRegistrySources,
  whenUnnamed: 'AAPD',
};

/**
 * A parcel's ownership history: its partitions (or the one asked) with their states, oldest
 * first (only the one of the day asked, when a date is). 404 with 30001 for a capakey no parcel
 * has, or a partition it does not have.
 */
export const getOwnershipHistory = defineCall({
  // The source's own spelling of the operation.
  id: 'geefHistoriekfEigendomstoestand',
  method: 'GET',
  path: `${base}/geefHistoriekfEigendomstoestand`,
  access: anyOf(landRegistryPermissions.history),
  sources: consultationSources,
  query: ownershipHistoryQuery,
  response: ownershipHistorySchema,
});
