// A question of one choice: the field's fieldset (legend with required marker, hint, error) around
// one labelled radio per option. It works without JavaScript: the checked radio is sent.
import type { ValidationIssue } from '~/lib/validation/issue';
import { FieldGroup } from './field-group';

export interface RadioOption<Value extends string> {
  value: Value;
  label: string;
}

export function RadioGroupField<Value extends string>({
  meta,
  legend,
  options,
  checked,
  required = false,
  inline = false,
  onChoose,
}: {
  meta: {
    id: string;
    name: string;
    descriptionId: string;
    errorId: string;
    errors?: ValidationIssue[];
  };
  legend: string;
  options: readonly RadioOption<Value>[];
  /** The option checked when the form is shown. */
  checked: string | undefined;
  required?: boolean;
  /** The options side by side (a short choice such as the sex). */
  inline?: boolean;
  /** Told of every choice, for a form that shows other fields with it. */
  onChoose?: (value: Value) => void;
}) {
  return (
    <FieldGroup
      meta={meta}
      legend={legend}
      required={required}
      className={inline ? 'radio-group radio-group--inline' : 'radio-group'}
    >
      {options.map(({ value, label }) => (
        <div key={value} className="radio-item">
          <input
            type="radio"
            id={FieldGroup.optionId(meta, value)}
            name={meta.name}
            value={value}
            defaultChecked={checked === value}
            onChange={onChoose ? () => onChoose(value) : undefined}
          />
          <label htmlFor={FieldGroup.optionId(meta, value)}>{label}</label>
        </div>
      ))}
    </FieldGroup>
  );
}
