// A form's zod schema, loaded when the form is first used (focus moves into it), not with the page.
// zod and a domain's rules are the largest part of a screen's scripts, and most pages that show a
// form (a detail page repeats its search above the record) are read, not sent again. Until the
// schema is there the form is sent as it is and the server checks it with the same schema, as it
// does without JavaScript, with the same messages; once it is there, the browser checks first.
import type { Submission } from '@conform-to/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { FormErrors, parseForm } from '~/page-state/parse-form';

/**
 * Loads a form's schema: `() => import('./search-schema').then((rules) => rules.x(options))`, so
 * that the schema's module, and zod with it, is a chunk of its own.
 */
export type SchemaLoader<Schema extends z.ZodType> = () => Promise<Schema>;

type Validate<Schema extends z.ZodType> = (
  formData: FormData,
) => Submission<z.input<Schema>, FormErrors, z.output<Schema>>;

/**
 * The form's check once its schema is loaded (`undefined` before: conform then sends the form
 * unchecked), `load` for the form's `onFocus` (the first focus starts loading, a failed load is
 * tried again on the next one), and when conform checks a field again (`shouldRevalidate`).
 */
export function useLazyValidation<Schema extends z.ZodType>(
  schema: SchemaLoader<Schema>,
  /** Changes the form data before the check (a second form's field name read as the schema's). */
  prepare?: (formData: FormData) => void,
) {
  // conform's parse, there once the schema is: what makes the form check itself.
  const [parse, setParse] = useState<typeof parseForm>();
  const built = useRef<Schema>(undefined);
  const loading = useRef(false);
  // The latest loader and preparation: a re-render with other options is what the check must use.
  const latest = useRef({ schema, prepare });
  latest.current = { schema, prepare };
  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    Promise.all([latest.current.schema(), import('~/page-state/parse-form')]).then(
      ([loaded, { parseForm }]) => {
        built.current = loaded;
        setParse(() => parseForm);
      },
      () => {
        loading.current = false;
      },
    );
  }, []);
  // Once loaded, the schema is built again with the options of every render (the place search's
  // lists grow with each choice): its module is there, so it is ready long before the next input.
  useEffect(() => {
    if (!parse) return;
    let current = true;
    latest.current.schema().then(
      (rebuilt) => {
        if (current) built.current = rebuilt;
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  });
  const validate: Validate<Schema> | undefined =
    parse &&
    ((formData) => {
      latest.current.prepare?.(formData);
      return parse(formData, built.current as Schema);
    });
  // Checking again on every input is the browser's work: before the rules are there, conform
  // would ask for it by submitting the form with a validation intent, which without a check of
  // its own goes to the server as a search. Until then the form is checked when it is sent.
  const shouldRevalidate: 'onInput' | 'onSubmit' = validate ? 'onInput' : 'onSubmit';
  return { validate, load, shouldRevalidate };
}
