// What the document of a certificate or a prescription code says, in the caller's language: its
// title, the person, its sections of labelled values (code values as their label followed by the
// code), the verification code and its file name. The verification code is an HMAC under the
// backend's secret over the document's kind, its subject and the moment it was made, so nobody
// without the secret can make one the source would accept.
import { createHmac } from 'node:crypto';
import {
  attestationStateCodes,
  attestationTypeCodes,
  ctpcPrescriberCodes,
  testResultCodes,
  testTypeCodes,
  vaccineManufacturerCodes,
  vaccineProductCodes,
  vaccineProducts,
  type AttestationState,
  type AttestationType,
  type CtpcPrescriber,
} from '@contracts/health-attestation-codes';
import type { CodeLabels } from '@contracts/person-codes';
import type { Language } from '../http/messages';
import type { AttestationPdfInput } from './document';
import { attestationIssuer } from './generate';

const words = {
  nl: {
    vaccination: 'Vaccinatie',
    test: 'Test',
    recovery: 'Herstel',
    certificate: 'Certificaat',
    prescription: 'Testvoorschrift',
    disease: 'Ziekte',
    product: 'Vaccin',
    manufacturer: 'Fabrikant',
    dose: 'Dosis',
    vaccinatedOn: 'Datum van vaccinatie',
    country: 'Land',
    testType: 'Soort test',
    result: 'Resultaat',
    sampledAt: 'Staalname',
    centre: 'Testcentrum',
    firstPositive: 'Eerste positieve test',
    uvci: 'Unieke certificaatcode (UVCI)',
    state: 'Status',
    validFrom: 'Geldig vanaf',
    validUntil: 'Geldig tot en met',
    noEnd: 'onbepaald',
    code: 'CTPC-code',
    createdAt: 'Aangemaakt op',
    prescriber: 'Voorgeschreven door',
    phone: 'Telefoonnummer',
    ctpcTitle: 'Attest covid-testvoorschrift',
    verificationLabel: 'Verificatiecode',
    verificationHint:
      'Met deze code kan de echtheid van dit document bij de uitgever nagegaan worden.',
    generatedAt: (date: string, time: string) => `${date} om ${time}`,
    files: { vac: 'vaccinatiecertificaat', tst: 'testcertificaat', rec: 'herstelcertificaat' },
    ctpcFile: 'testvoorschrift',
  },
  en: {
    vaccination: 'Vaccination',
    test: 'Test',
    recovery: 'Recovery',
    certificate: 'Certificate',
    prescription: 'Test prescription',
    disease: 'Disease',
    product: 'Vaccine',
    manufacturer: 'Manufacturer',
    dose: 'Dose',
    vaccinatedOn: 'Date of vaccination',
    country: 'Country',
    testType: 'Type of test',
    result: 'Result',
    sampledAt: 'Sample taken',
    centre: 'Test centre',
    firstPositive: 'First positive test',
    uvci: 'Unique certificate identifier (UVCI)',
    state: 'State',
    validFrom: 'Valid from',
    validUntil: 'Valid until',
    noEnd: 'no end date',
    code: 'CTPC code',
    createdAt: 'Created on',
    prescriber: 'Prescribed by',
    phone: 'Phone number',
    ctpcTitle: 'Covid test prescription attestation',
    verificationLabel: 'Verification code',
    verificationHint: 'This code lets the issuer confirm that this document is genuine.',
    generatedAt: (date: string, time: string) => `${date} at ${time}`,
    files: { vac: 'vaccination-certificate', tst: 'test-certificate', rec: 'recovery-certificate' },
    ctpcFile: 'test-prescription',
  },
} as const;

/** SNOMED CT's code for COVID-19, the disease every certificate names. */
export const covidDisease = '840539006';

/** A code value as documents print it: its label, then the code. */
function coded(labels: Readonly<Record<string, CodeLabels>>, code: string, language: Language) {
  const label = labels[code]?.[language] ?? labels[code]?.nl;
  return label ? `${label} (${code})` : code;
}

const brussels = (language: Language) =>
  new Intl.DateTimeFormat(language === 'nl' ? 'nl-BE' : 'en-GB', {
    timeZone: 'Europe/Brussels',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });

/** A day as the documents print it: dd.mm.yyyy, or the year alone. */
export function printedDate(date: string): string {
  const [year, month, day] = date.split('-');
  return month && day ? `${day}.${month}.${year}` : (year ?? date);
}

/** A moment in Belgium: its day and its time. */
function printedMoment(at: Date, language: Language): { date: string; time: string; day: string } {
  const parts = Object.fromEntries(
    brussels(language)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  return { date: printedDate(day), time: `${parts.hour}:${parts.minute}`, day };
}

/** A national number as printed: 00.00.00-000.00. */
const printedInsz = (insz: string) =>
  insz.replace(/^(\d{2})(\d{2})(\d{2})(\d{3})(\d{2})$/, '$1.$2.$3-$4.$5');

const verificationAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The code that verifies a document: twelve characters in groups of four ('K7QF-9M2D-XR4T'). */
export function verificationCode(
  secret: string,
  kind: 'ATTESTATION' | 'CTPC',
  subjectId: string,
  generatedAt: Date,
): string {
  const key = createHmac('sha256', secret).update('health-document-verification').digest();
  const digest = createHmac('sha256', key)
    .update(`${kind}\n${subjectId}\n${generatedAt.toISOString()}`)
    .digest();
  const characters = Array.from(
    digest.subarray(0, 12),
    (byte) => verificationAlphabet[byte % verificationAlphabet.length] ?? 'A',
  ).join('');
  return characters.match(/.{4}/g)?.join('-') ?? characters;
}

/** A name as a file name takes it: lower case letters and digits joined by hyphens. */
function fileWord(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'document'
  );
}

export interface DocumentFacts {
  id: string;
  insz: string;
  first_name: string;
  last_name: string;
  birthdate: string;
  type: AttestationType;
  state: AttestationState;
  valid_from: string;
  valid_until: string | null;
  uvci: string;
  country: string;
  vaccine_product: string | null;
  dose_number: number | null;
  vaccinated_on: string | null;
  test_type: string | null;
  test_result: string | null;
  sampled_at: Date | null;
  test_centre: string | null;
  first_positive_on: string | null;
}

export interface MadeDocument {
  input: AttestationPdfInput;
  fileName: string;
}

function common(
  language: Language,
  code: string,
  generatedAt: Date,
): Pick<
  AttestationPdfInput,
  | 'language'
  | 'verificationCode'
  | 'verificationLabel'
  | 'verificationHint'
  | 'generatedAt'
  | 'issuer'
  | 'createdAt'
> {
  const text = words[language];
  const moment = printedMoment(generatedAt, language);
  return {
    language,
    verificationCode: code,
    verificationLabel: text.verificationLabel,
    verificationHint: text.verificationHint,
    generatedAt: text.generatedAt(moment.date, moment.time),
    issuer: attestationIssuer,
    createdAt: generatedAt,
  };
}

/** A certificate's document. */
export function attestationDocument(
  row: DocumentFacts,
  {
    language,
    code,
    generatedAt,
    totalDoses,
  }: {
    language: Language;
    code: string;
    generatedAt: Date;
    totalDoses: number | null;
  },
): MadeDocument {
  const text = words[language];
  const rows: { label: string; value: string }[] = [
    { label: text.disease, value: `COVID-19 (${covidDisease})` },
  ];
  let heading: string = text.vaccination;
  if (row.type === 'vac' && row.vaccine_product) {
    const product = row.vaccine_product as keyof typeof vaccineProducts;
    rows.push(
      { label: text.product, value: coded(vaccineProductCodes, product, language) },
      {
        label: text.manufacturer,
        value: coded(
          vaccineManufacturerCodes,
          vaccineProducts[product]?.manufacturer ?? '',
          language,
        ),
      },
      { label: text.dose, value: `${row.dose_number ?? 1}/${totalDoses ?? 1}` },
      { label: text.vaccinatedOn, value: printedDate(row.vaccinated_on ?? '') },
    );
  } else if (row.type === 'tst') {
    heading = text.test;
    rows.push(
      { label: text.testType, value: coded(testTypeCodes, row.test_type ?? '', language) },
      { label: text.result, value: coded(testResultCodes, row.test_result ?? '', language) },
      {
        label: text.sampledAt,
        value: row.sampled_at
          ? (({ date, time }) => text.generatedAt(date, time))(
              printedMoment(row.sampled_at, language),
            )
          : '',
      },
      { label: text.centre, value: row.test_centre ?? '' },
    );
  } else {
    heading = text.recovery;
    rows.push({ label: text.firstPositive, value: printedDate(row.first_positive_on ?? '') });
  }
  rows.push({ label: text.country, value: row.country });
  const generated = printedMoment(generatedAt, language);
  return {
    input: {
      ...common(language, code, generatedAt),
      title: attestationTypeCodes[row.type][language] ?? attestationTypeCodes[row.type].nl,
      person: {
        name: `${row.first_name} ${row.last_name}`,
        insz: printedInsz(row.insz),
        birthdate: printedDate(row.birthdate),
      },
      sections: [
        { heading, rows },
        {
          heading: text.certificate,
          rows: [
            { label: text.uvci, value: row.uvci },
            { label: text.state, value: coded(attestationStateCodes, row.state, language) },
            { label: text.validFrom, value: printedDate(row.valid_from) },
            {
              label: text.validUntil,
              value: row.valid_until ? printedDate(row.valid_until) : text.noEnd,
            },
          ],
        },
      ],
    },
    fileName: `${text.files[row.type]}-${fileWord(row.last_name)}-${generated.day}.pdf`,
  };
}

export interface CtpcDocumentFacts {
  code: string;
  first_name: string;
  last_name: string;
  birthdate: string;
  phone: string;
  insz: string | null;
  created_at: Date;
  valid_until: string;
  prescriber: CtpcPrescriber;
}

/** A prescription code's document. */
export function ctpcDocument(
  row: CtpcDocumentFacts,
  { language, code, generatedAt }: { language: Language; code: string; generatedAt: Date },
): MadeDocument {
  const text = words[language];
  const created = printedMoment(row.created_at, language);
  const generated = printedMoment(generatedAt, language);
  return {
    input: {
      ...common(language, code, generatedAt),
      title: text.ctpcTitle,
      person: {
        name: `${row.first_name} ${row.last_name}`,
        insz: row.insz ? printedInsz(row.insz) : null,
        birthdate: printedDate(row.birthdate),
      },
      sections: [
        {
          heading: text.prescription,
          rows: [
            { label: text.code, value: row.code },
            { label: text.prescriber, value: coded(ctpcPrescriberCodes, row.prescriber, language) },
            { label: text.createdAt, value: text.generatedAt(created.date, created.time) },
            { label: text.validUntil, value: printedDate(row.valid_until) },
            { label: text.phone, value: row.phone },
          ],
        },
      ],
    },
    fileName: `${text.ctpcFile}-${fileWord(row.last_name)}-${generated.day}.pdf`,
  };
}
