// What every field shares: which texts describe the control, and the fieldset frame of a group of
// inputs (legend with required marker, hint, error) that date, range, month and fiche fields use.
import type { ReactNode } from 'react';
import type { ValidationIssue } from '~/lib/validation/issue';
import { FieldError } from './field-error';
import { RequiredMarker } from './required-marker';

interface DescribedMeta {
  descriptionId: string;
  errorId: string;
  errors?: ValidationIssue[];
  /** The field's name in the form: its error message names the field (field-names.tsx). */
  name?: string;
}

/** The ids of the hint and the error (and any extra text) that describe a control, if any. */
export function describedByIds(
  meta: DescribedMeta,
  hasHint: boolean,
  ...extra: (string | null | undefined)[]
): string | undefined {
  const ids = [hasHint ? meta.descriptionId : null, meta.errors ? meta.errorId : null, ...extra];
  return ids.filter(Boolean).join(' ') || undefined;
}

export function FieldGroup({
  meta,
  legend,
  hint,
  required = false,
  className,
  children,
}: {
  meta: DescribedMeta & { id: string };
  /** Text, or the page's heading when the group is the page's one question. */
  legend: ReactNode;
  hint?: string;
  required?: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={meta.errors ? 'form-field form-field--error' : 'form-field'}>
      <fieldset
        className={className}
        id={meta.id}
        aria-describedby={describedByIds(meta, Boolean(hint))}
      >
        <legend>
          {legend}
          {required ? <RequiredMarker /> : null}
        </legend>
        {hint ? (
          <p id={meta.descriptionId} className="form-hint">
            {hint}
          </p>
        ) : null}
        <FieldError id={meta.errorId} errors={meta.errors} field={meta.name} />
        {children}
      </fieldset>
    </div>
  );
}

/**
 * The id of one option of a group of radios or checkboxes: the field's id and the option's value.
 * An error summary's link points at the first option.
 */
FieldGroup.optionId = (meta: { id: string }, value: string): string => `${meta.id}-${value}`;

/** A single control's frame: label with required marker, hint and error, then the control. */
export function LabelledField({
  meta,
  label,
  hint,
  required = false,
  labelId,
  labelsControl = true,
  children,
}: {
  meta: DescribedMeta & { id: string };
  label: string;
  hint?: string;
  required?: boolean;
  /** For a control that names itself by `aria-labelledby`. */
  labelId?: string;
  /** False when the control is no form element (an editable region): the label then points nowhere. */
  labelsControl?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={meta.errors ? 'form-field form-field--error' : 'form-field'}>
      <label id={labelId} htmlFor={labelsControl ? meta.id : undefined}>
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      {hint ? (
        <p id={meta.descriptionId} className="form-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={meta.errorId} errors={meta.errors} field={meta.name} />
      {children}
    </div>
  );
}
