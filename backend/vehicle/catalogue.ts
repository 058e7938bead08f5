// What the synthetic vehicle registers are made of: the common makes in Belgium, each with its
// share, and their commercial names (models) with the years they were sold new; per kind of
// vehicle the EU category, body work, engine, mass and seats it can have. Every make is one of
// backend/data/vehicle_makes.csv (the generator refuses to run otherwise); the technical ranges
// are plausible, not a manufacturer's data, and the VIN prefixes (WMI) of the small trailer makers
// are made up.

/** The kinds of vehicle, each with its own ranges below. */
export type Segment =
  | 'city'
  | 'compact'
  | 'family'
  | 'premium'
  | 'suv'
  | 'mpv'
  | 'sports'
  | 'van'
  | 'lightTruck'
  | 'heavyTruck'
  | 'minibus'
  | 'coach'
  | 'camper'
  | 'motorcycle'
  | 'lightTrailer'
  | 'trailer'
  | 'mediumTrailer'
  | 'semiTrailer'
  | 'classic';

/** How a model is driven: any combustion fuel (petrol, diesel, LPG, hybrid), or only one. */
export type Drive = 'combustion' | 'electric' | 'hydrogen';

export interface Model {
  make: string;
  name: string;
  segment: Segment;
  /** The first and last year it was sold new (null: still sold). */
  from: number;
  to: number | null;
  drive: Drive;
  /** A fixed engine (motorcycles and classics): cm³ and kW. */
  engine?: { cc: number; kw: number };
  /** A fixed body work code (classics). */
  body?: string;
}

export interface MakeModels {
  make: string;
  /** The make's share among its kind. */
  weight: number;
  /** Three characters of the world manufacturer identifier, the first of the VIN. */
  wmi: string;
  models: readonly Model[];
}

type Range = readonly [number, number];
type Weighted<T> = readonly (readonly [T, number])[];

export interface SegmentSpec {
  category: string;
  bodies: Weighted<string>;
  /** Cylinder capacity and power of a combustion engine; null without an engine. */
  cc: Range | null;
  kw: Range | null;
  /** Power of the electric version. */
  evKw: Range | null;
  mass: Range;
  seats: Weighted<number> | null;
  /** Years after the first registration the first inspection is due, and every how many after. */
  inspection: { first: number; every: number } | null;
  /** Heavy vehicles: Euro norm in Roman numerals, no CO₂ in g/km. */
  heavy?: boolean;
}

export const segments: Readonly<Record<Segment, SegmentSpec>> = {
  city: {
    category: 'M1',
    bodies: [
      ['AB', 90],
      ['AA', 10],
    ],
    cc: [998, 1400],
    kw: [44, 85],
    evKw: [60, 100],
    mass: [1350, 1700],
    seats: [
      [4, 30],
      [5, 70],
    ],
    inspection: { first: 4, every: 1 },
  },
  compact: {
    category: 'M1',
    bodies: [
      ['AB', 65],
      ['AC', 20],
      ['AA', 15],
    ],
    cc: [1197, 1998],
    kw: [66, 150],
    evKw: [110, 170],
    mass: [1700, 2100],
    seats: [[5, 1]],
    inspection: { first: 4, every: 1 },
  },
  family: {
    category: 'M1',
    bodies: [
      ['AA', 40],
      ['AC', 60],
    ],
    cc: [1395, 1998],
    kw: [90, 180],
    evKw: [150, 250],
    mass: [1950, 2450],
    seats: [[5, 1]],
    inspection: { first: 4, every: 1 },
  },
  premium: {
    category: 'M1',
    bodies: [
      ['AA', 45],
      ['AC', 35],
      ['AD', 12],
      ['AE', 8],
    ],
    cc: [1499, 2998],
    kw: [100, 250],
    evKw: [170, 400],
    mass: [2000, 2600],
    seats: [
      [5, 90],
      [4, 10],
    ],
    inspection: { first: 4, every: 1 },
  },
  suv: {
    category: 'M1',
    bodies: [
      ['AF', 55],
      ['AC', 45],
    ],
    cc: [1332, 1998],
    kw: [96, 185],
    evKw: [125, 250],
    mass: [1900, 2700],
    seats: [
      [5, 85],
      [7, 15],
    ],
    inspection: { first: 4, every: 1 },
  },
  mpv: {
    category: 'M1',
    bodies: [['AF', 1]],
    cc: [1397, 1997],
    kw: [81, 130],
    evKw: [100, 150],
    mass: [2000, 2500],
    seats: [
      [5, 60],
      [7, 40],
    ],
    inspection: { first: 4, every: 1 },
  },
  sports: {
    category: 'M1',
    bodies: [
      ['AD', 60],
      ['AE', 40],
    ],
    cc: [1496, 3996],
    kw: [96, 390],
    evKw: [300, 560],
    mass: [1450, 2400],
    seats: [
      [2, 50],
      [4, 50],
    ],
    inspection: { first: 4, every: 1 },
  },
  van: {
    category: 'N1',
    bodies: [['BB', 1]],
    cc: [1461, 2287],
    kw: [55, 130],
    evKw: [90, 150],
    mass: [2000, 3500],
    seats: [
      [2, 40],
      [3, 60],
    ],
    inspection: { first: 1, every: 1 },
  },
  lightTruck: {
    category: 'N2',
    bodies: [['BA', 1]],
    cc: [4500, 7700],
    kw: [130, 220],
    evKw: [150, 250],
    mass: [7500, 12_000],
    seats: [
      [2, 50],
      [3, 50],
    ],
    inspection: { first: 1, every: 1 },
    heavy: true,
  },
  heavyTruck: {
    category: 'N3',
    bodies: [['BA', 1]],
    cc: [10_800, 16_200],
    kw: [300, 480],
    evKw: [400, 540],
    mass: [18_000, 26_000],
    seats: [[2, 1]],
    inspection: { first: 1, every: 1 },
    heavy: true,
  },
  minibus: {
    category: 'M2',
    bodies: [['CA', 1]],
    cc: [2143, 2996],
    kw: [100, 140],
    evKw: [100, 150],
    mass: [3880, 5000],
    seats: [
      [9, 30],
      [14, 30],
      [17, 20],
      [22, 20],
    ],
    inspection: { first: 1, every: 1 },
    heavy: true,
  },
  coach: {
    category: 'M3',
    bodies: [['CA', 1]],
    cc: [7700, 12_800],
    kw: [220, 375],
    evKw: [200, 300],
    mass: [18_000, 19_500],
    seats: [
      [35, 20],
      [49, 40],
      [53, 30],
      [59, 10],
    ],
    inspection: { first: 1, every: 1 },
    heavy: true,
  },
  camper: {
    category: 'M1',
    bodies: [['VC', 1]],
    cc: [1995, 2287],
    kw: [96, 130],
    evKw: null,
    mass: [3500, 3650],
    seats: [[4, 1]],
    inspection: { first: 4, every: 1 },
  },
  motorcycle: {
    category: 'L3e',
    bodies: [['MO', 1]],
    cc: [125, 1900],
    kw: [11, 150],
    evKw: [11, 80],
    mass: [330, 560],
    seats: [
      [2, 85],
      [1, 15],
    ],
    // Belgium inspects a motorcycle only when it changes hands.
    inspection: null,
  },
  lightTrailer: {
    category: 'O1',
    bodies: [
      ['DA', 80],
      ['DC', 20],
    ],
    cc: null,
    kw: null,
    evKw: null,
    mass: [500, 750],
    seats: null,
    // A trailer up to 750 kg is never inspected.
    inspection: null,
  },
  trailer: {
    category: 'O2',
    bodies: [
      ['DA', 60],
      ['DC', 40],
    ],
    cc: null,
    kw: null,
    evKw: null,
    mass: [1300, 3500],
    seats: null,
    inspection: { first: 4, every: 1 },
  },
  mediumTrailer: {
    category: 'O3',
    bodies: [['DA', 1]],
    cc: null,
    kw: null,
    evKw: null,
    mass: [3600, 10_000],
    seats: null,
    inspection: { first: 1, every: 1 },
  },
  semiTrailer: {
    category: 'O4',
    bodies: [
      ['DC', 70],
      ['DA', 30],
    ],
    cc: null,
    kw: null,
    evKw: null,
    mass: [18_000, 39_000],
    seats: null,
    inspection: { first: 1, every: 1 },
  },
  classic: {
    category: 'M1',
    bodies: [
      ['AA', 40],
      ['AD', 30],
      ['AE', 30],
    ],
    cc: [600, 4200],
    kw: [18, 200],
    evKw: null,
    mass: [900, 1800],
    seats: [
      [2, 40],
      [4, 40],
      [5, 20],
    ],
    // An oldtimer (O plate) is no longer inspected periodically.
    inspection: null,
  },
};

// Compact ways to write a model: one with any combustion fuel (or a trailer, which has no engine),
// an electric one, one with a fixed engine.
const current = null;
function model(
  make: string,
  name: string,
  segment: Segment,
  from: number,
  to: number | null = current,
): Model {
  return { make, name, segment, from, to, drive: 'combustion' };
}
function electric(
  make: string,
  name: string,
  segment: Segment,
  from: number,
  to: number | null = current,
): Model {
  return { make, name, segment, from, to, drive: 'electric' };
}
function engine(
  make: string,
  name: string,
  segment: Segment,
  [cc, kw]: readonly [number, number],
  from: number,
  to: number | null = current,
  body?: string,
): Model {
  return { make, name, segment, from, to, drive: 'combustion', engine: { cc, kw }, body };
}

/** One make: its share, its WMI and its models (written with the make's name once). */
function make(
  name: string,
  weight: number,
  wmi: string,
  models: (name: string) => readonly Model[],
): MakeModels {
  return { make: name, weight, wmi, models: models(name) };
}

/** Passenger cars, by their share of the Belgian fleet. */
export const carMakes: readonly MakeModels[] = [
  make('Volkswagen', 12, 'WVW', (m) => [
    model(m, 'Polo', 'city', 1994),
    model(m, 'Up!', 'city', 2012, 2023),
    model(m, 'Golf', 'compact', 1990),
    model(m, 'Passat', 'family', 1990),
    model(m, 'Touran', 'mpv', 2003),
    model(m, 'Tiguan', 'suv', 2007),
    model(m, 'T-Roc', 'suv', 2017),
    electric(m, 'ID.3', 'compact', 2020),
    electric(m, 'ID.4', 'suv', 2021),
  ]),
  make('BMW', 9, 'WBA', (m) => [
    model(m, '1 Reeks', 'compact', 2004),
    model(m, '3 Reeks', 'premium', 1990),
    model(m, '5 Reeks', 'premium', 1990),
    model(m, 'X1', 'suv', 2009),
    model(m, 'X3', 'suv', 2004),
    model(m, 'X5', 'suv', 2000),
    electric(m, 'i3', 'city', 2013, 2022),
    electric(m, 'i4', 'premium', 2021),
    electric(m, 'iX1', 'suv', 2023),
  ]),
  make('Mercedes-Benz', 8, 'WDD', (m) => [
    model(m, 'A-Klasse', 'compact', 1998),
    model(m, 'C-Klasse', 'premium', 1993),
    model(m, 'E-Klasse', 'premium', 1993),
    model(m, 'GLA', 'suv', 2014),
    model(m, 'GLC', 'suv', 2015),
    electric(m, 'EQA', 'suv', 2021),
    electric(m, 'EQE', 'premium', 2022),
  ]),
  make('Audi', 7, 'WAU', (m) => [
    model(m, 'A1', 'city', 2010),
    model(m, 'A3', 'compact', 1996),
    model(m, 'A4', 'premium', 1995),
    model(m, 'A6', 'premium', 1994),
    model(m, 'Q3', 'suv', 2011),
    model(m, 'Q5', 'suv', 2008),
    electric(m, 'Q4 e-tron', 'suv', 2021),
    electric(m, 'e-tron', 'suv', 2019),
  ]),
  make('Peugeot', 7, 'VF3', (m) => [
    model(m, '206', 'city', 1998, 2012),
    model(m, '208', 'city', 2012),
    model(m, '307', 'compact', 2001, 2008),
    model(m, '308', 'compact', 2007),
    model(m, '2008', 'suv', 2013),
    model(m, '3008', 'suv', 2009),
    model(m, '5008', 'mpv', 2009),
    electric(m, 'e-208', 'city', 2019),
  ]),
  make('Renault', 7, 'VF1', (m) => [
    model(m, 'Clio', 'city', 1990),
    model(m, 'Mégane', 'compact', 1995),
    model(m, 'Scénic', 'mpv', 1996),
    model(m, 'Captur', 'suv', 2013),
    model(m, 'Kadjar', 'suv', 2015, 2022),
    model(m, 'Austral', 'suv', 2022),
    electric(m, 'Zoe', 'city', 2013, 2024),
    electric(m, 'Mégane E-Tech', 'compact', 2022),
  ]),
  make('Toyota', 6, 'SB1', (m) => [
    model(m, 'Aygo', 'city', 2005),
    model(m, 'Yaris', 'city', 1999),
    model(m, 'Corolla', 'compact', 1990),
    model(m, 'Prius', 'compact', 2000),
    model(m, 'C-HR', 'suv', 2016),
    model(m, 'RAV4', 'suv', 1994),
    electric(m, 'bZ4X', 'suv', 2022),
    { ...model(m, 'Mirai', 'family', 2015), drive: 'hydrogen' },
  ]),
  make('Škoda', 5, 'TMB', (m) => [
    model(m, 'Fabia', 'city', 1999),
    model(m, 'Octavia', 'family', 1996),
    model(m, 'Superb', 'family', 2001),
    model(m, 'Kamiq', 'suv', 2019),
    model(m, 'Karoq', 'suv', 2017),
    model(m, 'Kodiaq', 'suv', 2016),
    electric(m, 'Enyaq', 'suv', 2021),
  ]),
  make('Volvo', 5, 'YV1', (m) => [
    model(m, 'V40', 'compact', 1995, 2019),
    model(m, 'V60', 'family', 2010),
    model(m, 'V90', 'premium', 2016),
    model(m, 'XC40', 'suv', 2017),
    model(m, 'XC60', 'suv', 2008),
    model(m, 'XC90', 'suv', 2002),
    electric(m, 'EX30', 'suv', 2023),
  ]),
  make('Ford', 5, 'WF0', (m) => [
    model(m, 'Fiesta', 'city', 1990, 2023),
    model(m, 'Focus', 'compact', 1998),
    model(m, 'Mondeo', 'family', 1993, 2022),
    model(m, 'Puma', 'suv', 2019),
    model(m, 'Kuga', 'suv', 2008),
    electric(m, 'Mustang Mach-E', 'suv', 2021),
  ]),
  make('Opel', 5, 'W0L', (m) => [
    model(m, 'Corsa', 'city', 1990),
    model(m, 'Astra', 'compact', 1991),
    model(m, 'Insignia', 'family', 2008, 2022),
    model(m, 'Zafira', 'mpv', 1999, 2019),
    model(m, 'Mokka', 'suv', 2012),
    model(m, 'Grandland', 'suv', 2017),
  ]),
  make('Citroën', 5, 'VF7', (m) => [
    model(m, 'C1', 'city', 2005, 2022),
    model(m, 'C3', 'city', 2002),
    model(m, 'C4', 'compact', 2004),
    model(m, 'Berlingo', 'mpv', 1996),
    model(m, 'C5 Aircross', 'suv', 2018),
    electric(m, 'ë-C4', 'compact', 2020),
  ]),
  make('Kia', 4, 'U5Y', (m) => [
    model(m, 'Picanto', 'city', 2004),
    model(m, 'Rio', 'city', 2000),
    model(m, 'Ceed', 'compact', 2007),
    model(m, 'Stonic', 'suv', 2017),
    model(m, 'Sportage', 'suv', 1994),
    model(m, 'Niro', 'suv', 2016),
    electric(m, 'EV6', 'suv', 2021),
  ]),
  make('Hyundai', 3, 'TMA', (m) => [
    model(m, 'i10', 'city', 2008),
    model(m, 'i20', 'city', 2008),
    model(m, 'i30', 'compact', 2007),
    model(m, 'Kona', 'suv', 2017),
    model(m, 'Tucson', 'suv', 2004),
    electric(m, 'IONIQ 5', 'suv', 2021),
  ]),
  make('Dacia', 3, 'UU1', (m) => [
    model(m, 'Sandero', 'city', 2008),
    model(m, 'Logan', 'compact', 2005),
    model(m, 'Duster', 'suv', 2010),
    model(m, 'Jogger', 'mpv', 2022),
    electric(m, 'Spring', 'city', 2021),
  ]),
  make('Tesla', 2, '5YJ', (m) => [
    electric(m, 'Model S', 'premium', 2013),
    electric(m, 'Model X', 'suv', 2016),
    electric(m, 'Model 3', 'premium', 2019),
    electric(m, 'Model Y', 'suv', 2021),
  ]),
  make('Fiat', 2, 'ZFA', (m) => [
    model(m, 'Panda', 'city', 1990),
    model(m, '500', 'city', 2007),
    model(m, 'Tipo', 'compact', 2016),
    electric(m, '500e', 'city', 2021),
  ]),
  make('Nissan', 2, 'SJN', (m) => [
    model(m, 'Micra', 'city', 1990),
    model(m, 'Juke', 'suv', 2010),
    model(m, 'Qashqai', 'suv', 2007),
    model(m, 'X-Trail', 'suv', 2001),
    electric(m, 'Leaf', 'compact', 2011),
  ]),
  make('SEAT', 2, 'VSS', (m) => [
    model(m, 'Ibiza', 'city', 1993),
    model(m, 'Leon', 'compact', 1999),
    model(m, 'Arona', 'suv', 2017),
    model(m, 'Ateca', 'suv', 2016),
  ]),
  make('Mini', 1.5, 'WMW', (m) => [
    model(m, 'Cooper', 'city', 2001),
    model(m, 'Countryman', 'suv', 2010),
    electric(m, 'Cooper SE', 'city', 2020),
  ]),
  make('Mazda', 1, 'JMZ', (m) => [
    model(m, 'Mazda2', 'city', 2003),
    model(m, 'Mazda3', 'compact', 2003),
    model(m, 'CX-5', 'suv', 2012),
    model(m, 'MX-5', 'sports', 1990),
  ]),
  make('Suzuki', 1, 'TSM', (m) => [
    model(m, 'Swift', 'city', 2005),
    model(m, 'Ignis', 'city', 2016),
    model(m, 'Vitara', 'suv', 2015),
  ]),
  make('MG', 0.6, 'LSJ', (m) => [
    electric(m, 'ZS EV', 'suv', 2019),
    electric(m, 'MG4', 'compact', 2022),
  ]),
  make('Land Rover', 0.5, 'SAL', (m) => [
    model(m, 'Range Rover Evoque', 'suv', 2011),
    model(m, 'Discovery Sport', 'suv', 2014),
    model(m, 'Defender', 'suv', 2020),
  ]),
  make('Porsche', 0.5, 'WP0', (m) => [
    model(m, '911', 'sports', 1990),
    model(m, 'Cayenne', 'suv', 2002),
    model(m, 'Macan', 'suv', 2014),
    electric(m, 'Taycan', 'sports', 2020),
  ]),
  make('Polestar', 0.3, 'LPS', (m) => [electric(m, '2', 'premium', 2020)]),
  make('BYD', 0.3, 'LGX', (m) => [
    electric(m, 'Atto 3', 'suv', 2022),
    electric(m, 'Seal', 'premium', 2023),
  ]),
  make('Lynk & Co', 0.3, 'L6T', (m) => [model(m, '01', 'suv', 2021)]),
  make('Jeep', 0.3, '1C4', (m) => [
    model(m, 'Renegade', 'suv', 2014),
    model(m, 'Compass', 'suv', 2017),
  ]),
  make('Alfa Romeo', 0.3, 'ZAR', (m) => [
    model(m, 'Giulietta', 'compact', 2010, 2020),
    model(m, 'Giulia', 'premium', 2016),
    model(m, 'Stelvio', 'suv', 2017),
  ]),
  make('Honda', 0.3, 'SHH', (m) => [
    model(m, 'Jazz', 'city', 2002),
    model(m, 'Civic', 'compact', 1990),
    model(m, 'CR-V', 'suv', 1997),
  ]),
  make('DS', 0.3, 'VR1', (m) => [model(m, 'DS 3', 'city', 2010), model(m, 'DS 7', 'suv', 2018)]),
  make('Smart', 0.3, 'WME', (m) => [model(m, 'Fortwo', 'city', 1998, 2019)]),
  make('Mitsubishi', 0.3, 'JMB', (m) => [
    model(m, 'Space Star', 'city', 2013),
    model(m, 'Outlander', 'suv', 2003),
  ]),
];

/** Light commercial vehicles (N1). */
export const vanMakes: readonly MakeModels[] = [
  make('Volkswagen', 18, 'WV1', (m) => [
    model(m, 'Caddy', 'van', 1995),
    model(m, 'Transporter', 'van', 1990),
    model(m, 'Crafter', 'van', 2006),
    electric(m, 'ID. Buzz Cargo', 'van', 2022),
  ]),
  make('Mercedes-Benz', 15, 'WDB', (m) => [
    model(m, 'Sprinter', 'van', 1995),
    model(m, 'Vito', 'van', 1996),
    model(m, 'Citan', 'van', 2012),
  ]),
  make('Renault', 13, 'VF6', (m) => [
    model(m, 'Kangoo', 'van', 1997),
    model(m, 'Trafic', 'van', 1990),
    model(m, 'Master', 'van', 1990),
  ]),
  make('Ford', 13, 'WF0', (m) => [
    model(m, 'Transit Connect', 'van', 2002),
    model(m, 'Transit Custom', 'van', 2012),
    model(m, 'Transit', 'van', 1990),
    electric(m, 'E-Transit', 'van', 2022),
  ]),
  make('Peugeot', 10, 'VF3', (m) => [
    model(m, 'Partner', 'van', 1996),
    model(m, 'Expert', 'van', 1995),
    model(m, 'Boxer', 'van', 1994),
  ]),
  make('Citroën', 10, 'VF7', (m) => [
    model(m, 'Berlingo Van', 'van', 1996),
    model(m, 'Jumpy', 'van', 1995),
    model(m, 'Jumper', 'van', 1994),
  ]),
  make('Opel', 6, 'W0L', (m) => [
    model(m, 'Combo', 'van', 1994),
    model(m, 'Vivaro', 'van', 2001),
    model(m, 'Movano', 'van', 1998),
  ]),
  make('Fiat', 6, 'ZFA', (m) => [model(m, 'Doblò', 'van', 2000), model(m, 'Ducato', 'van', 1990)]),
  make('Toyota', 4, 'NMT', (m) => [model(m, 'Proace', 'van', 2013)]),
  make('Iveco', 5, 'ZCF', (m) => [model(m, 'Daily', 'van', 1990)]),
];

/** Lorries (N2 and N3). */
export const truckMakes: readonly MakeModels[] = [
  make('DAF', 25, 'XLR', (m) => [
    model(m, 'LF', 'lightTruck', 2001),
    model(m, 'CF', 'heavyTruck', 2001),
    model(m, 'XF', 'heavyTruck', 1997),
  ]),
  make('Volvo', 20, 'YV2', (m) => [
    model(m, 'FL', 'lightTruck', 2006),
    model(m, 'FM', 'heavyTruck', 1998),
    model(m, 'FH', 'heavyTruck', 1993),
  ]),
  make('Scania', 17, 'YS2', (m) => [
    model(m, 'P-serie', 'heavyTruck', 2004),
    model(m, 'R-serie', 'heavyTruck', 2004),
    model(m, 'S-serie', 'heavyTruck', 2016),
  ]),
  make('Mercedes-Benz', 16, 'WDB', (m) => [
    model(m, 'Atego', 'lightTruck', 1998),
    model(m, 'Actros', 'heavyTruck', 1996),
    electric(m, 'eActros', 'heavyTruck', 2022),
  ]),
  make('MAN', 14, 'WMA', (m) => [
    model(m, 'TGL', 'lightTruck', 2005),
    model(m, 'TGX', 'heavyTruck', 2007),
  ]),
  make('Iveco', 8, 'WJM', (m) => [
    model(m, 'Eurocargo', 'lightTruck', 1992),
    model(m, 'S-Way', 'heavyTruck', 2019),
  ]),
];

/** Minibuses (M2) and coaches (M3). */
export const busMakes: readonly MakeModels[] = [
  make('Mercedes-Benz', 40, 'WEB', (m) => [
    model(m, 'Sprinter Travel', 'minibus', 2006),
    model(m, 'Tourismo', 'coach', 1994),
    model(m, 'Citaro', 'coach', 1997),
    electric(m, 'eCitaro', 'coach', 2019),
  ]),
  make('Van Hool', 20, 'YE2', (m) => [
    model(m, 'TX16 Astron', 'coach', 2011, 2024),
    model(m, 'A330', 'coach', 1994, 2024),
  ]),
  make('Setra', 15, 'WKK', (m) => [model(m, 'S 516 HD', 'coach', 2012)]),
  make('Irizar', 10, 'VTH', (m) => [model(m, 'i6', 'coach', 2010)]),
  make('Neoplan', 5, 'WAG', (m) => [model(m, 'Tourliner', 'coach', 2004)]),
  make('Ford', 10, 'WF0', (m) => [model(m, 'Transit Bus', 'minibus', 2000)]),
];

/** Motor caravans (M1, body work VC). */
export const camperMakes: readonly MakeModels[] = [
  make('Fiat', 60, 'ZFA', (m) => [model(m, 'Ducato', 'camper', 1994)]),
  make('Mercedes-Benz', 15, 'WDB', (m) => [model(m, 'Sprinter', 'camper', 2000)]),
  make('Volkswagen', 15, 'WV2', (m) => [model(m, 'California', 'camper', 1990)]),
  make('Ford', 10, 'WF0', (m) => [model(m, 'Transit', 'camper', 2000)]),
];

/** Motorcycles (L3e), with the engine of each model. */
export const motorcycleMakes: readonly MakeModels[] = [
  make('BMW', 20, 'WB1', (m) => [
    engine(m, 'R 1250 GS', 'motorcycle', [1254, 100], 2019),
    engine(m, 'R 1200 GS', 'motorcycle', [1170, 92], 2004, 2018),
    engine(m, 'F 900 R', 'motorcycle', [895, 77], 2020),
    engine(m, 'S 1000 RR', 'motorcycle', [999, 154], 2009),
    engine(m, 'G 310 R', 'motorcycle', [313, 25], 2016),
  ]),
  make('Honda', 16, 'JH2', (m) => [
    engine(m, 'CB500F', 'motorcycle', [471, 35], 2013),
    engine(m, 'CBR650R', 'motorcycle', [649, 70], 2019),
    engine(m, 'Africa Twin', 'motorcycle', [1084, 75], 2016),
    engine(m, 'Forza 125', 'motorcycle', [125, 11], 2015),
    engine(m, 'Hornet 600', 'motorcycle', [599, 70], 1998, 2013),
  ]),
  make('Yamaha', 16, 'JYA', (m) => [
    engine(m, 'MT-07', 'motorcycle', [689, 54], 2014),
    engine(m, 'Tracer 9', 'motorcycle', [890, 87], 2021),
    engine(m, 'Ténéré 700', 'motorcycle', [689, 54], 2019),
    engine(m, 'XMAX 300', 'motorcycle', [292, 21], 2017),
    engine(m, 'FZ6', 'motorcycle', [600, 72], 2004, 2010),
  ]),
  make('Kawasaki', 12, 'JKA', (m) => [
    engine(m, 'Z900', 'motorcycle', [948, 92], 2017),
    engine(m, 'Ninja 650', 'motorcycle', [649, 50], 2017),
    engine(m, 'Versys 650', 'motorcycle', [649, 49], 2007),
    engine(m, 'ER-6n', 'motorcycle', [649, 53], 2006, 2016),
  ]),
  make('KTM', 10, 'VBK', (m) => [
    engine(m, '390 Duke', 'motorcycle', [373, 32], 2013),
    engine(m, '790 Adventure', 'motorcycle', [799, 70], 2019),
    engine(m, '1290 Super Duke R', 'motorcycle', [1301, 132], 2014),
  ]),
  make('Triumph', 8, 'SMT', (m) => [
    engine(m, 'Street Triple', 'motorcycle', [765, 88], 2007),
    engine(m, 'Bonneville T120', 'motorcycle', [1200, 59], 2016),
    engine(m, 'Tiger 900', 'motorcycle', [888, 70], 2020),
  ]),
  make('Harley-Davidson', 7, '1HD', (m) => [
    engine(m, 'Street Glide', 'motorcycle', [1868, 68], 2006),
    engine(m, 'Sportster S', 'motorcycle', [1252, 90], 2021),
    engine(m, 'Fat Boy', 'motorcycle', [1868, 69], 1990),
  ]),
  make('Ducati', 6, 'ZDM', (m) => [
    engine(m, 'Monster', 'motorcycle', [937, 82], 1993),
    engine(m, 'Multistrada V4', 'motorcycle', [1158, 125], 2021),
    engine(m, 'Scrambler', 'motorcycle', [803, 54], 2015),
  ]),
  make('Suzuki', 5, 'JS1', (m) => [
    engine(m, 'V-Strom 650', 'motorcycle', [645, 52], 2004),
    engine(m, 'GSX-S750', 'motorcycle', [749, 83], 2015),
    engine(m, 'Bandit 650', 'motorcycle', [656, 63], 2005, 2016),
  ]),
];

/** Trailers (O1 to O4): no engine, no fuel. */
export const trailerMakes: readonly MakeModels[] = [
  make('Humbaur', 18, 'WHD', (m) => [
    model(m, 'Steely', 'lightTrailer', 2005),
    model(m, 'HA 132513', 'trailer', 2008),
    model(m, 'HKT 3500', 'trailer', 2006),
    model(m, 'HS 653020', 'mediumTrailer', 2010),
  ]),
  make('Anssems', 16, 'XM9', (m) => [
    model(m, 'GT 750', 'lightTrailer', 1995),
    model(m, 'BSX 1350', 'trailer', 2000),
    model(m, 'PLT 3000', 'trailer', 2002),
  ]),
  make('Böckmann', 12, 'W09', (m) => [
    model(m, 'TL-AL 2513/135', 'trailer', 2005),
    model(m, 'Champion', 'trailer', 2010),
    model(m, 'KT-AL', 'lightTrailer', 2000),
  ]),
  make('Hapert', 12, 'XLH', (m) => [
    model(m, 'Azure L-2', 'trailer', 2008),
    model(m, 'Cobalt HM-2', 'trailer', 2012),
    model(m, 'Sapphire L-1', 'lightTrailer', 2008),
  ]),
  make('Brian James', 8, 'SC9', (m) => [
    model(m, 'Cargo Connect', 'trailer', 2012),
    model(m, 'T Transporter', 'trailer', 2010),
  ]),
  make('Ifor Williams', 8, 'SCK', (m) => [
    model(m, 'LM146', 'trailer', 2000),
    model(m, 'HB511', 'trailer', 2005),
  ]),
  make('Schmitz Cargobull', 12, 'WSM', (m) => [
    model(m, 'S.KO Cool', 'semiTrailer', 1998),
    model(m, 'S.CS Universal', 'semiTrailer', 1998),
    model(m, 'S.KI Light', 'semiTrailer', 2005),
  ]),
  make('Krone', 9, 'WKE', (m) => [
    model(m, 'Profi Liner', 'semiTrailer', 2000),
    model(m, 'Cool Liner', 'semiTrailer', 2000),
    model(m, 'Box Carrier', 'mediumTrailer', 2008),
  ]),
  make('Kögel', 5, 'WK0', (m) => [model(m, 'Cargo', 'semiTrailer', 2000)]),
];

/** Classics for the O (oldtimer) plates: 25 years old or more, sold new long ago. */
export const classicMakes: readonly MakeModels[] = [
  make('Volkswagen', 18, 'WVW', (m) => [
    engine(m, 'Kever', 'classic', [1285, 37], 1950, 1978, 'AA'),
    engine(m, 'Golf GTI', 'classic', [1781, 82], 1983, 1991, 'AB'),
  ]),
  make('Citroën', 14, 'VF7', (m) => [
    engine(m, '2CV', 'classic', [602, 21], 1950, 1990, 'AA'),
    engine(m, 'DS', 'classic', [2175, 78], 1955, 1975, 'AA'),
  ]),
  make('Mercedes-Benz', 14, 'WDB', (m) => [
    engine(m, '280 SL', 'classic', [2778, 125], 1968, 1971, 'AE'),
    engine(m, '190 E', 'classic', [1997, 90], 1982, 1993, 'AA'),
  ]),
  make('Porsche', 8, 'WP0', (m) => [engine(m, '911', 'classic', [2687, 154], 1964, 1998, 'AD')]),
  make('Volvo', 8, 'YV1', (m) => [
    engine(m, 'Amazon', 'classic', [1778, 66], 1956, 1970, 'AA'),
    engine(m, '240', 'classic', [2316, 85], 1974, 1993, 'AC'),
  ]),
  make('MG', 7, 'GHN', (m) => [engine(m, 'MGB', 'classic', [1798, 70], 1962, 1980, 'AE')]),
  make('Triumph', 6, 'TRW', (m) => [
    engine(m, 'Spitfire', 'classic', [1296, 56], 1962, 1980, 'AE'),
  ]),
  make('Alfa Romeo', 6, 'ZAR', (m) => [
    engine(m, 'Spider', 'classic', [1962, 94], 1966, 1993, 'AE'),
  ]),
  make('Jaguar', 5, 'SAJ', (m) => [engine(m, 'E-Type', 'classic', [4235, 198], 1961, 1975, 'AD')]),
  make('Austin', 5, 'SAX', (m) => [engine(m, 'Mini', 'classic', [998, 29], 1959, 1988, 'AA')]),
  make('Renault', 5, 'VF1', (m) => [engine(m, '4', 'classic', [845, 25], 1961, 1992, 'AA')]),
  make('Fiat', 4, 'ZFA', (m) => [engine(m, '500', 'classic', [499, 13], 1957, 1975, 'AA')]),
];

/** The cars of diplomatic missions: the premium makes of the car list. */
export const diplomaticMakes: readonly MakeModels[] = carMakes.filter((entry) =>
  ['Mercedes-Benz', 'BMW', 'Audi', 'Volvo', 'Toyota', 'Tesla', 'Volkswagen'].includes(entry.make),
);

/** Every make the registers use. */
export function catalogueMakes(): string[] {
  return [
    ...new Set(
      [
        carMakes,
        vanMakes,
        truckMakes,
        busMakes,
        camperMakes,
        motorcycleMakes,
        trailerMakes,
        classicMakes,
      ].flatMap((list) => list.map((entry) => entry.make)),
    ),
  ].sort();
}
