// Add a person (persoon/toevoegen, spec §3 write payload): names, sex, birth, nationalities, civil
// status with partner, main residence and contact address (the address form), death. Every §5
// rule in the browser and again on the server; the backend gives the new person a BIS number.
// Success: the new person's detail with a toast. A backend refusal: the error page, and the
// entered data comes back with the form.
import { getFormProps, getSelectProps, useForm, type FieldMetadata } from '@conform-to/react';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createPerson } from '@contracts/person';
import { requirePermission } from '~/auth/require-permission.server';
import { callBackend } from '~/backend/client.server';
import { BackendError } from '~/backend/errors';
import { addressFromForm } from '~/domains/address/address-check.server';
import { AddressFields } from '~/domains/address/address-fields';
import { personCapabilities } from '~/domains/person/capabilities';
import {
  clearDraftCookie,
  draftCookie,
  draftDefaults,
  draftEntries,
  readDraft,
} from '~/domains/person/draft.server';
import {
  addPersonSchema,
  BELGIUM_NIS,
  contactPrefix,
  residencePrefix,
  toNewPerson,
  type AddPersonValues,
} from '~/domains/person/new-person';
import { checkNewPersonPlaces, newPersonCodeLists } from '~/domains/person/new-person.server';
import { InszField } from '~/domains/person/search-forms';
import { i18nServer, requestLocale } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { formatInsz } from '~/lib/validation/insz';
import type { ValidationIssue } from '~/lib/validation/issue';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { redirectWithToast } from '~/ui/feedback/flash.server';
import { DatePartsField } from '~/ui/form/date-parts-field';
import { ErrorSummary } from '~/ui/form/error-summary';
import { describedByIds, FieldGroup, LabelledField } from '~/ui/form/field-group';
import { replyWithFormFailure, submissionReply } from '~/ui/form/form-reply.server';
import { parseForm, type FormErrors } from '~/ui/form/parse-form';
import { TextField } from '~/ui/form/text-field';
import { DatePickerField } from '~/ui/widgets/date-picker';

type Field = FieldMetadata<string, Record<string, unknown>, ValidationIssue[]>;
type AddPersonInput = z.input<ReturnType<typeof addPersonSchema>>;

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
    referenceRequired: personCapabilities(activeRole).referenceRequired,
    lists: await newPersonCodeLists(args),
    defaults: draft ? draftDefaults(entries) : null,
    residence: draft ? fromEntries(residencePrefix) : null,
    contact: draft ? fromEntries(contactPrefix) : null,
  };
}

export async function action(args: ActionFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'personAdd');
  const capabilities = personCapabilities(activeRole);
  const { request, context } = args;
  const locale = requestLocale(request);
  const formData = await request.formData();
  const submission = parseForm(formData, addPersonSchema(capabilities.referenceRequired));
  const lists = await newPersonCodeLists(args);

  const value = submission.status === 'success' ? submission.value : null;
  const places = await checkNewPersonPlaces(args, formData, value, lists.addressCountries);
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
    const created = await callBackend(createPerson, { request, context, body: payload });
    const t = await i18nServer.getFixedT(locale, 'person');
    const name = `${value.firstName1} ${value.lastName}`;
    const headers = { headers: { 'Set-Cookie': clearDraftCookie() } };
    // The new person is in the BIS register: a role that may not consult it learns the number.
    if (!capabilities.sources.includes('KSZ') || !capabilities.modes.includes('insz')) {
      return redirectWithToast(
        href('personSearch', {}, locale),
        {
          kind: 'success',
          description: t('add.createdNumber', { name, insz: formatInsz(created.insz) }),
        },
        headers,
      );
    }
    const query: Record<string, string> = { bron: 'KSZ' };
    if (value.reference) query.referentie = value.reference;
    return redirectWithToast(
      href('personDetail', { insz: created.insz }, locale, query),
      { kind: 'success', description: t('add.created', { name }) },
      headers,
    );
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    // Spec: a backend failure goes to the error page; what was typed is kept for the way back.
    const reasons = (error.body?.errors ?? []).map((found) => found.message).filter(Boolean);
    const cookie = draftCookie({
      entries: draftEntries(formData),
      reasons: reasons.length > 0 ? reasons : [error.body?.message ?? ''].filter(Boolean),
      correlationId: context.correlationId,
    });
    return redirect(
      href('personAddError', {}, locale),
      cookie ? { headers: { 'Set-Cookie': cookie } } : undefined,
    );
  }
}

export const meta = screenMeta;

function Select({
  meta,
  label,
  hint,
  options,
  required = false,
  emptyLabel,
}: {
  meta: Field;
  label: string;
  hint?: string;
  options: { value: string; label: string }[];
  required?: boolean;
  emptyLabel: string;
}) {
  return (
    <LabelledField meta={meta} label={label} hint={hint} required={required}>
      <select
        {...getSelectProps(meta)}
        key={meta.key}
        aria-describedby={describedByIds(meta, Boolean(hint))}
        required={required}
      >
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

export default function AddPersonScreen() {
  const { t } = useTranslation('person');
  const { t: tCommon } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const locale = localeFromPath(useLocation().pathname);
  const result = actionData?.result;
  const addresses = actionData?.addresses;
  const [attempt, setAttempt] = useState(0);
  const [form, fields] = useForm<AddPersonInput, AddPersonValues, FormErrors>({
    lastResult: result,
    // A restored draft, or a new form with Belgium as birth country.
    defaultValue: (loaded.defaults as AddPersonInput | null) ?? { birthCountry: BELGIUM_NIS },
    onValidate: ({ formData }) => parseForm(formData, addPersonSchema(loaded.referenceRequired)),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const formProps = getFormProps(form);
  const birthDate = fields.birthDate.getFieldset();
  const choose = t('add.choose');
  const residence = addresses?.residence;
  const contact = addresses?.contact;

  return (
    <div className="layout-narrow">
      <h1>{t('add.title')}</h1>
      <p className="lead">{t('add.intro')}</p>
      <ErrorSummary
        attempt={attempt || result}
        entries={[
          { targetId: fields.lastName.id, errors: fields.lastName.errors },
          { targetId: fields.firstName1.id, errors: fields.firstName1.errors },
          { targetId: fields.firstName2.id, errors: fields.firstName2.errors },
          { targetId: fields.firstName3.id, errors: fields.firstName3.errors },
          { targetId: `${fields.sex.id}-1`, errors: fields.sex.errors },
          { targetId: birthDate.day.id, errors: fields.birthDate.errors },
          { targetId: fields.birthCountry.id, errors: fields.birthCountry.errors },
          { targetId: fields.birthPlace.id, errors: fields.birthPlace.errors },
          { targetId: fields.nationality1From.id, errors: fields.nationality1From.errors },
          { targetId: fields.nationality2From.id, errors: fields.nationality2From.errors },
          { targetId: fields.civilStatus.id, errors: fields.civilStatus.errors },
          {
            targetId: fields.civilStatusFrom.getFieldset().day.id,
            errors: fields.civilStatusFrom.errors,
          },
          { targetId: fields.partnerInsz.id, errors: fields.partnerInsz.errors },
          { targetId: 'add-residence-gemeente', errors: residence?.errors.gemeente },
          { targetId: 'add-residence-straat', errors: residence?.errors.straat },
          { targetId: 'add-residence-nummer', errors: residence?.errors.nummer },
          { targetId: fields.residenceFrom.id, errors: fields.residenceFrom.errors },
          { targetId: 'add-contact-gemeente', errors: contact?.errors.gemeente },
          { targetId: 'add-contact-straat', errors: contact?.errors.straat },
          { targetId: 'add-contact-nummer', errors: contact?.errors.nummer },
          { targetId: fields.contactFrom.id, errors: fields.contactFrom.errors },
          { targetId: fields.contactUntil.id, errors: fields.contactUntil.errors },
          { targetId: fields.deathDate.getFieldset().day.id, errors: fields.deathDate.errors },
          { targetId: fields.deathCountry.id, errors: fields.deathCountry.errors },
          { targetId: fields.reference.id, errors: fields.reference.errors },
        ]}
      />
      <Form
        method="post"
        action={href('personAdd', {}, locale)}
        {...formProps}
        noValidate
        onSubmit={(event) => {
          setAttempt((count) => count + 1);
          formProps.onSubmit(event);
        }}
      >
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
          <FieldGroup
            meta={fields.sex}
            legend={t('fields.sex')}
            required
            className="radio-group radio-group--inline"
          >
            {(['1', '2', '0'] as const).map((code) => (
              <div key={code} className="radio-item">
                <input
                  type="radio"
                  id={`${fields.sex.id}-${code}`}
                  name={fields.sex.name}
                  value={code}
                  defaultChecked={fields.sex.initialValue === code}
                />
                <label htmlFor={`${fields.sex.id}-${code}`}>{t(`sex.${code}`)}</label>
              </div>
            ))}
          </FieldGroup>
        </fieldset>

        <fieldset className="form-section">
          <legend>{t('add.sections.birth')}</legend>
          <DatePartsField
            meta={fields.birthDate}
            legend={t('fields.birthDate')}
            hint={t('add.partialDateHint')}
            required
          />
          <Select
            meta={fields.birthCountry}
            label={t('add.country')}
            options={loaded.lists.birthCountries}
            required
            emptyLabel={choose}
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
              <Select
                meta={fields[`nationality${row}`]}
                label={t('add.nationality', { number: row })}
                options={loaded.lists.nationalities}
                emptyLabel={choose}
              />
              <DatePickerField
                meta={fields[`nationality${row}From`]}
                label={t('add.since')}
                notInFuture
              />
            </div>
          ))}
        </fieldset>

        <fieldset className="form-section">
          <legend>{t('add.sections.civilStatus')}</legend>
          <Select
            meta={fields.civilStatus}
            label={t('fields.civilStatus')}
            options={loaded.lists.civilStatuses}
            emptyLabel={choose}
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
          <DatePickerField meta={fields.residenceFrom} label={t('add.since')} notInFuture />
        </fieldset>

        <fieldset className="form-section">
          <legend>{t('add.sections.contact')}</legend>
          <p className="form-hint">{t('add.addressHint')}</p>
          <Select
            meta={fields.contactType}
            label={t('add.contactType')}
            options={loaded.lists.contactTypes}
            emptyLabel={choose}
          />
          <AddressFields
            idPrefix="add-contact"
            namePrefix={contactPrefix}
            legend={t('fields.contactAddress')}
            countries={loaded.lists.addressCountries}
            initial={contact?.values ?? loaded.contact ?? undefined}
            errors={contact?.errors}
          />
          <DatePickerField meta={fields.contactFrom} label={t('add.since')} notInFuture />
          <DatePickerField meta={fields.contactUntil} label={t('add.until')} />
        </fieldset>

        <fieldset className="form-section">
          <legend>{t('add.sections.death')}</legend>
          <DatePartsField
            meta={fields.deathDate}
            legend={t('add.deathDate')}
            hint={t('add.partialDateHint')}
          />
          <Select
            meta={fields.deathCountry}
            label={t('add.country')}
            options={loaded.lists.deathCountries}
            emptyLabel={choose}
          />
          <TextField
            meta={fields.deathPlace}
            label={t('add.deathPlace')}
            hint={t('search.optional')}
            autoComplete="off"
          />
        </fieldset>

        {loaded.referenceRequired ? (
          <TextField
            meta={fields.reference}
            label={t('search.reference')}
            hint={t('add.referenceHint')}
            required
            maxLength={100}
            autoComplete="off"
          />
        ) : null}
        <div className="button-row">
          <button type="submit" className="button">
            {t('add.submit')}
          </button>
        </div>
      </Form>
    </div>
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
