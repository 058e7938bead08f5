// docs/demo-data.md as the generators' unit tests read it: one domain's section, and a national
// number in the display form the document writes.
import { readFileSync } from 'node:fs';

/** The section under a '# ' heading, up to the next one; throws when the heading is missing. */
export function demoDataSection(heading: string): string {
  const document = readFileSync(new URL('../../docs/demo-data.md', import.meta.url), 'utf8');
  const start = document.indexOf(`# ${heading}\n`);
  if (start < 0) throw new Error(`docs/demo-data.md has no section '# ${heading}'`);
  const next = document.indexOf('\n# ', start + 1);
  return document.slice(start, next < 0 ? undefined : next);
}

/** A national number as docs/demo-data.md writes it: 00.00.00-000.00. */
export function displayedInsz(insz: string): string {
  return insz.replace(/^(\d{2})(\d{2})(\d{2})(\d{3})(\d{2})$/, '$1.$2.$3-$4.$5');
}
