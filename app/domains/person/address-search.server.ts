// The address search form read on the server: the address form's own fields checked against the
// code lists (municipality, street, house number), together with the search form's own rules
// (a street with letters, the source, 'Uw referentie'), as one set of field errors.
import type { ActionFunctionArgs } from '@remix-run/node';
import type { ConsultationOptions } from '@contracts/consultation';
import type { PersonSource } from '@contracts/person';
import { addressFromForm, checkAddress } from '~/domains/address/address-check.server';
import type { AddressFieldErrors } from '~/domains/address/address-fields';
import { resolveMunicipality } from '~/domains/address/municipality.server';
import type { ValidationIssue } from '~/lib/validation/issue';
import { REFERENCE_MAX_LENGTH } from '~/lib/validation/reference';
import { parseForm } from '~/page-state/parse-form';
import { addressSearchSchema } from './search-schema';

export type AddressSearchErrors = AddressFieldErrors & { reference?: ValidationIssue[] };

/** The form as it is shown again: what was typed and its errors. */
export interface AddressSearchState {
  values: ReturnType<typeof addressFromForm>;
  errors: AddressSearchErrors;
  reference: string;
}

export interface AddressSearchValue {
  nisCode: string;
  postcode: string;
  straat: string;
  nummer: string;
  bus?: string;
  bron: PersonSource;
  reference?: string;
}

export async function checkAddressSearch(
  args: Pick<ActionFunctionArgs, 'request' | 'context'>,
  formData: FormData,
  options: ConsultationOptions,
): Promise<{ address: AddressSearchState; search: AddressSearchValue | null }> {
  const submission = parseForm(formData, addressSearchSchema(options));
  const values = addressFromForm(formData);
  // Kept for the form's next showing, also without JavaScript.
  const reference = String(formData.get('reference') ?? '').slice(0, REFERENCE_MAX_LENGTH);
  const errors: AddressSearchErrors = await checkAddress(args, { ...values, land: 'BE' });
  // The municipality's NIS code: chosen in the autocomplete, or looked up from what was typed.
  let nisCode = /^\d{5}$/.test(values.nisCode) ? values.nisCode : null;
  if (!errors.gemeente && !nisCode) {
    const town = await resolveMunicipality(args, `${values.postcode} ${values.gemeente}`);
    if (town.problem) errors.gemeente = [town.problem];
    nisCode = town.nisCode;
  }
  // The form's own rules that the address check does not know, shown with the address errors.
  if (submission.status !== 'success') {
    const formErrors = submission.error ?? {};
    if (formErrors.reference) errors.reference = formErrors.reference;
    if (formErrors.straat && !errors.straat) errors.straat = formErrors.straat;
    if (formErrors.nummer && !errors.nummer) errors.nummer = formErrors.nummer;
  }
  const address = { values, errors, reference };
  if (Object.keys(errors).length > 0 || submission.status !== 'success' || !nisCode) {
    return { address, search: null };
  }
  const value = submission.value;
  return {
    address,
    search: {
      nisCode,
      postcode: values.postcode,
      straat: values.straat,
      nummer: values.nummer,
      bus: values.bus || undefined,
      bron: value.bron,
      reference: value.reference,
    },
  };
}
