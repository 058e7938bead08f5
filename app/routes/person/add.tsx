// Add a person (persoon/toevoegen): names, sex, birth, nationalities, civil status with partner,
// main residence and contact address (the address form), death. The form's rules run in the
// browser and again on the server; the backend gives the new person a BIS number. Added: the new
// person's detail (or number) with a toast. Refused: the error page, and what was typed comes back
// with the form.
import { useForm, type FieldMetadata } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { addressFromForm } from '~/domains/address/address-check.server';
import { AddressFields, addressSummaryEntries } from '~/domains/address/address-fields';
import { personCapabilities } from '~/domains/person/capabilities';
import { draftDefaults, readDraft } from '~/domains/person/draft.server';
import { type AddPersonInput, type AddPersonValues } from '~/domains/person/new-person';
import {
  addPersonFieldOrder,
  BELGIUM_NIS,
  contactPrefix,
  idempotencyKeyField,
  residencePrefix,
} from '~/domains/person/new-person-fields';
import { useAddPersonFieldNames } from '~/domains/person/new-person-names';
import {
  addPerson,
  newIdempotencyKey,
  newPersonCodeLists,
  newPersonReferenceRequired,
} from '~/domains/person/new-person.server';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import type { ValidationIssue } from '~/lib/validation/issue';
import type { FormErrors } from '~/page-state/parse-form';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { DatePartsField } from '~/ui/form/date-parts-field';
import { ErrorSummary } from '~/ui/form/error-summary';
import { FieldGroup } from '~/ui/form/field-group';
import { FieldNames } from '~/ui/form/field-names';
import { useSingleSubmit } from '~/ui/form/form-pending';
import { InszField } from '~/ui/form/insz-field';
import { useLazyValidation } from '~/ui/form/lazy-validation';
import { PostForm } from '~/ui/form/post-form';
import { RadioGroupField } from '~/ui/form/radio-group';
import { ReferenceField } from '~/ui/form/reference-field';
import { SelectField } from '~/ui/form/select-field';
import { SubmitButton } from '~/ui/form/submit-button';
import { TextField } from '~/ui/form/text-field';

type Field = FieldMetadata<string, Record<string, unknown>, ValidationIssue[]>;

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'personAdd');
  const t = await i18nServer.getFixedT(args.request, 'person');
  const restoring = new URL(args.request.url).searchParams.get('herstel') === '1';
  const draft = restoring ? readDraft(args.request) : null;
  const entries = draft?.entries ?? [];
  const fromEntries = (prefix: string) => {
    const formData = new FormData();
    for (const [key, value] of entries) formData.append(key, value);
    return addressFromForm(formData, prefix);
  };
  return {
    title: t('add.title'),
    referenceRequired: newPersonReferenceRequired(personCapabilities(activeRole)),
    lists: await newPersonCodeLists(args),
    idempotencyKey: newIdempotencyKey(),
    defaults: draft ? draftDefaults(entries) : null,
    residence: draft ? fromEntries(residencePrefix) : null,
    contact: draft ? fromEntries(contactPrefix) : null,
  };
}

export async function action(args: ActionFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'personAdd');
  return addPerson(args, personCapabilities(activeRole));
}

export const meta = screenMeta;

export default function AddPersonScreen() {
  const { t } = useTranslation('person');
  const { t: tCommon } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const locale = localeFromPath(useLocation().pathname);
  const formAction = href('personAdd', {}, locale);
  const submit = useSingleSubmit(formAction);
  const result = actionData?.result;
  const addresses = actionData?.addresses;
  const [attempt, setAttempt] = useState(0);
  const { validate, load, shouldRevalidate } = useLazyValidation(() =>
    import('~/domains/person/new-person').then((rules) =>
      rules.addPersonSchema(loaded.referenceRequired),
    ),
  );
  const [form, fields] = useForm<AddPersonInput, AddPersonValues, FormErrors>({
    lastResult: result,
    // A restored draft, or a new form with Belgium as birth country.
    defaultValue: (loaded.defaults as AddPersonInput | null) ?? { birthCountry: BELGIUM_NIS },
    onValidate: validate && (({ formData }) => validate(formData)),
    shouldValidate: 'onSubmit',
    shouldRevalidate,
  });
  const residence = addresses?.residence;
  const contact = addresses?.contact;
  const fieldNames = useAddPersonFieldNames();

  return (
    <FieldNames names={fieldNames}>
      <div className="layout-narrow">
        <h1>{t('add.title')}</h1>
        <p className="lead">{t('add.intro')}</p>
        <ErrorSummary
          attempt={attempt || result}
          fields={fields}
          order={addPersonFieldOrder}
          targets={{
            sex: FieldGroup.optionId(fields.sex, '1'),
            birthDate: DatePartsField.targetId(fields.birthDate),
            nationality1From: DatePartsField.targetId(fields.nationality1From),
            nationality2From: DatePartsField.targetId(fields.nationality2From),
            civilStatusFrom: DatePartsField.targetId(fields.civilStatusFrom),
            residenceFrom: DatePartsField.targetId(fields.residenceFrom),
            contactFrom: DatePartsField.targetId(fields.contactFrom),
            contactUntil: DatePartsField.targetId(fields.contactUntil),
            deathDate: DatePartsField.targetId(fields.deathDate),
          }}
          before={{
            residenceFrom: addressSummaryEntries(
              'add-residence',
              residence?.errors,
              residencePrefix,
            ),
            contactFrom: addressSummaryEntries('add-contact', contact?.errors, contactPrefix),
          }}
        />
        <PostForm
          form={form}
          action={formAction}
          submit={submit}
          onFocus={load}
          beforeSubmit={() => setAttempt((count) => count + 1)}
        >
          <input type="hidden" name={idempotencyKeyField} value={loaded.idempotencyKey} />
          <p className="form-hint">{tCommon('form.requiredLegend')}</p>

          <fieldset className="form-section">
            <legend>{t('add.sections.name')}</legend>
            <TextField
              meta={fields.lastName}
              label={t('fields.lastName')}
              required
              autoComplete="off"
            />
            <TextField
              meta={fields.firstName1}
              label={t('add.firstName1')}
              required
              autoComplete="off"
            />
            <TextField
              meta={fields.firstName2}
              label={t('add.firstName2')}
              hint={t('search.optional')}
              autoComplete="off"
            />
            <TextField
              meta={fields.firstName3}
              label={t('add.firstName3')}
              hint={t('search.optional')}
              autoComplete="off"
            />
            <RadioGroupField
              meta={fields.sex}
              legend={t('fields.sex')}
              required
              inline
              options={(['1', '2', '0'] as const).map((code) => ({
                value: code,
                label: t(`sex.${code}`),
              }))}
              checked={fields.sex.initialValue}
            />
          </fieldset>

          <fieldset className="form-section">
            <legend>{t('add.sections.birth')}</legend>
            <DatePartsField
              meta={fields.birthDate}
              legend={t('fields.birthDate')}
              hint={t('add.partialDateHint')}
              required
            />
            <SelectField
              meta={fields.birthCountry}
              label={t('add.country')}
              options={loaded.lists.birthCountries}
              required
            />
            <TextField
              meta={fields.birthPlace}
              label={t('fields.birthPlace')}
              hint={t('add.placeHint')}
              autoComplete="off"
            />
          </fieldset>

          <fieldset className="form-section">
            <legend>{t('add.sections.nationalities')}</legend>
            {(['1', '2'] as const).map((row) => (
              <div key={row} className="form-row">
                <SelectField
                  meta={fields[`nationality${row}`]}
                  label={t('add.nationality', { number: row })}
                  options={loaded.lists.nationalities}
                />
                <DatePartsField meta={fields[`nationality${row}From`]} legend={t('add.since')} />
              </div>
            ))}
          </fieldset>

          <fieldset className="form-section">
            <legend>{t('add.sections.civilStatus')}</legend>
            <SelectField
              meta={fields.civilStatus}
              label={t('fields.civilStatus')}
              options={loaded.lists.civilStatuses}
            />
            <DatePartsField
              meta={fields.civilStatusFrom}
              legend={t('add.since')}
              hint={t('add.partialDateHint')}
            />
            <InszPartner meta={fields.partnerInsz} />
          </fieldset>

          <fieldset className="form-section">
            <legend>{t('add.sections.residence')}</legend>
            <p className="form-hint">{t('add.addressHint')}</p>
            <AddressFields
              idPrefix="add-residence"
              namePrefix={residencePrefix}
              legend={t('fields.mainResidence')}
              countries={loaded.lists.addressCountries}
              initial={residence?.values ?? loaded.residence ?? undefined}
              errors={residence?.errors}
            />
            <DatePartsField
              meta={fields.residenceFrom}
              legend={t('add.since')}
              hint={t('add.partialDateHint')}
            />
          </fieldset>

          <fieldset className="form-section">
            <legend>{t('add.sections.contact')}</legend>
            <p className="form-hint">{t('add.addressHint')}</p>
            <SelectField
              meta={fields.contactType}
              label={t('add.contactType')}
              options={loaded.lists.contactTypes}
            />
            <AddressFields
              idPrefix="add-contact"
              namePrefix={contactPrefix}
              legend={t('fields.contactAddress')}
              countries={loaded.lists.addressCountries}
              initial={contact?.values ?? loaded.contact ?? undefined}
              errors={contact?.errors}
            />
            <DatePartsField
              meta={fields.contactFrom}
              legend={t('add.since')}
              hint={t('add.partialDateHint')}
            />
            <DatePartsField
              meta={fields.contactUntil}
              legend={t('add.until')}
              hint={t('add.partialDateHint')}
            />
          </fieldset>

          <fieldset className="form-section">
            <legend>{t('add.sections.death')}</legend>
            <DatePartsField
              meta={fields.deathDate}
              legend={t('add.deathDate')}
              hint={t('add.partialDateHint')}
            />
            <SelectField
              meta={fields.deathCountry}
              label={t('add.country')}
              options={loaded.lists.deathCountries}
            />
            <TextField
              meta={fields.deathPlace}
              label={t('add.deathPlace')}
              hint={t('search.optional')}
              autoComplete="off"
            />
          </fieldset>

          <ReferenceField
            meta={fields.reference}
            required={loaded.referenceRequired}
            hint={t('add.referenceHint')}
          />
          <div className="button-row">
            <SubmitButton pending={submit.pending} busyLabel={t('add.submitting')}>
              {t('add.submit')}
            </SubmitButton>
          </div>
        </PostForm>
      </div>
    </FieldNames>
  );
}

function InszPartner({ meta }: { meta: Field }) {
  const { t } = useTranslation('person');
  return (
    <InszField
      meta={meta}
      label={t('fields.partner')}
      hint={t('add.partnerHint')}
      required={false}
    />
  );
}
