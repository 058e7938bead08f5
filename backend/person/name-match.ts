// Name search (GET person/{lastname}/{birthdate}): names compared folded (case, accents,
// spaces and punctuation do not count); tolerance 1 and 2 also accept names that are spelled or
// sound nearly the same and birth dates that many years off, and the score says how close.
import { foldName } from '../population/fold';

export type Tolerance = 0 | 1 | 2;

/** Edit distance (insertions, deletions, substitutions), stopping early beyond `limit`. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * A sound key for Dutch and French spellings of the same name: 'Claes', 'Claeys' and 'Klaas' have
 * one key, as do 'D'Hondt' and 'Dhont'; 'Peeters' and 'Mertens' do not.
 */
export function soundKey(folded: string): string {
  return folded
    .replace(/ae|aa/g, 'a')
    .replace(/ey|ij|y|ei/g, 'i')
    .replace(/ee/g, 'e')
    .replace(/oo|ou/g, 'o')
    .replace(/uu/g, 'u')
    .replace(/sch/g, 's')
    .replace(/ck|c|q/g, 'k')
    .replace(/ph/g, 'f')
    .replace(/v/g, 'f')
    .replace(/z/g, 's')
    .replace(/th/g, 't')
    .replace(/(dt|d)$/g, 't')
    .replace(/h/g, '')
    .replace(/(.)\1+/g, '$1')
    .replace(/i(?=s$)/, '');
}

/**
 * How far a candidate's name is from the searched one: 0 for the same folded name, the edit
 * distance otherwise, or 1 for a different spelling of the same sound. Null beyond tolerance.
 */
export function nameDistance(
  searched: string,
  candidate: string,
  tolerance: Tolerance,
): number | null {
  if (searched === candidate) return 0;
  if (tolerance === 0) return null;
  const distance = editDistance(searched, candidate, tolerance);
  if (distance <= tolerance) return distance;
  return soundKey(searched) === soundKey(candidate) ? 1 : null;
}

/** The first and last day a searched birth date (YYYY, YYYY-MM or YYYY-MM-DD) stands for. */
export function birthDateSpan(value: string): { from: string; to: string } | null {
  const [yearText, monthText, dayText] = value.split('-');
  const year = Number(yearText);
  if (!Number.isInteger(year) || year < 1800) return null;
  const pad = (number: number) => String(number).padStart(2, '0');
  if (!monthText) return { from: `${year}-01-01`, to: `${year}-12-31` };
  const month = Number(monthText);
  if (month < 1 || month > 12) return null;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (!dayText) return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${lastDay}` };
  const day = Number(dayText);
  if (day < 1 || day > lastDay) return null;
  const date = `${year}-${pad(month)}-${pad(day)}`;
  return { from: date, to: date };
}

function shiftYears(isoDate: string, years: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year + years, month, 0)).getUTCDate();
  const pad = (number: number) => String(number).padStart(2, '0');
  return `${year + years}-${pad(month)}-${pad(Math.min(day, lastDay))}`;
}

/** The birth dates a search at this tolerance looks at: the span, widened by a year per step. */
export function birthDateWindow(
  span: { from: string; to: string },
  tolerance: Tolerance,
): { from: string; to: string } {
  return { from: shiftYears(span.from, -tolerance), to: shiftYears(span.to, tolerance) };
}

/** Whole years between a birth date and the searched span (0 inside it). */
export function yearsOutside(birthDate: string, span: { from: string; to: string }): number {
  const days = (a: string, b: string) => (Date.parse(a) - Date.parse(b)) / 86_400_000;
  if (birthDate < span.from) return Math.ceil(days(span.from, birthDate) / 365.25);
  if (birthDate > span.to) return Math.ceil(days(birthDate, span.to) / 365.25);
  return 0;
}

export interface NameCandidate {
  searchLastName: string;
  firstNames: string[];
  birthDate: string;
}

export interface NameCriteria {
  lastName: string;
  firstName?: string;
  span: { from: string; to: string };
  tolerance: Tolerance;
}

/** The match score (100 = exact) of a candidate, or null when it does not match at all. */
export function matchScore(criteria: NameCriteria, candidate: NameCandidate): number | null {
  const lastName = nameDistance(
    foldName(criteria.lastName),
    candidate.searchLastName,
    criteria.tolerance,
  );
  if (lastName === null) return null;
  let firstName = 0;
  if (criteria.firstName) {
    const searched = foldName(criteria.firstName);
    const distances = candidate.firstNames
      .map((name) => nameDistance(searched, foldName(name), criteria.tolerance))
      .filter((distance): distance is number => distance !== null);
    if (distances.length === 0) return null;
    firstName = Math.min(...distances);
  }
  const years = yearsOutside(candidate.birthDate, criteria.span);
  if (years > criteria.tolerance) return null;
  return Math.max(0, 100 - 15 * lastName - 10 * firstName - 10 * years);
}
