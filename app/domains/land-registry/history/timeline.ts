// Which partition and which ownership state the history screen shows in full: the state the link
// names (in whichever partition holds it), else the state that held on the day asked, else the
// current one; in the partition the link names, else the first that has states. A partition or
// state the history does not hold is said so, not silently replaced.
import { heldOn, type HistoryState, type PartitionHistory } from '@contracts/land-registry-history';

export interface TimelineChoice {
  /** The partition whose states are listed; null only for a parcel without partitions. */
  partition: PartitionHistory | null;
  /** The state shown in full; null when none fits (no states, none on the day, unknown id). */
  selected: HistoryState | null;
  /** The link named a partition or state this history does not hold. */
  unknown: 'partition' | 'state' | null;
}

export function chooseInTimeline(
  partitions: readonly PartitionHistory[],
  asked: { partition?: string; state?: string; date?: string },
): TimelineChoice {
  const fallback =
    partitions.find((partition) => partition.toestanden.length > 0) ?? partitions[0] ?? null;
  const named = asked.partition
    ? partitions.find((partition) => partition.perceel.partitie === asked.partition)
    : undefined;
  if (asked.partition && !named)
    return { partition: fallback, selected: null, unknown: 'partition' };
  if (asked.state) {
    const holding = (named ? [named] : partitions).find((partition) =>
      partition.toestanden.some((state) => state.eigendomId === asked.state),
    );
    const selected = holding?.toestanden.find((state) => state.eigendomId === asked.state);
    if (!holding || !selected) {
      return { partition: named ?? fallback, selected: null, unknown: 'state' };
    }
    return { partition: holding, selected, unknown: null };
  }
  const partition = named ?? fallback;
  const states = partition?.toestanden ?? [];
  const selected = asked.date
    ? (states.find((state) => heldOn(state, asked.date ?? '')) ?? null)
    : (states.at(-1) ?? null);
  return { partition, selected, unknown: null };
}
