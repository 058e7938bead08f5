// The five fiche-60 inputs in one fieldset: all five or none.
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fiche60Fields,
  missingFiche60Fields,
  type Fiche60,
  type Fiche60Field as Fiche60Part,
} from '~/lib/validation/fiche60';
import type { ValidationIssue } from '~/lib/validation/issue';
import { describedByIds, FieldGroup } from '~/ui/form/field-group';

/** The parts as the browser holds them now, for marking the empty ones of a partly filled fiche. */
export function fiche60Values(values: Partial<Record<Fiche60Part, unknown>>): Fiche60 {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    jaar: text(values.jaar),
    kantoorNummer: text(values.kantoorNummer),
    volgNummer: text(values.volgNummer),
    typeFiche: text(values.typeFiche),
    goedNummer: text(values.goedNummer),
  };
}

type Fiche60Meta = FieldMetadata<
  Partial<Record<Fiche60Part, string>>,
  Record<string, unknown>,
  ValidationIssue[]
>;

const widths: Record<Fiche60Part, 'short' | 'long'> = {
  jaar: 'short',
  kantoorNummer: 'short',
  volgNummer: 'long',
  typeFiche: 'short',
  goedNummer: 'long',
};

export function Fiche60Field({
  meta,
  legend,
  hint,
  required = false,
}: {
  meta: Fiche60Meta;
  legend: string;
  hint?: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const parts = meta.getFieldset();
  const describedBy = describedByIds(meta, Boolean(hint));
  // Kept here rather than read from conform's form value: a render of the form that skips this
  // field would drop its subscription to those values, and the marks would stop following them.
  const [values, setValues] = useState(() =>
    fiche60Values(
      Object.fromEntries(fiche60Fields.map((part) => [part, parts[part].initialValue])),
    ),
  );
  // Only the empty parts are wrong when a fiche is partly filled; all five when the rule fails otherwise.
  const missing = missingFiche60Fields(values);
  const invalid = (part: Fiche60Part) =>
    Boolean(meta.errors) && (missing.length === 0 || missing.includes(part));

  return (
    <FieldGroup meta={meta} legend={legend} hint={hint} required={required} className="field-group">
      <div className="field-group__inputs">
        {fiche60Fields.map((part) => {
          const field = parts[part];
          const { key, ...props } = getInputProps(field, { type: 'text' });
          return (
            <div key={part} className={`field-group__item field-group__item--${widths[part]}`}>
              <label htmlFor={field.id}>{t(`widgets.fiche60.${part}`)}</label>
              <input
                {...props}
                key={key}
                autoComplete="off"
                required={required}
                aria-invalid={invalid(part) || undefined}
                aria-describedby={describedBy}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  setValues((current) => ({ ...current, [part]: text }));
                }}
              />
            </div>
          );
        })}
      </div>
    </FieldGroup>
  );
}
