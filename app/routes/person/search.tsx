// Person search (spec §2, §4): by insz (to the detail screen), by name and birth date, or by
// address (a list of matches), each mode only with its permission.
import type { SubmissionResult } from '@conform-to/react';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  searchPersonsByAddress,
  searchPersonsByName,
  type personMatchSchema,
} from '@contracts/person';
import { requirePermission } from '~/auth/require-permission.server';
import { callBackend } from '~/backend/client.server';
import { BackendError } from '~/backend/errors';
import { addressFromForm, checkAddress } from '~/domains/address/address-check.server';
import { AddressFields, type AddressFieldErrors } from '~/domains/address/address-fields';
import { resolveMunicipality } from '~/domains/address/municipality.server';
import { personCapabilities, searchModes, type SearchMode } from '~/domains/person/capabilities';
import { preferencesCookie, readPreferences } from '~/domains/person/preferences.server';
import {
  InszSearchForm,
  MatchesTable,
  ModeLinks,
  NameSearchForm,
  NoResultPanel,
} from '~/domains/person/search-forms';
import {
  addressSearchSchema,
  birthDateParam,
  earliestHistoryDisplayDate,
  inszSearchSchema,
  nameSearchSchema,
} from '~/domains/person/search-schema';
import { i18nServer, requestLocale } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { issue, type ValidationIssue } from '~/lib/validation/issue';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { Alert } from '~/ui/feedback/alert';
import { ErrorSummary } from '~/ui/form/error-summary';
import { describedByIds, LabelledField } from '~/ui/form/field-group';
import {
  replyWithErrors,
  replyWithFormFailure,
  submissionReply,
} from '~/ui/form/form-reply.server';
import { parseForm, type FormErrors } from '~/ui/form/parse-form';

const modeParameter = 'zoekwijze';

function chosenMode(request: Request, allowed: SearchMode[]): SearchMode | null {
  const asked = new URL(request.url).searchParams.get(modeParameter);
  const mode = searchModes.find((candidate) => candidate === asked);
  return mode && allowed.includes(mode) ? mode : (allowed[0] ?? null);
}

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'personSearch');
  const capabilities = personCapabilities(activeRole);
  const t = await i18nServer.getFixedT(args.request, 'person');
  const preferences = readPreferences(args.request);
  return {
    title: t('search.title'),
    capabilities,
    mode: chosenMode(args.request, capabilities.modes),
    preferences: {
      history: preferences.history,
      dateChoice: preferences.dateChoice,
      date: preferences.date,
    },
  };
}

/** A failed search: 404 is simply no result (spec §8); anything else an alert with its reference. */
function searchFailure(context: ActionFunctionArgs['context'], error: unknown): SearchOutcome {
  if (error instanceof BackendError && error.status === 404) {
    return { matches: [], truncated: false, detailQuery: {}, showScore: false };
  }
  if (error instanceof BackendError) return { failed: context.correlationId };
  throw error;
}

interface Found {
  matches: z.infer<typeof personMatchSchema>[];
  truncated: boolean;
  /** Source and reference travel to the detail screen: it consults the source itself. */
  detailQuery: Record<string, string>;
  showScore: boolean;
}

/** A search's answer: the matches, or the correlation id of a failure. */
type SearchOutcome = Found | { failed: string };

export async function action(args: ActionFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'personSearch');
  const capabilities = personCapabilities(activeRole);
  const { request, context } = args;
  const locale = requestLocale(request);
  const formData = await request.formData();
  const mode = searchModes.find((candidate) => candidate === formData.get('mode'));
  if (!mode || !capabilities.modes.includes(mode)) throw data(null, { status: 400 });

  if (mode === 'insz') {
    const submission = parseForm(formData, inszSearchSchema(capabilities, capabilities.history));
    if (submission.status !== 'success') return replyWithErrors(context, submission);
    const value = submission.value;
    const preferences = readPreferences(request);
    const history = value.history === 'on';
    const cookie = preferencesCookie({
      ...preferences,
      history: capabilities.history.forced ? preferences.history : history,
      dateChoice: value.dateChoice,
      date: history ? value.historyDate.trim() : preferences.date || earliestHistoryDisplayDate,
    });
    // The detail screen consults the source: once, and again on every reload.
    const query: Record<string, string> = { bron: value.bron };
    if (value.reference) query.referentie = value.reference;
    return redirect(href('personDetail', { insz: value.insz }, locale, query), {
      headers: { 'Set-Cookie': cookie },
    });
  }

  if (mode === 'naam') {
    const submission = parseForm(formData, nameSearchSchema(capabilities));
    if (submission.status !== 'success') return replyWithErrors(context, submission);
    const value = submission.value;
    // The place of residence: chosen from the town list, or typed and looked up here.
    let residenceNis = value.residenceNis;
    if (!residenceNis && value.residence) {
      const town = await resolveMunicipality(args, value.residence);
      if (town.problem) {
        return replyWithFormFailure(context, {
          result: submissionReply(submission, { residence: [town.problem] }),
        });
      }
      residenceNis = town.nisCode;
    }
    try {
      const result = await callBackend(searchPersonsByName, {
        request,
        context,
        params: { lastname: value.lastName, birthdate: birthDateParam(value.birthDate) },
        query: {
          voornaam: value.firstName,
          geslacht: value.sex,
          niscode: residenceNis,
          tolerantie: value.tolerance,
          orderBy: value.tolerance === '0' ? 'ACHTERNAAM' : 'OVEREENKOMST',
          order: value.tolerance === '0' ? 'Asc' : 'Desc',
          bron: value.bron,
          reference: value.reference,
        },
      });
      const outcome: SearchOutcome = {
        matches: result.resultaten,
        truncated: result.afgekapt,
        detailQuery: detailQuery(value.bron, value.reference),
        showScore: value.tolerance !== '0',
      };
      return { result: submissionReply(submission), outcome };
    } catch (error) {
      return { result: submissionReply(submission), outcome: searchFailure(context, error) };
    }
  }

  // Address: the address form's own fields, checked against the code lists.
  const submission = parseForm(formData, addressSearchSchema(capabilities));
  const address = addressFromForm(formData);
  // Kept for the form's next showing, also without JavaScript.
  const typedReference = String(formData.get('reference') ?? '').slice(0, 100);
  const errors: AddressFieldErrors & { reference?: ValidationIssue[] } = await checkAddress(args, {
    ...address,
    land: 'BE',
  });
  // The municipality's NIS code: chosen in the autocomplete, or looked up from what was typed.
  let nisCode = /^\d{5}$/.test(address.nisCode) ? address.nisCode : null;
  if (!errors.gemeente && !nisCode) {
    const town = await resolveMunicipality(args, `${address.postcode} ${address.gemeente}`);
    if (town.problem) errors.gemeente = [town.problem];
    nisCode = town.nisCode;
  }
  // The form's own rules that the address check does not know (a street with letters, the
  // reference) are shown with the address errors.
  if (submission.status !== 'success') {
    const formErrors = submission.error ?? {};
    if (formErrors.reference) errors.reference = [issue('required')];
    if (formErrors.straat && !errors.straat) errors.straat = formErrors.straat;
    if (formErrors.nummer && !errors.nummer) errors.nummer = formErrors.nummer;
  }
  if (Object.keys(errors).length > 0 || submission.status !== 'success' || !nisCode) {
    return replyWithFormFailure(context, {
      address: { values: address, errors, reference: typedReference },
    });
  }
  const value = submission.value;
  try {
    const result = await callBackend(searchPersonsByAddress, {
      request,
      context,
      params: {
        niscode: nisCode,
        postcode: address.postcode,
        straat: address.straat,
        huisnummer: address.nummer,
      },
      query: { busnummer: address.bus || undefined, bron: value.bron, reference: value.reference },
    });
    const outcome: SearchOutcome = {
      matches: result.resultaten,
      truncated: result.afgekapt,
      detailQuery: detailQuery(value.bron, value.reference),
      showScore: false,
    };
    return { address: { values: address, errors: {}, reference: typedReference }, outcome };
  } catch (error) {
    return {
      address: { values: address, errors: {}, reference: typedReference },
      outcome: searchFailure(context, error),
    };
  }
}

function detailQuery(bron: string, reference: string | undefined): Record<string, string> {
  return reference ? { bron, referentie: reference } : { bron };
}

export const meta = screenMeta;

export default function PersonSearchScreen() {
  const { t } = useTranslation('person');
  const { capabilities, mode, preferences } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const searchHref = (chosen: SearchMode) =>
    href(
      'personSearch',
      {},
      locale,
      chosen === capabilities.modes[0] ? undefined : { [modeParameter]: chosen },
    );
  // The form's own answer (errors, or the values a search was made with).
  const result = (actionData && 'result' in actionData ? actionData.result : undefined) as
    SubmissionResult<FormErrors> | undefined;
  const outcome = actionData && 'outcome' in actionData ? actionData.outcome : undefined;
  const matches = outcome && 'matches' in outcome ? outcome : undefined;
  const failed = outcome && 'failed' in outcome ? outcome.failed : undefined;
  const address = actionData && 'address' in actionData ? actionData.address : undefined;

  return (
    <>
      <h1>{t('search.title')}</h1>
      <p className="lead">{t('search.intro')}</p>
      <p className="link-row">
        {capabilities.family ? (
          <Link to={href('familySearch', {}, locale)}>{t('search.familyLink')}</Link>
        ) : null}
        {capabilities.canAdd ? (
          <Link to={href('personAdd', {}, locale)}>{t('search.addLink')}</Link>
        ) : null}
      </p>
      {mode ? (
        <ModeLinks modes={capabilities.modes} current={mode} hrefFor={searchHref} />
      ) : (
        <p>{t('search.noModes')}</p>
      )}
      {failed ? (
        <Alert kind="error" title={t('search.errorTitle')} scrollIntoView>
          <p>{t('search.errorText', { correlationId: failed })}</p>
        </Alert>
      ) : null}
      {mode === 'insz' ? (
        <section aria-labelledby="search-insz" className="search-panel">
          <h2 id="search-insz">{t('search.modes.insz')}</h2>
          <InszSearchForm
            capabilities={capabilities}
            history={capabilities.history}
            preferences={preferences}
            lastResult={result}
            action={href('personSearch', {}, locale)}
            clearHref={searchHref('insz')}
          />
        </section>
      ) : null}
      {mode === 'naam' ? (
        <section aria-labelledby="search-naam" className="search-panel">
          <h2 id="search-naam">{t('search.modes.naam')}</h2>
          <NameSearchForm
            capabilities={capabilities}
            lastResult={result}
            clearHref={searchHref('naam')}
          />
        </section>
      ) : null}
      {mode === 'adres' ? (
        <AddressSearch
          capabilities={capabilities}
          address={address}
          clearHref={searchHref('adres')}
        />
      ) : null}
      {matches ? (
        matches.matches.length === 0 ? (
          <NoResultPanel />
        ) : (
          <MatchesTable
            matches={matches.matches}
            truncated={matches.truncated}
            detailQuery={matches.detailQuery}
            showScore={matches.showScore}
            linkable={capabilities.modes.includes('insz')}
          />
        )
      ) : null}
    </>
  );
}

function AddressSearch({
  capabilities,
  address,
  clearHref,
}: {
  capabilities: ReturnType<typeof personCapabilities>;
  address:
    | {
        values: ReturnType<typeof addressFromForm>;
        reference: string;
        errors: AddressFieldErrors & { reference?: ValidationIssue[] };
      }
    | undefined;
  clearHref: string;
}) {
  const { t } = useTranslation('person');
  const { t: tCommon } = useTranslation();
  const errors = address?.errors ?? {};
  return (
    <section aria-labelledby="search-adres" className="search-panel">
      <h2 id="search-adres">{t('search.modes.adres')}</h2>
      <ErrorSummary
        attempt={Object.keys(errors).length > 0 ? address : undefined}
        entries={[
          { targetId: 'person-address-gemeente', errors: errors.gemeente },
          { targetId: 'person-address-straat', errors: errors.straat },
          { targetId: 'person-address-nummer', errors: errors.nummer },
          { targetId: 'person-address-reference', errors: errors.reference },
        ]}
      />
      <Form method="post" noValidate>
        <input type="hidden" name="mode" value="adres" />
        <p className="form-hint">{tCommon('form.requiredLegend')}</p>
        <AddressFields
          idPrefix="person-address"
          countries={[{ isoCode: 'BE', land: t('search.belgium') }]}
          initial={address?.values}
          errors={errors}
        />
        {capabilities.sources.length > 1 ? (
          <div className="form-field">
            <label htmlFor="person-address-bron">{t('search.source')}</label>
            <select id="person-address-bron" name="bron" defaultValue={capabilities.sources[0]}>
              {capabilities.sources.map((source) => (
                <option key={source} value={source}>
                  {t(`sources.${source}`)}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <input type="hidden" name="bron" value={capabilities.sources[0]} />
        )}
        {capabilities.referenceRequired ? (
          <ReferenceInput errors={errors.reference} defaultValue={address?.reference} />
        ) : null}
        <div className="button-row">
          <button type="submit" className="button">
            {t('search.searchSubmit')}
          </button>
          <Link to={clearHref} className="button button--secondary" reloadDocument>
            {t('search.clear')}
          </Link>
        </div>
      </Form>
    </section>
  );
}

function ReferenceInput({
  errors,
  defaultValue,
}: {
  errors: ValidationIssue[] | undefined;
  defaultValue: string | undefined;
}) {
  const { t } = useTranslation('person');
  const meta = {
    id: 'person-address-reference',
    descriptionId: 'person-address-reference-hint',
    errorId: 'person-address-reference-error',
    errors,
  };
  return (
    <LabelledField
      meta={meta}
      label={t('search.reference')}
      hint={t('search.referenceHint')}
      required
    >
      <input
        id={meta.id}
        name="reference"
        type="text"
        maxLength={100}
        required
        defaultValue={defaultValue}
        aria-invalid={errors ? true : undefined}
        aria-describedby={describedByIds(meta, true)}
      />
    </LabelledField>
  );
}
