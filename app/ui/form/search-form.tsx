// The frame every search form shares: a GET form to the search screen, so the search and its
// answer live in the URL (Back shows them again) and the form works without JavaScript. In the
// browser it is checked with the same zod schema as on the server (loaded when the form is first
// used, lazy-validation.ts), first when it is sent and again on every input after that; each
// submission shows the error summary again and moves focus to it.
// A domain's form gives its schema, its fields in the order it shows them, and the inputs; a
// consultation's form also its source choice and 'Uw referentie', which the kit places after them.
import {
  getFormProps,
  useForm,
  type DefaultValue,
  type FieldMetadata,
  type SubmissionResult,
} from '@conform-to/react';
import { Form, Link } from '@remix-run/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ConsultationOptions } from '@contracts/consultation';
import type { ValidationIssue } from '~/lib/validation/issue';
import type { FormErrors } from '~/page-state/parse-form';
import { resultsFragment, resultsHeadingId } from '~/page-state/url-names';
import { ResultsHeading } from '~/ui/data-table/results-heading';
import { ErrorSummary, type SummaryField } from './error-summary';
import { FieldNames, type FieldName, type FieldNameMap } from './field-names';
import { useFormPending } from './form-pending';
import { useLazyValidation, type SchemaLoader } from './lazy-validation';
import { ReferenceField } from './reference-field';
import { SourceField } from './source-field';
import { SubmitButton } from './submit-button';

/** A search form's schema: an object of named fields, as its GET query is. */
type SearchSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/** What a screen hands each of its search forms: where it goes, and the server's refusal. */
export interface SearchFormFrame {
  /** The search screen's path. */
  action: string;
  /** The search screen without a search: clearing is a fresh page. */
  clearHref: string;
  /** The server's reply to the search it refused, which shows its errors. */
  lastResult?: SubmissionResult<FormErrors> | null;
}

/** A consultation's search form: the sources and reference rule of the role, the last reference. */
export interface ConsultationFormProps extends SearchFormFrame {
  options: ConsultationOptions;
  /** 'Uw referentie' of the session's last consultation, shown again. */
  defaultReference?: string;
}

/** What `SearchForm` needs of the form: `useSearchForm` makes it. */
export interface SearchFormMetadata<Fields> {
  /**
   * Where the search goes: the search screen's path, with `resultsFragment` when the answer is a
   * list, so that the browser moves to its heading also without JavaScript.
   */
  action: string;
  clearHref: string;
  /** The form element's id, its checks on submission and the aria attributes of its own errors. */
  props: {
    id: string;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    /** Starts loading the form's schema. */
    onFocus: () => void;
    'aria-invalid'?: boolean;
    'aria-describedby'?: string;
  };
  /**
   * Changes with every submission: a counter in the browser, the server's result when the form
   * was sent without JavaScript (ErrorSummary's `attempt`).
   */
  attempt: unknown;
  /** conform's fields, for the error summary. */
  fields: Fields;
}

/**
 * A search form's state, read with `parseForm` and its schema as the server reads it. Returns the
 * metadata `SearchForm` takes and conform's fields for the inputs, like conform's `useForm`.
 */
export function useSearchForm<Schema extends SearchSchema>(
  { action, clearHref, lastResult }: SearchFormFrame,
  {
    id,
    schema,
    defaultValue,
    toResults = false,
  }: {
    /**
     * The form's id, and so its fields' ('belgian-vehicle-search-nummerplaat'); left out, conform
     * makes one.
     */
    id?: string;
    /** Loads the form's schema (`SchemaLoader`): the form's checks are not part of the page. */
    schema: SchemaLoader<Schema>;
    defaultValue: DefaultValue<z.input<Schema>>;
    /** The answer is a list: the search goes to its heading (`resultsFragment`). */
    toResults?: boolean;
  },
) {
  const [attempts, setAttempts] = useState(0);
  const { validate, load, shouldRevalidate } = useLazyValidation(schema);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>, FormErrors>({
    id,
    lastResult,
    defaultValue,
    onValidate: validate && (({ formData }) => validate(formData)),
    shouldValidate: 'onSubmit',
    shouldRevalidate,
  });
  const props = getFormProps(form);
  const metadata: SearchFormMetadata<typeof fields> = {
    action: toResults ? `${action}${resultsFragment}` : action,
    clearHref,
    props: {
      ...props,
      onFocus: load,
      onSubmit: (event) => {
        setAttempts((count) => count + 1);
        props.onSubmit(event);
      },
    },
    attempt: attempts || lastResult,
    fields,
  };
  return [metadata, fields] as const;
}

/** One field of a search form, as its messages name it (field-names.tsx). */
export interface SearchField<Name extends string> extends FieldName {
  name: Name;
  /**
   * The control the error summary's link moves focus to, when it is not the field's own id (a
   * date's day: `DatePartsField.targetId`).
   */
  target?: string;
}

/** 'Zoeken' and 'Alle velden wissen', the same under every search form. */
export function SearchButtons({
  action,
  clearHref,
  sent,
  carrying,
  submitLabel,
}: {
  /** The search screen's path. */
  action: string;
  /** The search screen without a search: clearing is a fresh page. */
  clearHref: string;
  /** The values that tell this form's submission apart from the screen's other forms. */
  sent?: Readonly<Record<string, string>>;
  /**
   * A field only this form sends (its first): tells its submission apart from another form's on
   * the same screen (a Belgian plate from a foreign one, a KBO number from a vCode).
   */
  carrying?: string;
  /** The button's text when the form is not a search ('Rapport tonen'). */
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  // Busy only while this form's search is under way, not another form's on the same screen.
  const pending = useFormPending(action, sent, carrying);
  return (
    <div className="button-row">
      <SubmitButton pending={pending} busyLabel={t('form.search.searching')}>
        {submitLabel ?? t('form.search.submit')}
      </SubmitButton>
      {/* Clearing is a fresh page: the same without JavaScript. */}
      <Link to={clearHref} className="button button--secondary" reloadDocument>
        {t('form.search.clear')}
      </Link>
    </div>
  );
}

type TextMeta = FieldMetadata<string, Record<string, unknown>, ValidationIssue[]>;

/**
 * The search form around a domain's inputs: the field names for its messages, the error summary
 * (its entries from `fields`, in their order), the GET form with the required-fields legend, the
 * inputs, a consultation's source and 'Uw referentie', and the search buttons.
 */
export function SearchForm<Fields extends { readonly [Key in keyof Fields]: SummaryField }>({
  form,
  fields,
  source,
  reference,
  sent = {},
  submitLabel,
  children,
}: {
  form: SearchFormMetadata<Fields>;
  /**
   * The fields the form shows, in that order: what its messages call them and the order of the
   * error summary. A field the form does not show (a second plate the role may not ask) is left
   * out.
   */
  fields: readonly SearchField<NoInfer<keyof Fields & string>>[];
  /**
   * The source a consultation asks (`SourceField`: a choice only when the role may ask several),
   * after the domain's inputs; its name as the source calls itself unless `labelOf` says otherwise.
   */
  source?: { meta: TextMeta; sources: readonly string[]; labelOf?: (source: string) => string };
  /**
   * A consultation's 'Uw referentie', last: shown where the role's rules demand it, kept for the
   * session's next searches, and last in the error summary.
   */
  reference?: { meta: TextMeta; required: boolean };
  /**
   * Hidden values that tell this form apart from the screen's other forms (the person search's
   * mode): sent with the search, and only a submission carrying them makes its button busy.
   */
  sent?: Readonly<Record<string, string>>;
  /** The submit button's text when the form is not a search. */
  submitLabel?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { action, clearHref } = form;
  const shown: readonly SearchField<string>[] = reference
    ? [...fields, { name: reference.meta.name, label: t('form.reference.label') }]
    : fields;
  const names: FieldNameMap = Object.fromEntries(
    shown.map(({ name, label, messages }) => [name, { label, messages }]),
  );
  const targets = Object.fromEntries(
    shown.flatMap(({ name, target }) => (target ? [[name, target]] : [])),
  );
  // conform's fields answer every name of the form, the reference's too.
  const summaryFields: { readonly [name: string]: SummaryField } = form.fields;
  return (
    <FieldNames names={names}>
      <ErrorSummary
        attempt={form.attempt}
        fields={summaryFields}
        order={shown.map(({ name }) => name)}
        targets={targets}
      />
      <Form method="get" action={action} {...form.props} noValidate>
        {Object.entries(sent).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <p className="form-hint">{t('form.requiredLegend')}</p>
        {children}
        {source ? (
          <SourceField
            meta={source.meta}
            sources={source.sources}
            labelOf={source.labelOf ?? ((name) => name)}
          />
        ) : null}
        {reference ? (
          <ReferenceField meta={reference.meta} required={reference.required} keptForSession />
        ) : null}
        <SearchButtons
          action={action}
          clearHref={clearHref}
          sent={sent}
          carrying={fields[0]?.name}
          submitLabel={submitLabel}
        />
      </Form>
    </FieldNames>
  );
}

/**
 * Nothing found: a panel, not an error page ('Geen resultaat gevonden'), with the domain's text of
 * what was not found. As the answer to a search whose results would have been a list, its heading
 * is the results heading and takes focus.
 */
export function NoResultPanel({
  text,
  announce = false,
  children,
}: {
  text: string;
  announce?: boolean;
  /** What may be tried instead (the same search with tolerance), after the text. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = announce ? resultsHeadingId : 'no-result-title';
  return (
    <section className="panel panel--empty" aria-labelledby={headingId}>
      {announce ? (
        <ResultsHeading>{t('form.search.noResultTitle')}</ResultsHeading>
      ) : (
        <h2 id={headingId}>{t('form.search.noResultTitle')}</h2>
      )}
      <p>{text}</p>
      {children}
    </section>
  );
}
