// A text searched for as part of a column's value (`like '%…%'`): its own %, _ and \ match only
// themselves.
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
