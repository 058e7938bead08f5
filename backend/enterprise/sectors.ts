// The kinds of enterprise the synthetic register holds: the words their names are made of (Dutch
// and French), their NACE-BEL 2025 activities (real subclasses, backend/data/nace_codes.csv) and
// the synthetic joint committee of their staff.

export interface Sector {
  key: string;
  weight: number;
  /** Words for a name: 'Bouwbedrijf Peeters', 'Construction Dubois'. */
  words: { nl: readonly string[]; fr: readonly string[] };
  /** The main activity is the first pick; secondary ones come from the same list. */
  nace: readonly string[];
  jointCommittee: string;
  /** Share of natural persons among the sector's enterprises. */
  naturalPersons: number;
  /** An association sector: legal form 017 (or 416/417 for intermunicipal ones). */
  association?: boolean;
  agriculture?: boolean;
}

export const sectors: readonly Sector[] = [
  {
    key: 'construction',
    weight: 16,
    words: {
      nl: ['Bouwbedrijf', 'Renovatie', 'Dakwerken', 'Elektro', 'Sanitair', 'Schrijnwerkerij'],
      fr: ['Construction', 'Rénovation', 'Toitures', 'Électricité', 'Sanitaires', 'Menuiserie'],
    },
    nace: ['41001', '43211', '43221', '43320', '43341', '43410', '43910', '43990', '43222'],
    jointCommittee: '901',
    naturalPersons: 0.3,
  },
  {
    key: 'retail',
    weight: 12,
    words: {
      nl: ['Bakkerij', 'Slagerij', 'Boekhandel', 'Fietsen', 'Mode', 'Bloemen'],
      fr: ['Boulangerie', 'Boucherie', 'Librairie', 'Cycles', 'Mode', 'Fleurs'],
    },
    nace: ['47241', '47221', '47610', '47632', '47711', '47761', '47110', '47789'],
    jointCommittee: '902',
    naturalPersons: 0.35,
  },
  {
    key: 'wholesale',
    weight: 7,
    words: {
      nl: ['Groothandel', 'Trading', 'Distributie', 'Import'],
      fr: ['Commerce', 'Trading', 'Distribution', 'Import'],
    },
    nace: ['46319', '46349', '46389', '46423', '46471', '46190'],
    jointCommittee: '902',
    naturalPersons: 0.05,
  },
  {
    key: 'hospitality',
    weight: 9,
    words: {
      nl: ['Brasserie', 'Eethuis', 'Bistro', 'Frituur', 'Café', 'Traiteur'],
      fr: ['Brasserie', 'Restaurant', 'Bistro', 'Friterie', 'Café', 'Traiteur'],
    },
    nace: ['56111', '56112', '56301', '56210', '56120'],
    jointCommittee: '903',
    naturalPersons: 0.35,
  },
  {
    key: 'ict',
    weight: 9,
    words: {
      nl: ['Digital', 'Software', 'Data', 'IT Solutions', 'Cloud', 'Web'],
      fr: ['Digital', 'Software', 'Data', 'IT Solutions', 'Cloud', 'Web'],
    },
    nace: ['62100', '62200', '62900', '70200'],
    jointCommittee: '904',
    naturalPersons: 0.2,
  },
  {
    key: 'professional',
    weight: 10,
    words: {
      nl: ['Advocatenkantoor', 'Boekhouding', 'Consult', 'Architecten', 'Ingenieursbureau'],
      fr: ['Cabinet', 'Comptabilité', 'Consult', 'Architectes', "Bureau d'études"],
    },
    nace: ['69101', '69201', '70200', '71111', '71121', '69209'],
    jointCommittee: '904',
    naturalPersons: 0.3,
  },
  {
    key: 'realEstate',
    weight: 6,
    words: {
      nl: ['Vastgoed', 'Immo', 'Patrimonium', 'Projectontwikkeling'],
      fr: ['Immobilière', 'Immo', 'Patrimoine', 'Promotion'],
    },
    nace: ['68201', '68203', '68121', '68310', '68321'],
    jointCommittee: '904',
    naturalPersons: 0.05,
  },
  {
    key: 'transport',
    weight: 5,
    words: {
      nl: ['Transport', 'Logistiek', 'Verhuizingen', 'Koeriersdienst'],
      fr: ['Transports', 'Logistique', 'Déménagements', 'Coursiers'],
    },
    nace: ['49410', '49420', '47300'],
    jointCommittee: '907',
    naturalPersons: 0.15,
  },
  {
    key: 'health',
    weight: 6,
    words: {
      nl: ['Huisartsenpraktijk', 'Tandartsenpraktijk', 'Kinesitherapie', 'Zorg'],
      fr: ['Cabinet médical', 'Cabinet dentaire', 'Kinésithérapie', 'Soins'],
    },
    nace: ['86210', '86230', '86951', '86940', '86220'],
    jointCommittee: '905',
    naturalPersons: 0.45,
  },
  {
    key: 'personal',
    weight: 5,
    words: {
      nl: ['Kapsalon', 'Schoonheidsinstituut', 'Wasserette', 'Uitvaartzorg'],
      fr: ['Salon de coiffure', 'Institut de beauté', 'Lavoir', 'Pompes funèbres'],
    },
    nace: ['96210', '96220', '96102', '96301'],
    jointCommittee: '902',
    naturalPersons: 0.55,
  },
  {
    key: 'food',
    weight: 3,
    words: {
      nl: ['Voeding', 'Chocolaterie', 'Brouwerij', 'Zuivel'],
      fr: ['Alimentation', 'Chocolaterie', 'Brasserie', 'Laiterie'],
    },
    nace: ['10712', '10820', '10510', '10850', '10130'],
    jointCommittee: '902',
    naturalPersons: 0.1,
  },
  {
    key: 'agriculture',
    weight: 4,
    words: {
      nl: ['Hoeve', 'Kwekerij', 'Fruitteelt', 'Melkveebedrijf'],
      fr: ['Ferme', 'Pépinière', 'Arboriculture', 'Exploitation laitière'],
    },
    nace: ['01130', '01240', '01410', '01500', '01301', '01461'],
    jointCommittee: '906',
    naturalPersons: 0.5,
    agriculture: true,
  },
  {
    key: 'association',
    weight: 8,
    words: {
      nl: ['Sportclub', 'Jeugdhuis', 'Voetbalclub', 'Tennisclub', 'Cultuurkring', 'Welzijnshuis'],
      fr: ['Club sportif', 'Maison de jeunes', 'Football club', 'Tennis club', 'Cercle culturel'],
    },
    nace: ['93121', '93122', '93129', '94991', '94992', '94999', '88994', '90312', '88911'],
    jointCommittee: '908',
    naturalPersons: 0,
    association: true,
  },
];

/** Every NACE code the generator can give, for the tests and the portal's list. */
export const sectorNaceCodes: readonly string[] = [
  ...new Set(sectors.flatMap((sector) => sector.nace)),
].sort();

/** Words in the names of de facto associations and of intermunicipal ones. */
export const associationWords = {
  clubs: ['Buurtcomité', 'Oudercomité', 'Fanfare', 'Toneelkring', 'Wandelclub', 'Schaakclub'],
  intermunicipal: ['Intercommunale', 'Afvalintercommunale', 'Streekontwikkeling', 'Watergroep'],
  places: ['De Linde', 'Ter Beke', 'Het Anker', 'De Zonnebloem', 'Sint-Jan', 'De Vrede'],
};

/** Words of names that do not use a surname: 'Het Anker', 'Nova'. */
export const fancyNames = [
  'Nova',
  'Horizon',
  'Atlas',
  'Delta',
  'Orion',
  'Vita',
  'Aurora',
  'Zenit',
  'Prisma',
  'Linde',
  'Eik',
  'Kroon',
  'Meridiaan',
  'Polaris',
  'Noord',
  'Schelde',
  'Leie',
  'Kempen',
  'Zuiderzon',
  'Ankerpunt',
];
