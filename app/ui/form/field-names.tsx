// What a form's error messages call its fields. A message names its field, so that an error
// summary never lists 'Dit veld is verplicht' twice without saying where: a field's own text for
// an issue ('Vul de achternaam in'), or else its name before the rule's message
// ('Geboortedatum: vul een bestaande datum in, …'). A form gives the names once, around the
// form and its error summary; inline errors and the summary then read the same text.
import { createContext, useContext, type ReactNode } from 'react';
import type { ValidationMessageKey } from '~/lib/validation/issue';

export interface FieldName {
  /** The field as a message names it: its label, or more where labels repeat ('Nationaliteit 1, vanaf'). */
  label: string;
  /** The field's own texts for some issues, already translated: { required: 'Vul de achternaam in' }. */
  messages?: Partial<Record<ValidationMessageKey, string>>;
}

export type FieldNameMap = Readonly<Record<string, FieldName>>;

const FieldNamesContext = createContext<FieldNameMap>({});

export function FieldNames({ names, children }: { names: FieldNameMap; children: ReactNode }) {
  return <FieldNamesContext.Provider value={names}>{children}</FieldNamesContext.Provider>;
}

export function useFieldNames(): FieldNameMap {
  return useContext(FieldNamesContext);
}

/** A rule's message after a field's name: its first letter lower case, unless it starts an acronym. */
export function messageAfterName(message: string): string {
  const [first = '', second = ''] = message;
  const acronym =
    second !== '' && second === second.toUpperCase() && second !== second.toLowerCase();
  return acronym ? message : first.toLowerCase() + message.slice(1);
}
