// A date column read as its 'YYYY-MM-DD' text: never through a JavaScript Date and its time zone.
import { sql } from 'kysely';

/** A date column that always holds a date, as text. */
export const dateText = (column: string) => sql<string>`${sql.ref(column)}::text`;

/** A date column that may be empty, as text or null. */
export const optionalDateText = (column: string) => sql<string | null>`${sql.ref(column)}::text`;
