// A person's name as the screens show it: the first names in their order, then the surname.

export interface PersonName {
  achternaam: string;
  voornamen: readonly string[];
}

/** 'Elif Zeynep Öztürk'; only the surname when no first name is known. */
export function formatPersonName({ achternaam, voornamen }: PersonName): string {
  return [...voornamen, achternaam]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
