// The vehicle registers' small code lists, shared by both sides: the reference backend answers with
// the Dutch label, the portal shows the label in the screen's language with its code. Codes the
// DIV's own answers show are marked 'source'; the others are the reference backend's own, written
// for the synthetic register in the same style. Vehicle categories are the EU's (Regulation (EU)
// 2018/858 and 168/2013).
import type { CodeLabels } from './person-codes';

/** The kind of plate; the plate's first character tells most of them apart. */
export const plateTypeCodes: Readonly<Record<string, CodeLabels>> = {
  /** Source: 'NM Normaal'. */
  NM: { nl: 'Normaal', en: 'Standard' },
  MO: { nl: 'Motorfiets', en: 'Motorcycle' },
  AH: { nl: 'Aanhangwagen', en: 'Trailer' },
  OT: { nl: 'Oldtimer', en: 'Vintage vehicle' },
  HP: { nl: 'Handelaarsplaat', en: 'Trade plate' },
  CD: { nl: 'Diplomatiek korps', en: 'Diplomatic corps' },
};

/** The registration's status. */
export const registrationStatusCodes: Readonly<Record<string, CodeLabels>> = {
  /** Source: 'REG Ingeschreven'. */
  REG: { nl: 'Ingeschreven', en: 'Registered' },
  SCH: { nl: 'Geschrapt', en: 'Deregistered' },
};

/** EU vehicle categories. */
export const vehicleCategoryCodes: Readonly<Record<string, CodeLabels>> = {
  M1: { nl: 'Personenauto', en: 'Passenger car' },
  M2: { nl: 'Minibus', en: 'Minibus' },
  M3: { nl: 'Autobus', en: 'Bus' },
  N1: { nl: 'Lichte bedrijfswagen', en: 'Light commercial vehicle' },
  N2: { nl: 'Middelzware vrachtwagen', en: 'Medium goods vehicle' },
  N3: { nl: 'Zware vrachtwagen', en: 'Heavy goods vehicle' },
  L3e: { nl: 'Motorfiets', en: 'Motorcycle' },
  L6e: { nl: 'Lichte vierwieler', en: 'Light quadricycle' },
  O1: { nl: 'Aanhangwagen tot 750 kg', en: 'Trailer up to 750 kg' },
  O2: { nl: 'Aanhangwagen tot 3.500 kg', en: 'Trailer up to 3,500 kg' },
  O3: { nl: 'Aanhangwagen tot 10.000 kg', en: 'Trailer up to 10,000 kg' },
  O4: { nl: 'Aanhangwagen boven 10.000 kg', en: 'Trailer over 10,000 kg' },
};

/** Fuel. */
export const fuelCodes: Readonly<Record<string, CodeLabels>> = {
  /** Source: 10, 16, 20, 21, 30, 50. */
  '10': { nl: 'Benzine', en: 'Petrol' },
  '16': { nl: 'E85', en: 'E85' },
  '20': { nl: 'Diesel', en: 'Diesel' },
  '21': { nl: 'Biodiesel', en: 'Biodiesel' },
  '30': { nl: 'LPG', en: 'LPG' },
  '40': { nl: 'Aardgas (CNG)', en: 'Natural gas (CNG)' },
  '50': { nl: 'Waterstof', en: 'Hydrogen' },
  '60': { nl: 'Elektriciteit', en: 'Electricity' },
  '61': { nl: 'Hybride benzine-elektriciteit', en: 'Petrol-electric hybrid' },
};

/** Body work. */
export const bodyworkCodes: Readonly<Record<string, CodeLabels>> = {
  /** Source: AA, AC, AD, VC. */
  AA: { nl: 'Berline', en: 'Saloon' },
  AB: { nl: 'Hatchback', en: 'Hatchback' },
  AC: { nl: 'Stationwagen', en: 'Estate' },
  AD: { nl: 'Coupé', en: 'Coupé' },
  AE: { nl: 'Cabriolet', en: 'Convertible' },
  AF: { nl: 'Multifunctioneel voertuig', en: 'Multi-purpose vehicle' },
  BB: { nl: 'Bestelwagen', en: 'Van' },
  BA: { nl: 'Vrachtwagen', en: 'Lorry' },
  CA: { nl: 'Autobus', en: 'Bus' },
  DA: { nl: 'Open aanhangwagen', en: 'Open trailer' },
  DC: { nl: 'Gesloten aanhangwagen', en: 'Box trailer' },
  VC: { nl: 'Kampeerauto', en: 'Motor caravan' },
  MO: { nl: 'Solo motorfiets', en: 'Solo motorcycle' },
};

/** Colour. */
export const colourCodes: Readonly<Record<string, CodeLabels>> = {
  /** Source: 1, 3, 4, 6, 7, 8. */
  '0': { nl: 'Zwart', en: 'Black' },
  '1': { nl: 'Wit', en: 'White' },
  '2': { nl: 'Geel', en: 'Yellow' },
  '3': { nl: 'Oranje', en: 'Orange' },
  '4': { nl: 'Rood', en: 'Red' },
  '5': { nl: 'Paars', en: 'Purple' },
  '6': { nl: 'Blauw', en: 'Blue' },
  '7': { nl: 'Groen', en: 'Green' },
  '8': { nl: 'Grijs', en: 'Grey' },
  '9': { nl: 'Bruin', en: 'Brown' },
};

/** What made someone the holder: the transaction that started a holder period. */
export const transactionCodes: Readonly<Record<string, CodeLabels>> = {
  /** Source: 'REGNM Normale inschrijving'. */
  REGNM: { nl: 'Normale inschrijving', en: 'Standard registration' },
  REGOV: { nl: 'Inschrijving na overdracht', en: 'Registration after transfer' },
  REGIM: { nl: 'Inschrijving na invoer', en: 'Registration after import' },
};
