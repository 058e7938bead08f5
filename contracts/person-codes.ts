// The national register's small code lists, shared by both sides: the reference backend answers
// with the Dutch label, the portal shows the label in the screen's language with its code.
// Sources and licence: app/lib/code-lists/README.md.

/** A code's labels: Dutch always, English where the list has one. */
export interface CodeLabels {
  nl: string;
  en?: string;
}

/** The register a person is inscribed in. */
export const registerCodes: Readonly<Record<string, CodeLabels>> = {
  '1': { nl: 'Vreemdelingenregister', en: 'Register of foreign nationals' },
  '2': { nl: 'Bevolkingsregister', en: 'Population register' },
  '3': { nl: 'EU-ambtenaar', en: 'EU official' },
  '4': { nl: 'Vreemdeling KB 30/10/91', en: 'Foreign national (Royal Decree 30/10/91)' },
  '5': { nl: 'Wachtregister', en: 'Waiting register' },
  '6': { nl: 'Wachtregister EU-burger', en: 'Waiting register for EU citizens' },
  BIS: { nl: 'BIS-register', en: 'BIS register' },
};

/** The status of a registration that ended (departure, death, striking off). */
export const registerStatusCodes: Readonly<Record<string, CodeLabels>> = {
  '992': { nl: 'Afgeschreven naar het buitenland', en: 'Deregistered to another country' },
  '99990': { nl: 'Overleden', en: 'Deceased' },
  '99991': { nl: 'Ambtshalve schrapping', en: 'Struck off ex officio' },
  '99992': { nl: 'Ambtshalve schrapping buitenland', en: 'Struck off ex officio, abroad' },
  '99996': { nl: 'Afwezig verklaard', en: 'Declared absent' },
  '99997': { nl: 'Verlies verblijfsrecht', en: 'Loss of right of residence' },
};

/** A person's position in a household; 01 is the reference person. */
export const householdPositionCodes: Readonly<Record<string, CodeLabels>> = {
  '01': { nl: 'Gezinshoofd/alleenstaande', en: 'Head of household/single person' },
  '02': { nl: 'Echtgeno(o)t(e)', en: 'Spouse' },
  '03': { nl: 'Zoon/dochter', en: 'Son/daughter' },
  '05': { nl: 'Kleinkind', en: 'Grandchild' },
  '06': { nl: 'Ouder', en: 'Parent' },
  '09': { nl: 'Broer/zus', en: 'Brother/sister' },
  '12': { nl: 'Niet verwant', en: 'Not related' },
  '13': { nl: 'Stiefkind', en: 'Stepchild' },
  '14': { nl: 'Achterkleinkind', en: 'Great-grandchild' },
  '15': { nl: 'Oom', en: 'Uncle' },
  '20': { nl: 'Gemeenschap/tehuis', en: 'Community/care home' },
  '21': { nl: 'Partner', en: 'Partner' },
  '22': { nl: 'Wettelijk samenwonende', en: 'Legal cohabitant' },
};

/** A list's Dutch labels by code: what a source answers. */
export function dutchLabels(list: Readonly<Record<string, CodeLabels>>): Record<string, string> {
  return Object.fromEntries(Object.entries(list).map(([code, labels]) => [code, labels.nl]));
}

/**
 * The sources a person lookup can ask: the national register (RR) or the BIS register (KSZ). Here,
 * without the calls' schemas, for the screens that offer and name them.
 */
export const personSources = ['RR', 'KSZ'] as const;
export type PersonSource = (typeof personSources)[number];
