// Who has an active eBox in the synthetic population: about two in five living adults and half
// of the enterprises, drawn from a hash of their number (the same people on every run), each
// active since a day of the last five years.
import { createHash } from 'node:crypto';
import type { EboxType } from '@contracts/document';

function draw(kind: EboxType, number: string): number {
  return createHash('sha256').update(`ebox:${kind}:${number}`).digest().readUInt32BE(0);
}

/** The day an eBox became active: within the five years before 2026-01-01. */
function activeSince(value: number): string {
  const day = new Date(Date.UTC(2021, 0, 1) + (value % (5 * 365)) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

export function eboxActivations(
  persons: readonly { insz: string; birthDate: string; deceased: boolean }[],
  enterprises: readonly string[],
): { ebox_type: EboxType; number: string; active_since: string }[] {
  const rows: { ebox_type: EboxType; number: string; active_since: string }[] = [];
  for (const person of persons) {
    if (person.deceased || person.birthDate > '2008-01-01') continue;
    const value = draw('burger', person.insz);
    if (value % 5 < 2)
      rows.push({
        ebox_type: 'burger',
        number: person.insz,
        active_since: activeSince(value >>> 8),
      });
  }
  for (const number of enterprises) {
    const value = draw('onderneming', number);
    if (value % 2 === 0)
      rows.push({ ebox_type: 'onderneming', number, active_since: activeSince(value >>> 8) });
  }
  return rows;
}
