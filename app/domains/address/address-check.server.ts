// Checks a posted address on the server, as it must be without JavaScript: mandatory fields, the
// house number rule, and for Belgium a postcode and municipality that exist (with suggestions).
import type { AppLoadContext } from '@remix-run/node';
import { BELGIUM, comparableName, splitMunicipality } from '~/lib/validation/address';
import { validateHouseNumber } from '~/lib/validation/house-number';
import { issue } from '~/lib/validation/issue';
import { isBlank } from '~/lib/validation/required';
import {
  emptyAddress,
  townLabel,
  type AddressFieldErrors,
  type AddressValues,
} from './address-fields';
import { townSuggestions } from './code-lists.server';

export type AddressErrors = AddressFieldErrors;

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === 'string' ? value.trim().slice(0, 200) : '';
};

/** The address as posted: from the autocomplete's hidden fields, or typed into plain inputs. */
export function addressFromForm(formData: FormData, namePrefix = ''): AddressValues {
  const field = (name: string) => text(formData, `${namePrefix}${name}`);
  const values: AddressValues = {
    ...emptyAddress,
    land: field('land') || BELGIUM,
    postcode: field('postcode'),
    gemeente: field('gemeente'),
    nisCode: field('gemeenteNis'),
    straat: field('straat'),
    nummer: field('nummer'),
    bus: field('bus'),
  };
  const typedTown = field('postcode_gemeente');
  if (values.land === BELGIUM && isBlank(values.postcode) && typedTown) {
    const { postcode, name } = splitMunicipality(typedTown);
    return { ...values, postcode, gemeente: name };
  }
  return values;
}

export async function checkAddress(
  caller: { request: Request; context: AppLoadContext },
  values: AddressValues,
): Promise<AddressErrors> {
  const errors: AddressErrors = {};
  if (isBlank(values.postcode) || isBlank(values.gemeente)) errors.gemeente = [issue('required')];
  if (isBlank(values.straat)) errors.straat = [issue('required')];
  const number = isBlank(values.nummer) ? null : validateHouseNumber(values.nummer);
  if (number) errors.nummer = [number];
  if (values.land !== BELGIUM || errors.gemeente) return errors;

  const known = /^\d{4}$/.test(values.postcode)
    ? await townSuggestions(caller, values.postcode)
    : [];
  const matches = known.some(
    (town) =>
      town.postCode === values.postcode &&
      [town.gemeente, town.postnaam ?? ''].some(
        (name) => comparableName(name) === comparableName(values.gemeente),
      ),
  );
  if (matches) return errors;

  // Suggest by the name first; a misspelt name may still have a postcode that is right.
  let suggestions =
    values.gemeente.length >= 2 ? await townSuggestions(caller, values.gemeente) : [];
  if (suggestions.length === 0 && /^\d{4}$/.test(values.postcode)) {
    suggestions = known.length > 0 ? known : await townSuggestions(caller, values.postcode);
  }
  errors.gemeente = [
    suggestions.length > 0
      ? issue('address.unknownMunicipality', {
          suggestions: suggestions.slice(0, 5).map(townLabel).join(', '),
        })
      : issue('address.unknownMunicipalityNone'),
  ];
  return errors;
}
