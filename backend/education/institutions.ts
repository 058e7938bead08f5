// The education source's institutions: one per kind and municipality, numbered with the kind's
// digit before the municipality's NIS code and named after the real municipality, called
// fictitious ('Fictief atheneum Lierde'). Students of higher education go to the nearest city
// with a university college and a university. The LED source names the institutions that issued
// its proofs the same way, so both read them from here.

export type InstitutionKind =
  | 'KLEUTERSCHOOL'
  | 'BASISSCHOOL'
  | 'SECUNDAIRE_SCHOOL'
  | 'CVO'
  | 'CBE'
  | 'HOGESCHOOL'
  | 'UNIVERSITEIT'
  | 'SYNTRA';

/** A kind's digit before the NIS code, its name before the municipality's and its web name. */
export const institutionKinds: Record<
  InstitutionKind,
  { digit: string; name: string; slug: string }
> = {
  KLEUTERSCHOOL: { digit: '1', name: 'Fictieve kleuterschool', slug: 'kleuterschool' },
  BASISSCHOOL: { digit: '2', name: 'Fictieve basisschool', slug: 'basisschool' },
  SECUNDAIRE_SCHOOL: { digit: '3', name: 'Fictief atheneum', slug: 'atheneum' },
  CVO: { digit: '4', name: 'Fictief centrum voor volwassenenonderwijs', slug: 'cvo' },
  CBE: { digit: '5', name: 'Fictief centrum voor basiseducatie', slug: 'cbe' },
  HOGESCHOOL: { digit: '6', name: 'Fictieve hogeschool', slug: 'hogeschool' },
  UNIVERSITEIT: { digit: '7', name: 'Fictieve universiteit', slug: 'universiteit' },
  SYNTRA: { digit: '8', name: 'Fictieve Syntra-campus', slug: 'syntra' },
};

/** The number of the institution of a kind in a municipality. */
export function institutionNumber(kind: InstitutionKind, nisCode: string): string {
  return `${institutionKinds[kind].digit}${nisCode}`;
}

/** The name of the institution of a kind in a municipality. */
export function institutionName(kind: InstitutionKind, municipalityName: string): string {
  return `${institutionKinds[kind].name} ${municipalityName}`;
}

type HigherEducationKind = 'HOGESCHOOL' | 'UNIVERSITEIT';

/** Where a province's students go: the nearest city with a university college and a university. */
const higherEducationCities: Record<string, Record<HigherEducationKind, string>> = {
  'Provincie Antwerpen': { HOGESCHOOL: '11002', UNIVERSITEIT: '11002' },
  'Provincie Oost-Vlaanderen': { HOGESCHOOL: '44021', UNIVERSITEIT: '44021' },
  'Provincie Vlaams-Brabant': { HOGESCHOOL: '24062', UNIVERSITEIT: '24062' },
  'Provincie Limburg': { HOGESCHOOL: '71072', UNIVERSITEIT: '71072' },
  'Provincie West-Vlaanderen': { HOGESCHOOL: '34022', UNIVERSITEIT: '44021' },
};
/** Brussels (no province) and anywhere else. */
const defaultHigherEducationCity: Record<HigherEducationKind, string> = {
  HOGESCHOOL: '21004',
  UNIVERSITEIT: '21004',
};

/** The NIS code of the city where students of a province go to a university (college). */
export function higherEducationCity(province: string | null, kind: HigherEducationKind): string {
  return ((province && higherEducationCities[province]) || defaultHigherEducationCity)[kind];
}

/** The Flemish provinces and Brussels (no province): the source knows Flemish education only. */
export function isServed(province: string | null): boolean {
  return province === null || province === '' || province in higherEducationCities;
}
