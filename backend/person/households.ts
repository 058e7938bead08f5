// Family composition history: a household's membership rows cut into the successive compositions
// a person was part of (a birth, a departure or a death starts a new composition).

export interface Membership {
  householdId: number;
  insz: string;
  position: string;
  validFrom: string;
  validTo: string | null;
}

export interface Composition {
  householdId: number;
  from: string;
  to: string | null;
  members: Membership[];
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function activeOn(membership: { validFrom: string; validTo: string | null }, date: string) {
  return (
    membership.validFrom <= date && (membership.validTo === null || membership.validTo >= date)
  );
}

/**
 * The compositions of each of the person's memberships, newest first: `op` keeps the one on
 * that date, `vanaf` those that had not ended before it.
 */
export function compositionHistory(
  personMemberships: readonly Membership[],
  membersOf: (householdId: number) => readonly Membership[],
  { vanaf, op }: { vanaf?: string; op?: string },
): Composition[] {
  const compositions: Composition[] = [];
  for (const own of personMemberships) {
    const members = membersOf(own.householdId);
    const within = (date: string) =>
      date > own.validFrom && (own.validTo === null || date <= own.validTo);
    const starts = new Set([own.validFrom]);
    for (const member of members) {
      if (within(member.validFrom)) starts.add(member.validFrom);
      if (member.validTo !== null && within(addDays(member.validTo, 1))) {
        starts.add(addDays(member.validTo, 1));
      }
    }
    const ordered = [...starts].sort();
    ordered.forEach((from, index) => {
      const next = ordered[index + 1];
      compositions.push({
        householdId: own.householdId,
        from,
        to: next ? addDays(next, -1) : own.validTo,
        members: members.filter((member) => activeOn(member, from)),
      });
    });
  }
  return compositions
    .filter((composition) =>
      op
        ? activeOn({ validFrom: composition.from, validTo: composition.to }, op)
        : !vanaf || composition.to === null || composition.to >= vanaf,
    )
    .sort((a, b) => (a.from < b.from ? 1 : a.from > b.from ? -1 : 0));
}
