// A capakey's and a partition's form in a URL path ('/' written as '-'), without the calls'
// schemas: the screens link with them (contracts/land-registry.ts describes the ids).

/** A capakey's form in a URL path: 12345A0678/00B000 gives 12345A0678-00B000. */
export function capakeyPathOf(capakey: string): string {
  return capakey.replace('/', '-');
}

/** A partition's id in a URL path: 12345A0678/00B000 and P0001 give 12345A0678-00B000-P0001. */
export function partitionIdOf(capakey: string, partition: string): string {
  return `${capakey.replace('/', '-')}-${partition}`;
}
