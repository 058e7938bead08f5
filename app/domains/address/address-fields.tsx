// The address form: for Belgium, town and street autocomplete with the fields
// unlocking in order and focus moving on; for other countries, free postcode and municipality.
// Without JavaScript every field is a plain input and the server checks the address.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StreetSuggestion, TownSuggestion } from '@contracts/code-lists';
import { endpointHref } from '~/endpoints';
import { BELGIUM, enabledAddressFields } from '~/lib/validation/address';
import type { ValidationIssue } from '~/lib/validation/issue';
import type { SummaryEntry } from '~/ui/form/error-summary';
import { FieldError } from '~/ui/form/field-error';
import { useHydrated } from '~/ui/use-hydrated';
import { Autocomplete } from '~/ui/widgets/autocomplete';

export interface AddressValues {
  land: string;
  postcode: string;
  gemeente: string;
  nisCode: string;
  straat: string;
  nummer: string;
  bus: string;
}

export const emptyAddress: AddressValues = {
  land: BELGIUM,
  postcode: '',
  gemeente: '',
  nisCode: '',
  straat: '',
  nummer: '',
  bus: '',
};

async function fetchJson<T>(url: string, signal: AbortSignal): Promise<T[]> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  return response.ok ? ((await response.json()) as T[]) : [];
}

export function townLabel(town: Pick<TownSuggestion, 'postCode' | 'gemeente'>): string {
  return `${town.postCode} ${town.gemeente}`;
}

/** The town list's suggestions for a typed text, as autocomplete options. */
export async function loadTownOptions(text: string, signal: AbortSignal) {
  const towns = await fetchJson<TownSuggestion>(
    endpointHref('suggestMunicipalities', { q: text }),
    signal,
  );
  return towns.map((town) => ({
    ...town,
    key: `${town.nisCode}-${town.postCode}-${town.postnaam ?? ''}`,
    label: townLabel(town),
  }));
}

export type AddressFieldErrors = Partial<
  Record<'gemeente' | 'straat' | 'nummer', ValidationIssue[]>
>;

/** The address form's errors as error-summary entries, in the order the form shows its fields. */
export function addressSummaryEntries(
  idPrefix: string,
  errors: AddressFieldErrors = {},
  namePrefix = '',
): SummaryEntry[] {
  return (['gemeente', 'straat', 'nummer'] as const).map((field) => ({
    targetId: `${idPrefix}-${field}`,
    errors: errors[field],
    field: `${namePrefix}${field}`,
  }));
}

export function AddressFields({
  idPrefix,
  countries,
  initial = emptyAddress,
  errors = {},
  namePrefix = '',
  legend,
}: {
  idPrefix: string;
  /** Prefixes every field name, for a form with two addresses (addressFromForm reads it back). */
  namePrefix?: string;
  /** The fieldset's legend; 'Adres' by default. */
  legend?: string;
  countries: { isoCode: string; land: string }[];
  initial?: AddressValues;
  errors?: AddressFieldErrors;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [address, setAddress] = useState<AddressValues>({ ...emptyAddress, ...initial });
  const [townText, setTownText] = useState(
    initial.postcode ? townLabel({ postCode: initial.postcode, gemeente: initial.gemeente }) : '',
  );
  const street = useRef<HTMLInputElement>(null);
  const number = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLInputElement>(null);
  const belgian = address.land === BELGIUM;
  const enabled = hydrated
    ? enabledAddressFields(address)
    : { straat: true, nummer: true, bus: true };
  const id = (field: string) => `${idPrefix}-${field}`;
  const errorId = (field: keyof AddressFieldErrors) => `${idPrefix}-${field}-error`;
  const invalid = (field: keyof AddressFieldErrors) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {};
  const error = (field: keyof AddressFieldErrors) => (
    <FieldError id={errorId(field)} errors={errors[field]} field={`${namePrefix}${field}`} />
  );

  const loadStreets = useCallback(
    (text: string, signal: AbortSignal) =>
      fetchJson<StreetSuggestion>(
        endpointHref('suggestStreets', { q: text, postcode: address.postcode }),
        signal,
      ).then((streets) =>
        streets.map((found) => ({
          ...found,
          key: `${found.adres.straat}-${found.adres.nummer ?? ''}-${found.adres.postCode}`,
          label: [found.adres.straat, found.adres.nummer, found.adres.bus]
            .filter(Boolean)
            .join(' '),
        })),
      ),
    [address.postcode],
  );

  const update = (changes: Partial<AddressValues>) =>
    setAddress((current) => ({ ...current, ...changes }));

  return (
    <fieldset className="address-fields">
      <legend>{legend ?? t('address.legend')}</legend>
      <div className="form-field">
        <label htmlFor={id('land')}>{t('address.country')}</label>
        <select
          id={id('land')}
          name={`${namePrefix}land`}
          value={address.land}
          onChange={(event) => update({ ...emptyAddress, land: event.target.value })}
        >
          {countries.map((country) => (
            <option key={country.isoCode} value={country.isoCode}>
              {country.land}
            </option>
          ))}
        </select>
      </div>

      {belgian && hydrated ? (
        <div className="form-field">
          <label htmlFor={id('gemeente')}>{t('address.municipality')}</label>
          <p id={id('gemeente-hint')} className="form-hint">
            {t('address.municipalityHint')}
          </p>
          {error('gemeente')}
          <Autocomplete
            id={id('gemeente')}
            name={`${namePrefix}postcode_gemeente`}
            aria-invalid={errors.gemeente ? true : undefined}
            aria-describedby={[id('gemeente-hint'), errors.gemeente ? errorId('gemeente') : null]
              .filter(Boolean)
              .join(' ')}
            value={townText}
            onValueChange={(text) => {
              setTownText(text);
              // Typing again undoes the chosen town: street and the rest lock until a new choice.
              update({ postcode: '', gemeente: '', nisCode: '', straat: '', nummer: '', bus: '' });
            }}
            load={loadTownOptions}
            onSelect={(town) => {
              setTownText(town.label);
              update({
                postcode: town.postCode,
                gemeente: town.gemeente,
                nisCode: town.nisCode,
                straat: '',
                nummer: '',
                bus: '',
              });
              requestAnimationFrame(() => street.current?.focus());
            }}
          />
          <input type="hidden" name={`${namePrefix}postcode`} value={address.postcode} />
          <input type="hidden" name={`${namePrefix}gemeente`} value={address.gemeente} />
          <input type="hidden" name={`${namePrefix}gemeenteNis`} value={address.nisCode} />
        </div>
      ) : (
        <>
          <div className="form-field">
            <label htmlFor={id('postcode')}>{t('address.postcode')}</label>
            <input
              id={id('postcode')}
              name={`${namePrefix}postcode`}
              type="text"
              defaultValue={address.postcode}
              autoComplete="postal-code"
            />
          </div>
          <div className="form-field">
            <label htmlFor={id('gemeente')}>{t('address.municipality')}</label>
            {error('gemeente')}
            <input
              {...invalid('gemeente')}
              id={id('gemeente')}
              name={`${namePrefix}gemeente`}
              type="text"
              defaultValue={address.gemeente}
              autoComplete="address-level2"
            />
          </div>
        </>
      )}

      <div className="form-field">
        <label htmlFor={id('straat')}>{t('address.street')}</label>
        {error('straat')}
        {belgian && hydrated ? (
          <Autocomplete
            {...invalid('straat')}
            id={id('straat')}
            name={`${namePrefix}straat`}
            inputRef={street}
            disabled={!enabled.straat}
            value={address.straat}
            onValueChange={(text) => update({ straat: text })}
            load={loadStreets}
            onSelect={(found) => {
              const nummer = found.adres.nummer ?? '';
              update({ straat: found.adres.straat, nummer, bus: found.adres.bus ?? '' });
              // Focus moves to the box when a number came with the street, otherwise to the number.
              requestAnimationFrame(() => (nummer ? box.current : number.current)?.focus());
            }}
          />
        ) : (
          <input
            {...invalid('straat')}
            id={id('straat')}
            name={`${namePrefix}straat`}
            type="text"
            defaultValue={address.straat}
            autoComplete="address-line1"
          />
        )}
      </div>
      <div className="address-fields__row">
        <div className="form-field">
          <label htmlFor={id('nummer')}>{t('address.number')}</label>
          {error('nummer')}
          <input
            {...invalid('nummer')}
            id={id('nummer')}
            ref={number}
            name={`${namePrefix}nummer`}
            type="text"
            inputMode="numeric"
            disabled={!enabled.nummer}
            value={address.nummer}
            onChange={(event) => update({ nummer: event.target.value })}
          />
        </div>
        <div className="form-field">
          <label htmlFor={id('bus')}>{t('address.box')}</label>
          <input
            id={id('bus')}
            ref={box}
            name={`${namePrefix}bus`}
            type="text"
            disabled={!enabled.bus}
            value={address.bus}
            onChange={(event) => update({ bus: event.target.value })}
          />
        </div>
      </div>
    </fieldset>
  );
}
