// A search that asks one national number (a person's education, proofs, one-dose rule): the form
// kit's GET search form with the number field, 'Uw referentie' where the role's rules demand it,
// and the source when the screen's consultation link names one. The number asked last is shown
// again in its mask; a number that is not eleven digits as it was typed.
import type { DefaultValue, FieldMetadata } from '@conform-to/react';
import type { z } from 'zod';
import type { ValidationIssue } from '~/lib/validation/issue';
import { InszField, inszShown } from './insz-field';
import type { SchemaLoader } from './lazy-validation';
import { SearchForm, useSearchForm, type SearchFormFrame } from './search-form';

type TextMeta = FieldMetadata<string, Record<string, unknown>, ValidationIssue[]>;

/** The query names of the form: the number, 'Uw referentie' and, when it carries one, the source. */
export interface NationalNumberSearchNames {
  insz: string;
  reference: string;
  source?: string;
}

export interface NationalNumberSearchFormProps extends SearchFormFrame {
  /** The form element's id, and so its fields'; left out, conform makes one. */
  id?: string;
  /** Loads the form's schema (`SchemaLoader`), when the form is first used. */
  schema: SchemaLoader<z.ZodType<Record<string, unknown>, Record<string, unknown>>>;
  names: NationalNumberSearchNames;
  /** The number's label (also the error summary's name for it) and its hint. */
  label: string;
  hint: string;
  /** The number asked last: eleven digits, or as it was typed. */
  defaultInsz?: string;
  /** 'Uw referentie' of the session's last consultation, shown again. */
  defaultReference?: string;
  referenceRequired: boolean;
  /** The sources the role may ask, when the form sends one (`names.source`). */
  sources?: readonly string[];
  /** The answer is a list below the form: the search goes to its heading. */
  toResults?: boolean;
}

export function NationalNumberSearchForm({
  id,
  schema,
  names,
  label,
  hint,
  defaultInsz,
  defaultReference,
  referenceRequired,
  sources,
  toResults,
  ...frame
}: NationalNumberSearchFormProps) {
  const defaultValue: Record<string, string> = {
    [names.insz]: inszShown(defaultInsz ?? ''),
    [names.reference]: defaultReference ?? '',
  };
  if (names.source && sources?.[0]) defaultValue[names.source] = sources[0];
  const [form, fields] = useSearchForm(frame, {
    id,
    schema,
    defaultValue: defaultValue as DefaultValue<Record<string, unknown>>,
    toResults,
  });
  // The schema's fields are the names above; conform answers every name of the form.
  const metaOf = (name: string) =>
    (fields as unknown as Record<string, TextMeta>)[name] as TextMeta;
  return (
    <SearchForm
      form={form}
      fields={[{ name: names.insz, label }]}
      source={names.source && sources ? { meta: metaOf(names.source), sources } : undefined}
      reference={{ meta: metaOf(names.reference), required: referenceRequired }}
    >
      <InszField meta={metaOf(names.insz)} label={label} hint={hint} />
    </SearchForm>
  );
}
