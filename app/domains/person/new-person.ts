// Adding a person: the form's schema (the write payload's fields and rules), shared by the
// browser and the server, and the payload built from it (empty sections left out, unknown date
// parts as 0000 or 00). The two addresses come from the address form and are checked on the
// server.
import { z } from 'zod';
import type { NewPerson } from '@contracts/person';
import type { AddressValues } from '~/domains/address/address-fields';
import { type DateParts } from '~/lib/validation/dates';
import { issue, reportIssue } from '~/lib/validation/issue';
import { validateMaxLength } from '~/lib/validation/max-length';
import { isBlank } from '~/lib/validation/required';
import {
  inszSchema,
  referenceFieldSchema,
  datePartsSchema,
  firstNameSchema,
  surnameSchema,
} from '~/lib/validation/schemas';
import { BELGIUM_NIS } from './new-person-fields';

const optionalText = (maximum: number) =>
  z
    .string()
    .optional()
    .superRefine((value, ctx) =>
      reportIssue(ctx, value ? validateMaxLength(value, maximum) : null),
    );
const code = z.string().regex(/^\d{1,3}$/, { error: 'invalid' });
// One date style in the whole form: every date is a group of day, month and year boxes.
const partialDate = (required: boolean) =>
  datePartsSchema({ allowPartial: true, notInFuture: true, required });
/** A nationality's start: a whole date (the register keeps it to the day), optional. */
const wholeDate = datePartsSchema({ notInFuture: true, required: false });

/** A date group left empty. */
export function isEmptyDate(parts: DateParts): boolean {
  return isBlank(parts.day) && isBlank(parts.month) && isBlank(parts.year);
}

/** A date group as the user wrote it: '07.2024', '2024', '01.07.2024'. */
function writtenDate(parts: DateParts): string {
  return [parts.day, parts.month, parts.year]
    .map((part) => part.trim())
    .filter(Boolean)
    .join('.');
}

/**
 * The form's schema, its fields in the form's order. 'Uw referentie' is asked only when the role
 * requires one for the legal log: the new person's detail, shown next, is a consultation.
 */
export const addPersonSchema = (referenceRequired: boolean) =>
  z
    .object({
      lastName: surnameSchema,
      firstName1: firstNameSchema,
      firstName2: firstNameSchema.optional(),
      firstName3: firstNameSchema.optional(),
      sex: z.enum(['1', '2', '0'], { error: 'required' }),
      birthDate: partialDate(true),
      birthCountry: code.optional(),
      birthPlace: optionalText(128),
      nationality1: code.optional(),
      nationality1From: wholeDate,
      nationality2: code.optional(),
      nationality2From: wholeDate,
      civilStatus: z
        .string()
        .regex(/^\d{2}$/)
        .optional(),
      civilStatusFrom: partialDate(false),
      partnerInsz: inszSchema.optional(),
      residenceFrom: partialDate(false),
      contactType: z.string().regex(/^\d$/).optional(),
      contactFrom: partialDate(false),
      contactUntil: partialDate(false),
      deathDate: partialDate(false),
      deathCountry: code.optional(),
      deathPlace: optionalText(128),
      reference: referenceFieldSchema(referenceRequired),
    })
    .superRefine((value, ctx) => {
      // The birth country is mandatory (the register needs it); a nationality needs its start date.
      if (!value.birthCountry) reportIssue(ctx, issue('required'), ['birthCountry']);
      for (const row of ['1', '2'] as const) {
        if (value[`nationality${row}`] && isEmptyDate(value[`nationality${row}From`])) {
          reportIssue(ctx, issue('required'), [`nationality${row}From`]);
        }
      }
      if (value.civilStatus && isBlank(value.civilStatusFrom.year)) {
        reportIssue(ctx, issue('date.yearRequired'), ['civilStatusFrom']);
      }
      if (value.partnerInsz && !value.civilStatus) {
        reportIssue(ctx, issue('required'), ['civilStatus']);
      }
      const died = !isBlank(value.deathDate.year);
      if (died && !value.deathCountry) reportIssue(ctx, issue('required'), ['deathCountry']);
      if (died && value.deathDate.year < value.birthDate.year) {
        reportIssue(ctx, issue('date.mustBeAfter', { date: value.birthDate.year }), ['deathDate']);
      }
      const { contactFrom, contactUntil } = value;
      const bothGiven = !isEmptyDate(contactFrom) && !isEmptyDate(contactUntil);
      if (bothGiven && payloadDate(contactUntil) < payloadDate(contactFrom)) {
        const date = writtenDate(contactFrom);
        reportIssue(ctx, issue('date.mustBeAfter', { date }), ['contactUntil']);
      }
    });

export type AddPersonValues = z.infer<ReturnType<typeof addPersonSchema>>;
export type AddPersonInput = z.input<ReturnType<typeof addPersonSchema>>;

/** A date group as the payload writes it: 'YYYY-MM-DD' with 0000 and 00 for unknown parts. */
export function payloadDate(parts: DateParts): string {
  const pad = (value: string, length: number) =>
    isBlank(value) ? '0'.repeat(length) : value.trim().padStart(length, '0');
  return `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`;
}

/** A date group as the payload writes it, or '' when it was left empty. */
function givenDate(parts: DateParts): string {
  return isEmptyDate(parts) ? '' : payloadDate(parts);
}

/** An address counts as given once any of its own fields is filled in. */
export function isAddressGiven(address: AddressValues): boolean {
  return [address.postcode, address.gemeente, address.straat, address.nummer, address.bus].some(
    (part) => !isBlank(part),
  );
}

export interface ResolvedAddress {
  values: AddressValues;
  /** The country's NIS code (the address form chooses by ISO code). */
  countryNis: string;
  countryName: string;
}

export interface Places {
  birthMunicipalityNis: string | null;
  countryName: (nisCode: string) => string;
}

function writeAddress({ values, countryNis, countryName }: ResolvedAddress, from: string) {
  return {
    straat: values.straat || undefined,
    huisnummer: values.nummer || undefined,
    busnummer: values.bus || undefined,
    gemeente: values.gemeente || undefined,
    gemeenteNis: values.nisCode || undefined,
    postcode: values.postcode || undefined,
    land: countryName,
    landNisCode: countryNis,
    datumBegin: from ? from : '0000-00-00',
  };
}

/** The person write payload from the checked form; sections left empty are left out. */
export function toNewPerson(
  value: AddPersonValues,
  addresses: { residence: ResolvedAddress | null; contact: ResolvedAddress | null },
  places: Places,
): NewPerson {
  const birthCountry = value.birthCountry ?? BELGIUM_NIS;
  const nationalities = (['1', '2'] as const).flatMap((row) => {
    const nationality = value[`nationality${row}`];
    return nationality
      ? [{ code: nationality, datumBegin: givenDate(value[`nationality${row}From`]) }]
      : [];
  });
  const person: NewPerson = {
    naam: value.lastName,
    voornamen: [value.firstName1, value.firstName2, value.firstName3].filter(
      (name): name is string => Boolean(name),
    ),
    geslacht: { code: value.sex },
    geboorte: {
      datum: payloadDate(value.birthDate),
      gemeente: value.birthPlace || undefined,
      gemeenteNisCode: places.birthMunicipalityNis ?? undefined,
      land: places.countryName(birthCountry),
      landNisCode: birthCountry,
    },
  };
  if (nationalities.length > 0) person.nationaliteiten = nationalities;
  if (value.civilStatus) {
    person.burgerlijkeStaat = {
      code: value.civilStatus,
      datumBegin: payloadDate(value.civilStatusFrom),
      partnerInsz: value.partnerInsz,
    };
  }
  if (addresses.residence) {
    person.hoofdverblijfplaats = writeAddress(addresses.residence, givenDate(value.residenceFrom));
  }
  if (addresses.contact) {
    person.contactadres = {
      ...writeAddress(addresses.contact, givenDate(value.contactFrom)),
      type: value.contactType ?? '1',
      datumEinde: givenDate(value.contactUntil) || undefined,
    };
  }
  if (!isBlank(value.deathDate.year) && value.deathCountry) {
    person.overlijden = {
      datum: payloadDate(value.deathDate),
      gemeente: value.deathPlace || undefined,
      land: places.countryName(value.deathCountry),
      landNisCode: value.deathCountry,
    };
  }
  return person;
}
