// A subject shown masked: a reader scanning a list of consultations (the legal log's search, the
// unusual-use report) sees which concern the same subject by its last characters, and reads the
// subject in full only where its reading is itself recorded.

/** What stands for each hidden character: one per character, so the length still shows. */
export const maskCharacter = '•';

/**
 * How many of a value's last characters stay visible: four of a national or enterprise number or
 * a capakey, two of a plate, none of a value too short to hide anything once four are shown.
 */
export function visibleCharacters(length: number): number {
  return Math.max(0, Math.min(4, Math.floor(length / 2) - 1));
}

/** The value with all but its last characters hidden: 85073003328 → •••••••3328. */
export function maskSubject(value: string): string {
  const characters = [...value];
  const visible = visibleCharacters(characters.length);
  return (
    maskCharacter.repeat(characters.length - visible) +
    characters.slice(characters.length - visible).join('')
  );
}
