// The code lists of learning and experience proofs (LED, GeefBewijs), shared by both sides: the
// reference backend answers with the Dutch label, the portal shows the label in the screen's
// language with its code. The values are those the LED source's answers carry; the codes are ours
// where the source gives only a name.
import type { CodeLabels } from './person-codes';

/** The proof's status (BewijsstatusLed): registered, or cancelled (no longer given out). */
export const proofStatusCodes: Readonly<Record<string, CodeLabels>> = {
  '1': { nl: 'Geregistreerd', en: 'Registered' },
  '10': { nl: 'Geannuleerd', en: 'Cancelled' },
};

/** Whether the supplier vouches for the proof or the holder declared it (Authenticiteit). */
export const authenticityCodes: Readonly<Record<string, CodeLabels>> = {
  AUTH: { nl: 'Authentiek', en: 'Authentic' },
  EER: { nl: 'Eigen verklaring - Op eer', en: 'Own declaration - on honour' },
};

/** The kind of learning or experience the proof is of (Categorie). */
export const categoryCodes: Readonly<Record<string, CodeLabels>> = {
  SO: { nl: 'Secundair onderwijs', en: 'Secondary education' },
  HO: { nl: 'Hoger onderwijs', en: 'Higher education' },
  HBO: { nl: 'Hoger beroepsonderwijs', en: 'Higher vocational education' },
  OND: { nl: 'Ondernemersopleidingen', en: 'Entrepreneurship training' },
  EVC: { nl: 'Ervaringsbewijzen', en: 'Proofs of experience' },
  BK: { nl: 'Beroepskwalificaties', en: 'Professional qualifications' },
};

/** The kind of document (Bewijstype). */
export const proofTypeCodes: Readonly<Record<string, CodeLabels>> = {
  DIPLOMA: { nl: 'Diploma', en: 'Diploma' },
  GETUIGSCHRIFT: { nl: 'Getuigschrift', en: 'Certificate' },
  ATTEST: { nl: 'Attest', en: 'Attestation' },
  DEELCERTIFICAAT: { nl: 'Deelcertificaat', en: 'Partial certificate' },
  WETTELIJK_CERTIFICAAT: { nl: 'Wettelijk certificaat', en: 'Statutory certificate' },
  STUDIEGETUIGSCHRIFT: { nl: 'Studiegetuigschrift', en: 'Study certificate' },
  GELIJKWAARDIGHEID: { nl: 'Gelijkwaardigheid', en: 'Equivalence' },
  ERVARINGSBEWIJS: { nl: 'Ervaringsbewijs', en: 'Proof of experience' },
  BEROEPSKWALIFICATIE: { nl: 'Beroepskwalificatie', en: 'Professional qualification' },
};

/** Whether the proof ends a programme or marks a stage in it (Bewijsstaat). */
export const proofStageCodes: Readonly<Record<string, CodeLabels>> = {
  EIND: { nl: 'Eindbewijs', en: 'Final proof' },
  TUSSEN: { nl: 'Tussenbewijs', en: 'Intermediate proof' },
};

/** The kind of institution that awarded it (Instantie). */
export const awardingBodyCodes: Readonly<Record<string, CodeLabels>> = {
  SECUNDAIRE_SCHOOL: { nl: 'Secundaire school', en: 'Secondary school' },
  CVO: { nl: 'Centrum voor Volwassenenonderwijs', en: 'Centre for adult education' },
  HOGESCHOOL: { nl: 'Hogeschool', en: 'University college' },
  UNIVERSITEIT: { nl: 'Universiteit', en: 'University' },
  SYNTRA: { nl: 'SYNTRA Vlaanderen', en: 'SYNTRA Flanders' },
  VDAB: { nl: 'VDAB', en: 'VDAB (public employment service)' },
  EVC_TESTCENTRUM: { nl: 'Erkend testcentrum', en: 'Recognised assessment centre' },
  NARIC: { nl: 'NARIC Vlaanderen', en: 'NARIC Flanders' },
};

/** The level of the qualification on the Flemish qualifications framework (VKS), or none. */
export const qualificationLevelCodes: Readonly<Record<string, CodeLabels>> = {
  '1': { nl: 'VKS-niveau 1', en: 'FQF level 1' },
  '2': { nl: 'VKS-niveau 2', en: 'FQF level 2' },
  '3': { nl: 'VKS-niveau 3', en: 'FQF level 3' },
  '4': { nl: 'VKS-niveau 4', en: 'FQF level 4' },
  '5': { nl: 'VKS-niveau 5', en: 'FQF level 5' },
  '6': { nl: 'VKS-niveau 6', en: 'FQF level 6' },
  '7': { nl: 'VKS-niveau 7', en: 'FQF level 7' },
  '8': { nl: 'VKS-niveau 8', en: 'FQF level 8' },
  NVT: { nl: 'Niet van toepassing', en: 'Not applicable' },
};

/**
 * The most validity periods one proof has (here, without the calls' schemas, for the add form that
 * offers them).
 */
export const MAX_VALIDITY_PERIODS = 5;
