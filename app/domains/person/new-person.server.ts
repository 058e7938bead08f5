// The add-person form's server side: the code lists it offers, the checks only the server can
// make (both address forms against the code lists, a Belgian birthplace by name), and the
// submission itself: sent to the backend once, whatever the browser sends, then where the user
// goes next.
import { randomUUID } from 'node:crypto';
import { redirect } from '@remix-run/node';
import { createPerson } from '@contracts/person';
import { callBackend } from '~/backend/client.server';
import { BackendError } from '~/backend/errors';
import { addressFromForm, checkAddress } from '~/domains/address/address-check.server';
import type { AddressFieldErrors, AddressValues } from '~/domains/address/address-fields';
import {
  civilStatuses,
  contactAddressTypes,
  countries,
  nationalities,
} from '~/domains/address/code-lists.server';
import { resolveMunicipality } from '~/domains/address/municipality.server';
import { i18nServer, requestLocale } from '~/i18n/i18next.server';
import type { Locale } from '~/i18n/locale';
import { formatPersonName } from '~/lib/format/person-name';
import { formatInsz } from '~/lib/validation/insz';
import { issue } from '~/lib/validation/issue';
import type { RequestArgs } from '~/load-context';
import { replyWithFormFailure, submissionReply } from '~/page-state/form-reply.server';
import { parseForm, type FormErrors } from '~/page-state/parse-form';
import { href } from '~/routing/href';
import { redirectWithBanner } from '~/ui/feedback/flash.server';
import type { PersonCapabilities } from './capabilities';
import { clearDraftCookie, draftCookie, draftEntries } from './draft.server';
import {
  addPersonSchema,
  isAddressGiven,
  toNewPerson,
  type AddPersonValues,
  type ResolvedAddress,
} from './new-person';
import {
  BELGIUM_NIS,
  contactPrefix,
  idempotencyKeyField,
  residencePrefix,
} from './new-person-fields';

export async function newPersonCodeLists(caller: RequestArgs) {
  const [
    birthCountries,
    deathCountries,
    nationalityList,
    statuses,
    contactTypes,
    addressCountries,
  ] = await Promise.all([
    countries(caller, 'geboorte'),
    countries(caller, 'overlijden'),
    nationalities(caller),
    civilStatuses(caller),
    contactAddressTypes(caller),
    countries(caller, 'adres'),
  ]);
  const option = (country: { nisCode: string; land: string }) => ({
    value: country.nisCode,
    label: country.land,
  });
  return {
    birthCountries: birthCountries.map(option),
    deathCountries: deathCountries.map(option),
    nationalities: nationalityList.map(option),
    civilStatuses: statuses.map((status) => ({ value: status.code, label: status.omschrijving })),
    contactTypes: contactTypes.map((type) => ({ value: type.code, label: type.omschrijving })),
    // The address form chooses a country by ISO code; the payload needs its NIS code.
    addressCountries: addressCountries.flatMap((country) =>
      country.isoCode
        ? [{ isoCode: country.isoCode, land: country.land, nisCode: country.nisCode }]
        : [],
    ),
  };
}

export type AddressReply = { values: AddressValues; errors: AddressFieldErrors };
type AddressKind = 'residence' | 'contact';

/**
 * The addresses (each checked only when given, with its start date) and the birthplace: the
 * address forms' values and errors to show again, the resolved addresses for the payload, field
 * errors for the conform form, and the birthplace's NIS code.
 */
export async function checkNewPersonPlaces(
  caller: RequestArgs,
  formData: FormData,
  value: AddPersonValues | null,
  addressCountries: { isoCode: string; land: string; nisCode: string }[],
) {
  const fieldErrors: Record<string, FormErrors> = {};
  const addresses: Record<AddressKind, AddressReply> = {
    residence: { values: addressFromForm(formData, residencePrefix), errors: {} },
    contact: { values: addressFromForm(formData, contactPrefix), errors: {} },
  };
  const resolved: Record<AddressKind, ResolvedAddress | null> = { residence: null, contact: null };
  const startField = { residence: 'residenceFrom', contact: 'contactFrom' } as const;
  for (const kind of ['residence', 'contact'] as const) {
    const { values } = addresses[kind];
    if (!isAddressGiven(values)) continue;
    addresses[kind].errors = await checkAddress(caller, values);
    const from = ['day', 'month', 'year'].map((part) =>
      formData.get(`${startField[kind]}.${part}`),
    );
    if (from.every((part) => typeof part !== 'string' || part.trim() === '')) {
      fieldErrors[startField[kind]] = [issue('date.yearRequired')];
    }
    const country = addressCountries.find((candidate) => candidate.isoCode === values.land);
    if (country)
      resolved[kind] = { values, countryNis: country.nisCode, countryName: country.land };
  }

  // A Belgian birthplace must be a municipality the code lists know; abroad it is free text.
  let birthMunicipalityNis: string | null = null;
  if (value?.birthPlace && value.birthCountry === BELGIUM_NIS) {
    const town = await resolveMunicipality(caller, value.birthPlace);
    if (town.problem) fieldErrors.birthPlace = [town.problem];
    birthMunicipalityNis = town.nisCode;
  }
  return { addresses, resolved, fieldErrors, birthMunicipalityNis };
}

/**
 * 'Uw referentie' is asked only of a role that will see the new person's detail next (a
 * consultation) and whose rules make it mandatory there.
 */
export function newPersonReferenceRequired(
  capabilities: Pick<PersonCapabilities, 'canOpenBis' | 'lookups'>,
): boolean {
  return capabilities.canOpenBis && capabilities.lookups.insz.referenceRequired;
}

/**
 * A fresh key for one rendering of the form: a second submission of the same form (a double
 * click, a resent post) carries the same key, and the backend adds the person only once.
 */
export function newIdempotencyKey(): string {
  return randomUUID();
}

const idempotencyKeyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The form's key, or a new one when the post carries none (it is then simply not deduplicated). */
export function idempotencyKeyOf(formData: FormData): string {
  const key = formData.get(idempotencyKeyField);
  return typeof key === 'string' && idempotencyKeyPattern.test(key) ? key : newIdempotencyKey();
}

/**
 * Where the user goes once the person is added, and what the banner there says: always the new
 * BIS number, which the user needs for the next step. The new person is in the BIS register: a
 * role that may consult it there opens the detail (with the reference for the legal log); any
 * other role goes back to the search screen.
 */
export function afterPersonAdded(
  added: { insz: string; name: string; reference?: string },
  capabilities: Pick<PersonCapabilities, 'canOpenBis'>,
  locale: Locale,
) {
  const message = {
    key: 'add.createdNumber',
    values: { name: added.name, insz: formatInsz(added.insz) },
  } as const;
  if (!capabilities.canOpenBis) return { to: href('personSearch', {}, locale), message };
  return {
    to: href('personDetail', { insz: added.insz }, locale, {
      source: 'KSZ',
      reference: added.reference,
    }),
    message,
  };
}

/**
 * Handles a post of the form: the form's and the server's checks (400 with the errors), then the
 * backend. Added: the next screen with a lasting banner that confirms the new number. Refused: the error page, with what was typed kept
 * in a draft for the way back.
 */
export async function addPerson(caller: RequestArgs, capabilities: PersonCapabilities) {
  const { request, context } = caller;
  const locale = requestLocale(request);
  const formData = await request.formData();
  const submission = parseForm(formData, addPersonSchema(newPersonReferenceRequired(capabilities)));
  const lists = await newPersonCodeLists(caller);

  const value = submission.status === 'success' ? submission.value : null;
  const places = await checkNewPersonPlaces(caller, formData, value, lists.addressCountries);
  const { addresses, fieldErrors } = places;
  const addressesFailed = Object.values(addresses).some(
    (address) => Object.keys(address.errors).length > 0,
  );
  if (!value || addressesFailed || Object.keys(fieldErrors).length > 0) {
    return replyWithFormFailure(context, {
      result: submissionReply(submission, fieldErrors),
      addresses,
    });
  }

  const countryName = (nisCode: string) =>
    [...lists.birthCountries, ...lists.deathCountries].find((country) => country.value === nisCode)
      ?.label ?? nisCode;
  const payload = toNewPerson(value, places.resolved, {
    birthMunicipalityNis: places.birthMunicipalityNis,
    countryName,
  });
  try {
    const created = await callBackend(createPerson, {
      request,
      context,
      body: payload,
      idempotencyKey: idempotencyKeyOf(formData),
    });
    const t = await i18nServer.getFixedT(locale, 'person');
    const next = afterPersonAdded(
      {
        insz: created.insz,
        // The banner names the person by their first first name.
        name: formatPersonName({ achternaam: value.lastName, voornamen: [value.firstName1] }),
        reference: value.reference,
      },
      capabilities,
      locale,
    );
    return redirectWithBanner(
      next.to,
      {
        kind: 'success',
        title: t('add.createdTitle'),
        description: t(next.message.key, next.message.values),
      },
      { headers: { 'Set-Cookie': clearDraftCookie() } },
    );
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    // A refusal goes to the error page; what was typed is kept for the way back.
    const reasons = (error.body?.errors ?? []).map((found) => found.message).filter(Boolean);
    const cookie = draftCookie({
      entries: draftEntries(formData).filter(([name]) => name !== idempotencyKeyField),
      reasons: reasons.length > 0 ? reasons : [error.body?.message ?? ''].filter(Boolean),
      correlationId: context.correlationId,
    });
    return redirect(
      href('personAddError', {}, locale),
      cookie ? { headers: { 'Set-Cookie': cookie } } : undefined,
    );
  }
}
