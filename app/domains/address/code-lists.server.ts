// The backend's code lists and address helpers (contracts/code-lists.ts), as typed calls for
// loaders, actions and the suggestion endpoints of the address form.
import type { AppLoadContext } from '@remix-run/node';
import type { z } from 'zod';
import {
  findLocations,
  findMunicipalities,
  findStreets,
  getAddressCountries,
  getCivilStatuses,
  getContactAddressTypes,
  getCountries,
  getLetterCountries,
  getNationalities,
  getPhoneCountryCodes,
  getVehicleCountries,
  suggestAddresses,
  suggestStreets,
  suggestTowns,
  type CountryListType,
  type streetSuggestionQuery,
} from '@contracts/code-lists';
import { callBackend } from '~/backend/client.server';

/** The request being served: its user's token, role, session and language go with each call. */
interface Caller {
  request: Request;
  context: AppLoadContext;
}

// Only these two: a loader's own arguments also hold its route `params`, not the call's.
const from = ({ request, context }: Caller) => ({ request, context });

export const civilStatuses = (caller: Caller) => callBackend(getCivilStatuses, from(caller));

export const contactAddressTypes = (caller: Caller) =>
  callBackend(getContactAddressTypes, from(caller));

/** Countries of a civil event or an address valid on `datum` (YYYY-MM-DD; default today). */
export const countries = (caller: Caller, type: CountryListType, datum?: string) =>
  callBackend(getCountries, { ...from(caller), params: { type }, query: { datum } });

/** Every nationality code, or only those valid on `datum`. */
export const nationalities = (caller: Caller, datum?: string) =>
  callBackend(getNationalities, { ...from(caller), query: { datum } });

export const letterCountries = (caller: Caller) => callBackend(getLetterCountries, from(caller));

export const vehicleCountries = (caller: Caller) => callBackend(getVehicleCountries, from(caller));

export const phoneCountryCodes = (caller: Caller) =>
  callBackend(getPhoneCountryCodes, from(caller));

export const addressCountries = (caller: Caller) => callBackend(getAddressCountries, from(caller));

/** Municipalities for a name or postcode text. */
export const municipalities = (caller: Caller, text: string) =>
  callBackend(findMunicipalities, { ...from(caller), params: { text } });

/** Streets of one postcode of one municipality for a street text. */
export const streets = (
  caller: Caller,
  where: { nisCode: string; postcode: string; text: string },
) => callBackend(findStreets, { ...from(caller), params: where });

/** Streets of one municipality for a text of street, number, box and postcode. */
export const locations = (caller: Caller, nisCode: string, text: string) =>
  callBackend(findLocations, { ...from(caller), params: { nisCode, text } });

/** Town suggestions for a postcode, a name or both. */
export const townSuggestions = (caller: Caller, q: string) =>
  callBackend(suggestTowns, { ...from(caller), query: { q } });

/** Street suggestions within a postcode and/or a municipality. */
export const streetSuggestions = (caller: Caller, query: z.input<typeof streetSuggestionQuery>) =>
  callBackend(suggestStreets, { ...from(caller), query });

/** Whole-address suggestions (five) for a free text. */
export const addressSuggestions = (caller: Caller, q: string) =>
  callBackend(suggestAddresses, { ...from(caller), query: { q } });
