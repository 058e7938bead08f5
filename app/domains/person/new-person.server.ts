// The add-person form's server side: the code lists it offers, and the checks only the server
// can make (both address forms against the code lists, a Belgian birthplace by name).
import type { AppLoadContext } from '@remix-run/node';
import { addressFromForm, checkAddress } from '~/domains/address/address-check.server';
import type { AddressFieldErrors, AddressValues } from '~/domains/address/address-fields';
import {
  civilStatuses,
  contactAddressTypes,
  countries,
  nationalities,
} from '~/domains/address/code-lists.server';
import { resolveMunicipality } from '~/domains/address/municipality.server';
import { issue } from '~/lib/validation/issue';
import type { FormErrors } from '~/ui/form/parse-form';
import {
  BELGIUM_NIS,
  contactPrefix,
  isAddressGiven,
  residencePrefix,
  type AddPersonValues,
  type ResolvedAddress,
} from './new-person';

type Caller = { request: Request; context: AppLoadContext };

export async function newPersonCodeLists(caller: Caller) {
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
  caller: Caller,
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
    const from = formData.get(startField[kind]);
    if (typeof from !== 'string' || from.trim() === '') {
      fieldErrors[startField[kind]] = [issue('required')];
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
