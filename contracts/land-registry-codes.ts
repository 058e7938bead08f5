// The code lists of the land registry (the cadastre of the General Administration of Patrimonial
// Documentation, AAPD), shared by both sides: the reference backend answers with the codes, the
// portal shows the label in the screen's language with its code. The cadastral natures, income
// codes, construction indications and types and the rights VE, VG and ERFP are those the source's
// answers show; the others are in their style.
import type { CodeLabels } from './person-codes';

/** The Flemish provinces by their NIS code (the land registry's synthetic cadastre is Flemish). */
export const landRegistryProvinces: Readonly<
  Record<string, CodeLabels & { municipalities: string }>
> = {
  '10000': { nl: 'Antwerpen', en: 'Antwerp', municipalities: 'Provincie Antwerpen' },
  '20001': {
    nl: 'Vlaams-Brabant',
    en: 'Flemish Brabant',
    municipalities: 'Provincie Vlaams-Brabant',
  },
  '30000': {
    nl: 'West-Vlaanderen',
    en: 'West Flanders',
    municipalities: 'Provincie West-Vlaanderen',
  },
  '40000': {
    nl: 'Oost-Vlaanderen',
    en: 'East Flanders',
    municipalities: 'Provincie Oost-Vlaanderen',
  },
  '70000': { nl: 'Limburg', en: 'Limburg', municipalities: 'Provincie Limburg' },
};

/** What a cadastral nature is: unbuilt land, a building, a private part of one, or public domain. */
export type NatureKind = 'land' | 'building' | 'privatePart' | 'industry' | 'public';

/** Cadastral natures (AardKadastraalPerceel), with what kind of property each is. */
export const cadastralNatures: Readonly<Record<string, CodeLabels & { kind: NatureKind }>> = {
  '1': { nl: 'BOUWLAND', en: 'Arable land', kind: 'land' },
  '2': { nl: 'WEILAND', en: 'Pasture', kind: 'land' },
  '3': { nl: 'HOOILAND', en: 'Hayfield', kind: 'land' },
  '7': { nl: 'TUIN', en: 'Garden', kind: 'land' },
  '9': { nl: 'BOS', en: 'Woodland', kind: 'land' },
  '10': { nl: 'BOOMGAARD', en: 'Orchard', kind: 'land' },
  '21': { nl: 'PARK', en: 'Park', kind: 'land' },
  '38': { nl: 'VIJVER', en: 'Pond', kind: 'land' },
  '60': { nl: 'WEG', en: 'Road', kind: 'public' },
  '70': { nl: 'GROND', en: 'Land', kind: 'land' },
  '78': { nl: 'BOUWGROND', en: 'Building land', kind: 'land' },
  '200': { nl: 'HUIS', en: 'House', kind: 'building' },
  '203': { nl: 'BERGPLAATS', en: 'Storeroom', kind: 'building' },
  '204': { nl: 'KANTOORGEBOUW', en: 'Office building', kind: 'building' },
  '220': { nl: 'PRIVATIEF DEEL', en: 'Private part', kind: 'privatePart' },
  '222': { nl: 'BUILDING', en: 'Apartment building', kind: 'building' },
  '240': { nl: 'HOEVE', en: 'Farmhouse', kind: 'building' },
  '250': { nl: 'HANDELSHUIS', en: 'Commercial building', kind: 'building' },
  '261': { nl: 'GARAGEWERKPL.', en: 'Garage workshop', kind: 'industry' },
  '300': { nl: 'FABRIEK', en: 'Factory', kind: 'industry' },
  '371': { nl: 'MAGAZIJN', en: 'Warehouse', kind: 'industry' },
  '415': { nl: 'DIERENGEBOUW', en: 'Animal shed', kind: 'building' },
  '503': { nl: 'VAKANTIEVERBLIJF', en: 'Holiday home', kind: 'building' },
  '620': { nl: 'KERK', en: 'Church', kind: 'public' },
};

/** The letter code of a cadastral income (KadastraalInkomen/Lettercode). */
export const incomeLetterCodes: Readonly<Record<string, CodeLabels>> = {
  F: { nl: 'Belastbaar', en: 'Taxable' },
  K: { nl: 'Voorlopig', en: 'Provisional' },
  L: { nl: 'Voorlopig (na verbouwing)', en: 'Provisional (after alteration)' },
  P: { nl: 'In aanbouw', en: 'Under construction' },
  Q: { nl: 'Vrijgesteld', en: 'Exempt' },
};

/** The digit code of a cadastral income (CijferCode): the kind of property it is levied on. */
export const incomeDigitCodes: Readonly<Record<string, CodeLabels>> = {
  '1': { nl: 'Ongebouwd', en: 'Unbuilt' },
  '2': { nl: 'Gebouwd', en: 'Built' },
  '4': { nl: 'Nijverheid', en: 'Industrial' },
  '6': { nl: 'Materieel en outillage', en: 'Equipment and tools' },
};

/** A building's construction indication (Constructie/Indicatie). */
export const constructionIndications: Readonly<Record<string, CodeLabels>> = {
  '10': { nl: 'Hoeve', en: 'Farmhouse' },
  '30': { nl: 'Villa', en: 'Villa' },
  '40': { nl: 'Huis', en: 'House' },
  '101': { nl: 'Wooneenheid in een appartementsgebouw', en: 'Dwelling in an apartment building' },
  '111': { nl: 'Wooneenheid in een gemengd gebouw', en: 'Dwelling in a mixed-use building' },
  '200': { nl: 'Handel', en: 'Commercial' },
  '300': { nl: 'Nijverheid', en: 'Industrial' },
};

/** A building's construction type (Constructie/Type). */
export const constructionTypes: Readonly<Record<string, CodeLabels>> = {
  A: { nl: 'Gesloten bebouwing', en: 'Terraced' },
  B: { nl: 'Halfopen bebouwing', en: 'Semi-detached' },
  C: { nl: 'Open bebouwing', en: 'Detached' },
};

/** A building's construction quality (Constructie/Kwaliteit). */
export const constructionQualities: Readonly<Record<string, CodeLabels>> = {
  '1': { nl: 'Luxueus', en: 'Luxurious' },
  '2': { nl: 'Zeer goed', en: 'Very good' },
  '3': { nl: 'Goed', en: 'Good' },
  '4': { nl: 'Gewoon', en: 'Ordinary' },
  '5': { nl: 'Eenvoudig', en: 'Basic' },
};

/** The periods a construction year is grouped in (GeefBouwJaren), each with its first and last year. */
export const constructionPeriods: Readonly<
  Record<string, CodeLabels & { from: number | null; to: number | null }>
> = {
  '1': { nl: 'Voor 1850', en: 'Before 1850', from: null, to: 1849 },
  '2': { nl: '1850 tot 1918', en: '1850 to 1918', from: 1850, to: 1918 },
  '3': { nl: '1919 tot 1945', en: '1919 to 1945', from: 1919, to: 1945 },
  '4': { nl: '1946 tot 1970', en: '1946 to 1970', from: 1946, to: 1970 },
  '5': { nl: '1971 tot 1990', en: '1971 to 1990', from: 1971, to: 1990 },
  '6': { nl: '1991 tot 2005', en: '1991 to 2005', from: 1991, to: 2005 },
  '7': { nl: '2006 tot 2015', en: '2006 to 2015', from: 2006, to: 2015 },
  '8': { nl: 'Na 2015', en: 'After 2015', from: 2016, to: null },
};

/**
 * The real rights in an ownership state (Recht/Type). A state is complete when the shares of the
 * ownership (VE, BE, GRE) add up to one and so do those of the enjoyment (VE, VG, ERFP, OPST);
 * GEBR and BEW count in neither.
 */
export const rightTypes: Readonly<
  Record<string, CodeLabels & { ownership: boolean; enjoyment: boolean }>
> = {
  VE: { nl: 'Volle eigendom', en: 'Full ownership', ownership: true, enjoyment: true },
  BE: { nl: 'Blote eigendom', en: 'Bare ownership', ownership: true, enjoyment: false },
  VG: { nl: 'Vruchtgebruik', en: 'Usufruct', ownership: false, enjoyment: true },
  ERFP: { nl: 'Erfpacht', en: 'Long lease (emphyteusis)', ownership: false, enjoyment: true },
  OPST: { nl: 'Opstal', en: 'Building right', ownership: false, enjoyment: true },
  GRE: {
    nl: 'Eigendom bezwaard met erfpacht of opstal',
    en: 'Ownership burdened with a long lease or building right',
    ownership: true,
    enjoyment: false,
  },
  GEBR: { nl: 'Gebruik', en: 'Right of use', ownership: false, enjoyment: false },
  BEW: { nl: 'Bewoning', en: 'Right of habitation', ownership: false, enjoyment: false },
};

/** How the holders of a right are listed (LijstId/@Type). */
export const holderListTypes: Readonly<Record<string, CodeLabels>> = {
  Individueel: { nl: 'Individueel', en: 'Individual' },
  Gemeenschap: { nl: 'Gemeenschap', en: 'Community' },
  Onderneming: { nl: 'Onderneming', en: 'Enterprise' },
};

/** How an ownership state came to be (its registration: a deed, a declaration, a measurement). */
export const registrationTypes: Readonly<Record<string, CodeLabels>> = {
  OPM: { nl: 'Opmeting (eerste inschrijving)', en: 'Survey (first registration)' },
  VERK: { nl: 'Verkoop', en: 'Sale' },
  ERF: { nl: 'Erfenis', en: 'Inheritance' },
  SCHENK: { nl: 'Schenking', en: 'Gift' },
  SPLITS: { nl: 'Splitsing', en: 'Split' },
  SAMENV: { nl: 'Samenvoeging', en: 'Merger of parcels' },
  RUIL: { nl: 'Ruil', en: 'Exchange' },
  VESTIG: { nl: 'Vestiging van een zakelijk recht', en: 'Creation of a real right' },
};

/** The kinds of sale a sale price is registered with (GeefVerkoopprijzenTypes). */
export const salesTypes: Readonly<Record<string, CodeLabels>> = {
  '1': { nl: 'Verkoop uit de hand', en: 'Private sale' },
  '2': { nl: 'Openbare verkoop', en: 'Public sale' },
  '3': { nl: 'Verkoop onder btw-stelsel', en: 'Sale under VAT' },
  '4': { nl: 'Verkoop van een deel in onverdeeldheid', en: 'Sale of an undivided share' },
};

/**
 * The offices of legal security that register the deeds (GeefLocoNummers): the office number of
 * a fiche 60 is one of them.
 */
export const registrationOffices: Readonly<Record<string, CodeLabels>> = {
  '61': { nl: 'Antwerpen 1', en: 'Antwerp 1' },
  '62': { nl: 'Antwerpen 2', en: 'Antwerp 2' },
  '66': { nl: 'Mechelen', en: 'Mechelen' },
  '71': { nl: 'Leuven', en: 'Leuven' },
  '81': { nl: 'Brugge', en: 'Bruges' },
  '91': { nl: 'Gent 1', en: 'Ghent 1' },
  '92': { nl: 'Gent 2', en: 'Ghent 2' },
  '95': { nl: 'Sint-Niklaas', en: 'Sint-Niklaas' },
  '101': { nl: 'Hasselt', en: 'Hasselt' },
};

/**
 * The General Administration of Patrimonial Documentation, which keeps the cadastre (here,
 * without the calls' schemas, for the screens that name it).
 */
export const landRegistrySources = ['AAPD'] as const;

/**
 * The most values each list filter of a sales search takes (here, without the call's schemas, for
 * the search form that stops at them).
 */
export const salesFilterLimits = {
  gemeenten: 3,
  afdelingen: 5,
  verkoopTypes: 5,
  kadastraleAarden: 5,
  gebouwIndicaties: 5,
} as const;
