// The code lists of the education source's enrolment history (GeefHistoriekInschrijving), shared
// by both sides: the reference backend answers with the Dutch label, the portal shows the label
// in the screen's language with its code. Sources: app/lib/code-lists/README.md.
import type { CodeLabels } from './person-codes';

/** The part of the source an enrolment comes from. */
export const enrolmentSourceCodes: Readonly<Record<string, CodeLabels>> = {
  LP: { nl: 'Leerplichtonderwijs', en: 'Compulsory education' },
  VWO: { nl: 'Volwassenenonderwijs', en: 'Adult education' },
  HO: { nl: 'Hoger onderwijs', en: 'Higher education' },
};

/** The kind of institution (Instantie). */
export const institutionKindCodes: Readonly<Record<string, CodeLabels>> = {
  KLEUTERSCHOOL: { nl: 'Kleuterschool', en: 'Nursery school' },
  BASISSCHOOL: { nl: 'Basisschool', en: 'Primary school' },
  SECUNDAIRE_SCHOOL: { nl: 'Secundaire school', en: 'Secondary school' },
  CVO: { nl: 'Centrum voor Volwassenenonderwijs', en: 'Centre for adult education' },
  CBE: { nl: 'Centrum voor Basiseducatie', en: 'Centre for basic education' },
  HOGESCHOOL: { nl: 'Hogeschool', en: 'University college' },
  UNIVERSITEIT: { nl: 'Universiteit', en: 'University' },
  SYNTRA: { nl: 'SYNTRA Vlaanderen', en: 'SYNTRA Flanders' },
};

/** Compulsory education: full-time, part-time, or a Syntra apprenticeship (SoortProgramma). */
export const programmeTypeCodes: Readonly<Record<string, CodeLabels>> = {
  '1': { nl: 'Voltijds', en: 'Full-time' },
  '2': { nl: 'Deeltijds', en: 'Part-time' },
  '5': { nl: 'Syntra', en: 'Syntra' },
};

/** Compulsory education: the level of the administrative group (Niveau). */
export const levelCodes: Readonly<Record<string, CodeLabels>> = {
  '1': { nl: 'Kleuteronderwijs', en: 'Nursery education' },
  '2': { nl: 'Lager onderwijs', en: 'Primary education' },
  '3': { nl: 'Secundair onderwijs', en: 'Secondary education' },
};

/** Compulsory education: mainstream or special needs (SoortOnderwijs). */
export const educationTypeCodes: Readonly<Record<string, CodeLabels>> = {
  '1': { nl: 'Gewoon onderwijs', en: 'Mainstream education' },
  '2': { nl: 'Buitengewoon onderwijs', en: 'Special needs education' },
};

/** Compulsory education: why an enrolment ended (Uitschrijving/Aanleiding). */
export const leavingReasonCodes: Readonly<Record<string, CodeLabels>> = {
  X: { nl: 'Normaal einde', en: 'Normal end' },
  E: { nl: 'Op vraag van leerling of ouders', en: 'At the request of the pupil or parents' },
  S: { nl: 'Op initiatief van de school of het CLB', en: 'On the initiative of the school or CLB' },
  T: { nl: 'Tuchtmaatregel', en: 'Disciplinary measure' },
};

/** Adult education: the enrolment's status. */
export const adultStatusCodes: Readonly<Record<string, CodeLabels>> = {
  INGESCHREVEN: { nl: 'Ingeschreven', en: 'Enrolled' },
  UITGESCHREVEN: { nl: 'Uitgeschreven', en: 'Deregistered' },
};

/** Adult education: the track of the course variant (Traject). */
export const trackCodes: Readonly<Record<string, CodeLabels>> = {
  STANDAARD: { nl: 'Standaardtraject', en: 'Standard track' },
  VERKORT: { nl: 'Verkort traject', en: 'Shortened track' },
};

/** Adult education: the evaluation result. */
export const adultResultCodes: Readonly<Record<string, CodeLabels>> = {
  GESLAAGD: { nl: 'Geslaagd', en: 'Passed' },
  NIET_GESLAAGD: { nl: 'Niet geslaagd', en: 'Not passed' },
};

/** Higher education: the enrolment's status in the academic year. */
export const higherStatusCodes: Readonly<Record<string, CodeLabels>> = {
  '01': { nl: 'Actief', en: 'Active' },
  '03': { nl: 'Uitgeschreven', en: 'Deregistered' },
};

/** Higher education: the kind of programme (Opleiding/Soort). */
export const programmeKindCodes: Readonly<Record<string, CodeLabels>> = {
  '1': { nl: 'Professionele bachelor', en: 'Professional bachelor' },
  '2': { nl: 'Academische bachelor', en: 'Academic bachelor' },
  '3': { nl: 'Master', en: 'Master' },
  '6': { nl: 'Bachelor-na-bachelor', en: 'Advanced bachelor' },
  '14': { nl: 'Doctoraat', en: 'Doctorate' },
};

/** Higher education: the contract (SoortContract). */
export const contractCodes: Readonly<Record<string, CodeLabels>> = {
  '01': { nl: 'Diplomacontract', en: 'Degree contract' },
  '05': { nl: 'Examencontract', en: 'Examination contract' },
};

/**
 * The source a consultation is logged under: the education source as a whole (its parts are
 * what the question asks of it, not a choice of register as for a person). Here, without the
 * call's schemas, for the screen that names it.
 */
export const educationSource = 'ONDERWIJS';
