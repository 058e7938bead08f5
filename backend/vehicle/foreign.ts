// The neighbouring countries' registers, as far as the synthetic foreign vehicles need them: the
// plate formats in use (kept without separators, as asked; German plates keep their umlauts),
// holders' names and enterprise names, and addresses written as their post writes them. The
// names and places are common ones; the plates follow each country's rules for letters.
import { commonDutchSurnames } from '../population/names';
import type { Random } from '../population/random';

export const foreignCountries = ['NL', 'DE', 'FR', 'LU'] as const;
export type ForeignCountry = (typeof foreignCountries)[number];

/** What a plate is for: a motor vehicle, a motorcycle, a van or lorry, or a trailer. */
export type PlateUse = 'car' | 'motorcycle' | 'commercial' | 'trailer';

export interface WrittenPlate {
  /** As written on the plate: 'GB-123-K', 'K-AB 1234', 'AB-123-CD', 'AB 1234'. */
  written: string;
  /** Without separators: 'GB123K'. */
  plate: string;
}

const pick = (random: Random, characters: string, count: number) =>
  Array.from({ length: count }, () => random.pick([...characters])).join('');
const number = (random: Random, count: number) =>
  String(random.int(count === 1 ? 1 : 10 ** (count - 1), 10 ** count - 1));

/** Dutch plates use no vowels, nor C, Q, W (series letter only) or Y. */
const dutchLetters = 'BDFGHJKLNPRSTVXZ';
/** French plates since 2009 use no I, O or U. */
const frenchLetters = 'ABCDEFGHJKLMNPQRSTVWXYZ';
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** German districts near Belgium and further, some with an umlaut. */
const germanDistricts: readonly (readonly [string, number])[] = [
  ['AC', 14],
  ['K', 12],
  ['D', 8],
  ['DN', 6],
  ['HS', 5],
  ['EU', 4],
  ['BN', 5],
  ['TR', 4],
  ['BIT', 2],
  ['NE', 3],
  ['KR', 2],
  ['M', 3],
  ['B', 3],
  ['HH', 2],
  ['F', 2],
  ['GÖ', 2],
  ['WÜ', 2],
  ['TÜ', 2],
  ['LÖ', 2],
  ['DÜW', 2],
  ['MÜ', 1],
  ['FÜ', 2],
  ['HÖX', 1],
];

const frenchDepartments = ['59', '62', '75', '57', '51', '08', '02', '67', '69', '13'];

/**
 * A plate of the country, for a vehicle registered in the year. Dutch plates follow the side codes
 * of their time and start with V for vans, M for motorcycles and W for trailers; German ones are
 * district, one or two letters and up to four digits (an E after them for an electric vehicle);
 * French ones the SIV format since 2009 (department format before); Luxembourg two letters and
 * four digits.
 */
export function foreignPlate(
  random: Random,
  country: ForeignCountry,
  use: PlateUse,
  year: number,
  electric: boolean,
): WrittenPlate {
  const written = writtenFor(random, country, use, year, electric);
  return { written, plate: written.replace(/[\s-]/g, '') };
}

function writtenFor(
  random: Random,
  country: ForeignCountry,
  use: PlateUse,
  year: number,
  electric: boolean,
): string {
  switch (country) {
    case 'NL': {
      const series = { car: '', motorcycle: 'M', commercial: 'V', trailer: 'W' }[use];
      if (series !== '') {
        return `${series}${pick(random, dutchLetters, 1)}-${number(random, 3)}-${pick(random, dutchLetters, 1)}`;
      }
      if (year < 2008) {
        return `${number(random, 2)}-${pick(random, dutchLetters, 2)}-${pick(random, dutchLetters, 2)}`;
      }
      if (year < 2013) {
        return `${number(random, 2)}-${pick(random, dutchLetters, 3)}-${number(random, 1)}`;
      }
      if (year < 2016) {
        return `${number(random, 1)}-${pick(random, dutchLetters, 3)}-${number(random, 2)}`;
      }
      if (year < 2019) {
        return `${pick(random, dutchLetters, 2)}-${number(random, 3)}-${pick(random, dutchLetters, 1)}`;
      }
      return `${pick(random, dutchLetters, 3)}-${number(random, 2)}-${pick(random, dutchLetters, 1)}`;
    }
    case 'DE': {
      const district = random.weighted(germanDistricts);
      // At most eight characters in all, not counting the E.
      const letterCount = district.length === 3 ? 1 : random.int(1, 2);
      const digitCount = Math.min(4, 8 - district.length - letterCount, random.int(2, 4));
      const suffix = electric && use !== 'trailer' ? 'E' : '';
      return `${district}-${pick(random, letters, letterCount)} ${number(random, digitCount)}${suffix}`;
    }
    case 'FR':
      if (year < 2009) {
        return `${number(random, 4)} ${pick(random, frenchLetters, 2)} ${random.pick(frenchDepartments)}`;
      }
      return `${pick(random, frenchLetters, 2)}-${number(random, 3)}-${pick(random, frenchLetters, 2)}`;
    case 'LU':
      return `${pick(random, letters, 2)} ${number(random, 4)}`;
  }
}

interface Country {
  firstNames: { male: readonly string[]; female: readonly string[] };
  surnames: readonly string[];
  /** An enterprise's name from a surname and a town. */
  enterprises: readonly ((surname: string, town: string) => string)[];
  streets: readonly string[];
  /** Postcode and town, as the second line of an address. */
  towns: readonly string[];
  /** The number before the street (France) or after it. */
  address: (street: string, number: string) => string;
  /** Whether the register gives a holder's birth date. */
  birthDates: boolean;
}

export const countries: Readonly<Record<ForeignCountry, Country>> = {
  NL: {
    firstNames: {
      male: ['Daan', 'Sem', 'Ruud', 'Henk', 'Kees', 'Joost', 'Thijs', 'Bram', 'Wouter', 'Jeroen'],
      female: ['Anouk', 'Sanne', 'Femke', 'Marloes', 'Saskia', 'Lieke', 'Ilse', 'Esther', 'Mirjam'],
    },
    surnames: [...commonDutchSurnames, 'Dekker', 'Verhoeven', 'Jansen', 'van Leeuwen'],
    enterprises: [
      (surname) => `Transportbedrijf ${surname} B.V.`,
      (surname) => `${surname} Installatietechniek B.V.`,
      (_, town) => `Autoverhuur ${town} B.V.`,
      (surname) => `Bouwbedrijf ${surname} B.V.`,
    ],
    streets: [
      'Kerkstraat',
      'Dorpsstraat',
      'Stationsweg',
      'Hoofdstraat',
      'Molenweg',
      'Schoolstraat',
    ],
    towns: [
      '4811 AA Breda',
      '5038 EA Tilburg',
      '5611 AB Eindhoven',
      '6211 CK Maastricht',
      '4701 AB Roosendaal',
      '4611 AA Bergen op Zoom',
      '4531 AA Terneuzen',
      '3011 AD Rotterdam',
      '1015 CW Amsterdam',
    ],
    address: (street, number) => `${street} ${number}`,
    birthDates: true,
  },
  DE: {
    firstNames: {
      male: ['Jürgen', 'Klaus', 'Stefan', 'Jörg', 'Lukas', 'Matthias', 'Günther', 'Tobias', 'Uwe'],
      female: ['Ursula', 'Sabine', 'Anja', 'Jana', 'Lea', 'Käthe', 'Jutta', 'Birgit', 'Claudia'],
    },
    surnames: [
      'Müller',
      'Schmitz',
      'Weiß',
      'Schröder',
      'Krüger',
      'Becker',
      'Hoffmann',
      'Wagner',
      'Schäfer',
      'Koch',
      'Jäger',
      'Böhm',
    ],
    enterprises: [
      (surname) => `Spedition ${surname} GmbH`,
      (surname) => `${surname} Logistik GmbH & Co. KG`,
      (surname) => `Autohaus ${surname} GmbH`,
      (surname, town) => `${surname} Bau ${town} GmbH`,
    ],
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Schillerstraße', 'Lindenallee', 'Gartenstraße'],
    towns: [
      '52062 Aachen',
      '50667 Köln',
      '40213 Düsseldorf',
      '52349 Düren',
      '53111 Bonn',
      '54290 Trier',
      '52525 Heinsberg',
      '37073 Göttingen',
      '97070 Würzburg',
    ],
    address: (street, number) => `${street} ${number}`,
    birthDates: true,
  },
  FR: {
    firstNames: {
      male: ['Jean', 'Pierre', 'Michel', 'Philippe', 'Nicolas', 'Julien', 'Thomas', 'Hugo'],
      female: ['Marie', 'Isabelle', 'Nathalie', 'Camille', 'Léa', 'Chloé', 'Sophie', 'Émilie'],
    },
    surnames: [
      'Martin',
      'Bernard',
      'Dubois',
      'Thomas',
      'Robert',
      'Petit',
      'Durand',
      'Lefebvre',
      'Leroy',
      'Moreau',
      'Lemaire',
      'Fontaine',
    ],
    enterprises: [
      (surname) => `Transports ${surname} SARL`,
      (surname) => `${surname} et Fils SAS`,
      (_, town) => `Location Auto ${town} SAS`,
      (surname) => `Bâtiment ${surname} SARL`,
    ],
    streets: ['rue de la Gare', 'rue Nationale', 'avenue Jean Jaurès', 'rue Victor Hugo'],
    towns: [
      '59000 Lille',
      '59100 Roubaix',
      '59200 Tourcoing',
      '59140 Dunkerque',
      '62100 Calais',
      '08000 Charleville-Mézières',
      '51100 Reims',
      '75011 Paris',
    ],
    address: (street, number) => `${number} ${street}`,
    birthDates: false,
  },
  LU: {
    firstNames: {
      male: ['Jean', 'Marc', 'Paul', 'Luc', 'Tom', 'Pol', 'Gilles', 'Claude'],
      female: ['Anne', 'Marie', 'Sandra', 'Carole', 'Nathalie', 'Martine', 'Joëlle'],
    },
    surnames: [
      'Schmit',
      'Muller',
      'Weber',
      'Wagner',
      'Hoffmann',
      'Thill',
      'Kieffer',
      'Reuter',
      'Meyer',
      'Schroeder',
    ],
    enterprises: [
      (surname) => `Transports ${surname} S.à r.l.`,
      (surname) => `${surname} & Fils S.A.`,
      (_, town) => `Garage ${town} S.à r.l.`,
    ],
    streets: ['rue de la Gare', 'route d’Arlon', 'rue Principale', 'avenue de la Liberté'],
    towns: [
      'L-1611 Luxembourg',
      'L-4002 Esch-sur-Alzette',
      'L-9001 Ettelbruck',
      'L-8001 Strassen',
      'L-9501 Wiltz',
    ],
    address: (street, number) => `${number}, ${street}`,
    birthDates: true,
  },
};

/** An address abroad as its lines are written: street and number, postcode and town. */
export function foreignAddress(random: Random, country: ForeignCountry): string[] {
  const style = countries[country];
  const house = String(Math.min(random.int(1, 180), random.int(1, 180)));
  return [style.address(random.pick(style.streets), house), random.pick(style.towns)];
}

/** A person's name: first name and surname. */
export function foreignPersonName(random: Random, country: ForeignCountry): string {
  const style = countries[country];
  const first = random.chance(0.5)
    ? random.pick(style.firstNames.male)
    : random.pick(style.firstNames.female);
  return `${first} ${random.pick(style.surnames)}`;
}

/** An enterprise's name, after a surname or the town of its address. */
export function foreignEnterpriseName(
  random: Random,
  country: ForeignCountry,
  address: readonly string[],
): string {
  const style = countries[country];
  const town = (address[1] ?? '').replace(/^(L-)?[\d]+( [A-Z]{2})? /, '');
  return random.pick(style.enterprises)(random.pick(style.surnames), town);
}
