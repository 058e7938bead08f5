// A labelled text area with a remaining-characters counter, red when over the maximum.
import { getTextareaProps, type FieldMetadata } from '@conform-to/react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type ValidationIssue } from '~/lib/validation/issue';
import { remainingCharacters } from '~/lib/validation/max-length';
import { LabelledField } from '~/ui/form/field-group';
import { useHydrated } from '~/ui/use-hydrated';

/** How long typing must pause before screen readers hear the count, so not every key speaks. */
export const counterAnnounceDelayMs = 500;

export interface CharacterCount {
  /** The counter text's key under `widgets.textArea`; `count` is always positive or zero. */
  key: 'remaining' | 'over';
  count: number;
}

export function characterCount(value: string, maximum: number): CharacterCount {
  return characterCountOf(maximum - remainingCharacters(value, maximum), maximum);
}

/** The same for a length measured elsewhere (the rich-text editor counts only its text). */
export function characterCountOf(length: number, maximum: number): CharacterCount {
  const remaining = maximum - length;
  return remaining < 0
    ? { key: 'over', count: -remaining }
    : { key: 'remaining', count: remaining };
}

/**
 * Browsers send a line break in a text area as CR LF but count it as one character: the server
 * reads it back as one too, so the counter and the server agree about the maximum.
 */
export function normalizeLineBreaks(value: string): string {
  return value.replace(/\r\n?/g, '\n');
}

export function TextAreaField({
  meta,
  label,
  hint,
  maximum,
  required = false,
  rows = 4,
}: {
  meta: FieldMetadata<string, Record<string, unknown>, ValidationIssue[]>;
  label: string;
  hint?: string;
  maximum: number;
  required?: boolean;
  rows?: number;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(meta.initialValue ?? '');
  const [spoken, setSpoken] = useState('');
  // Nothing is announced until the user types: a page load must stay silent.
  const typed = useRef(false);
  const props = getTextareaProps(meta);
  const counterId = `${meta.id}-counter`;

  // A new text area (conform resets it by key) or one the browser restored on back navigation
  // has a value no input event told us about.
  useEffect(() => {
    if (textarea.current) setText(textarea.current.value);
  }, [props.key]);

  const count = characterCount(text, maximum);
  const counterText = t(`widgets.textArea.${count.key}`, { count: count.count });

  useEffect(() => {
    if (!typed.current) return;
    const timer = window.setTimeout(() => setSpoken(counterText), counterAnnounceDelayMs);
    return () => window.clearTimeout(timer);
  }, [counterText]);

  const describedBy = [
    hint ? meta.descriptionId : null,
    meta.errors ? meta.errorId : null,
    hydrated ? counterId : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <LabelledField meta={meta} label={label} hint={hint} required={required}>
      <textarea
        {...props}
        key={props.key}
        ref={textarea}
        rows={rows}
        required={required}
        aria-invalid={meta.errors ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          typed.current = true;
          setText(event.currentTarget.value);
        }}
      />
      {hydrated ? (
        <>
          {/* Shown at once but silent: the field's description, read when the field gets focus. */}
          <p
            id={counterId}
            aria-hidden="true"
            className={
              count.key === 'over'
                ? 'character-counter character-counter--over'
                : 'character-counter'
            }
          >
            {counterText}
          </p>
          <p className="visually-hidden" aria-live="polite">
            {spoken}
          </p>
        </>
      ) : null}
    </LabelledField>
  );
}
