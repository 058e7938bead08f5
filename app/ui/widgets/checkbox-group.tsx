// Checkbox groups, and the multi-select variant that stops at its maximum.
import { getCollectionProps, type FieldMetadata } from '@conform-to/react';
import { useEffect, useRef, useState } from 'react';
import type { ValidationIssue } from '~/lib/validation/issue';
import { selectionLimitMessage } from '~/lib/validation/multi-select';
import { FieldError, useIssueText } from '~/ui/form/field-error';
import { RequiredMarker } from '~/ui/form/required-marker';
import { useHydrated } from '~/ui/use-hydrated';

export interface CheckboxOption {
  value: string;
  label: string;
}

type CheckboxGroupMeta = FieldMetadata<string[], Record<string, unknown>, ValidationIssue[]>;

/** The id of one checkbox, e.g. for an error summary link to the group's first box. */
export function checkboxId(groupId: string, value: string): string {
  return `${groupId}-${value}`;
}

/** A form value of checkboxes: conform gives a single ticked box as a string, none as undefined. */
export function selectedValues(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

/** The values of the ticked boxes in a group, as the browser holds them now. */
function tickedIn(group: HTMLFieldSetElement | null): string[] {
  if (!group) return [];
  return Array.from(
    group.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:checked'),
    (box) => box.value,
  );
}

/** The boxes to disable once the maximum is reached: every one not ticked yet. */
export function valuesBeyondLimit(
  options: readonly string[],
  selected: readonly string[],
  maximum: number,
): string[] {
  return selected.length >= maximum ? options.filter((value) => !selected.includes(value)) : [];
}

export function CheckboxGroup({
  meta,
  legend,
  hint,
  options,
  required = false,
  disabledValues = [],
  status,
  onSelectionChange,
}: {
  meta: CheckboxGroupMeta;
  legend: string;
  hint?: string;
  options: readonly CheckboxOption[];
  required?: boolean;
  disabledValues?: readonly string[];
  /** A live message under the hint, e.g. that the maximum is reached. */
  status?: { id: string; text: string | null };
  /** Told the ticked values after every change, and after conform resets the boxes. */
  onSelectionChange?: (selected: string[]) => void;
}) {
  const group = useRef<HTMLFieldSetElement>(null);
  // The latest callback, so that resetting the boxes is the effect's only trigger.
  const report = useRef(onSelectionChange);
  report.current = onSelectionChange;
  // Conform gives the boxes a new key when it resets them (a server reply, a form reset).
  useEffect(() => {
    report.current?.(tickedIn(group.current));
  }, [meta.key]);

  const describedBy = [
    hint ? meta.descriptionId : null,
    meta.errors ? meta.errorId : null,
    status?.text ? status.id : null,
  ]
    .filter(Boolean)
    .join(' ');
  const boxes = getCollectionProps(meta, {
    type: 'checkbox',
    options: options.map((option) => option.value),
  });
  return (
    <div className={meta.errors ? 'form-field form-field--error' : 'form-field'}>
      <fieldset
        ref={group}
        className="checkbox-group"
        id={meta.id}
        aria-describedby={describedBy || undefined}
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
        {status ? (
          // Always present, so that screen readers hear the message when it appears.
          <div role="status">
            {status.text ? (
              <p id={status.id} className="form-hint">
                {status.text}
              </p>
            ) : null}
          </div>
        ) : null}
        <FieldError id={meta.errorId} errors={meta.errors} field={meta.name} />
        <div className="checkbox-group__list">
          {boxes.map(({ key, ...box }, index) => {
            const option = options[index];
            if (!option) return null;
            return (
              <div key={key} className="checkbox-group__item">
                <input
                  {...box}
                  id={checkboxId(meta.id, option.value)}
                  disabled={disabledValues.includes(option.value)}
                  aria-invalid={meta.errors ? true : undefined}
                  // The fieldset carries the hint and error; each box repeating them is noise.
                  aria-describedby={undefined}
                  onChange={() => report.current?.(tickedIn(group.current))}
                />
                <label htmlFor={checkboxId(meta.id, option.value)}>{option.label}</label>
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}

export function MultiSelectCheckboxes({
  maximum,
  ...group
}: Omit<Parameters<typeof CheckboxGroup>[0], 'disabledValues' | 'status' | 'onSelectionChange'> & {
  maximum: number;
}) {
  const text = useIssueText();
  const hydrated = useHydrated();
  // Kept here rather than read from conform's form value: a render of the form that skips this
  // field would drop its subscription to that value, and the limit would stop following the boxes.
  const [selected, setSelected] = useState(() => selectedValues(group.meta.initialValue));
  const limit = selectionLimitMessage(selected.length, maximum);
  // The server's error says the same when too many came in; one message is enough.
  const message = limit && !group.meta.errors ? text(limit) : null;
  const values = group.options.map((option) => option.value);
  return (
    <CheckboxGroup
      {...group}
      // Without JavaScript nothing would enable the boxes again, so they stay enabled there.
      disabledValues={hydrated ? valuesBeyondLimit(values, selected, maximum) : []}
      status={{ id: `${group.meta.id}-limit`, text: message }}
      onSelectionChange={setSelected}
    />
  );
}
