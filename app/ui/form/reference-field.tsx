// 'Uw referentie': the case number or reason the legal log keeps with a consultation. Shown only
// when the role's rules make it mandatory; at most 100 characters. On a consultation's form it
// says that it is kept for the session's next searches (the form is filled with the last one). On
// an action's form it is asked only when the screen's link carries none, else sent with it.
import type { FieldMetadata } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import type { ValidationIssue } from '~/lib/validation/issue';
import { REFERENCE_MAX_LENGTH } from '~/lib/validation/reference';
import { TextField } from './text-field';

export function ReferenceField({
  meta,
  required,
  label,
  hint,
  keptForSession = false,
}: {
  meta: FieldMetadata<string, Record<string, unknown>, ValidationIssue[]>;
  /** The role's rules demand a reference; without that the field is not shown. */
  required: boolean;
  /** 'Uw referentie' and its hint by default. */
  label?: string;
  hint?: string;
  /** A consultation's form: the session keeps the reference for its next searches. */
  keptForSession?: boolean;
}) {
  const { t } = useTranslation();
  if (!required) return null;
  const ownHint = hint ?? t('form.reference.hint');
  return (
    <TextField
      meta={meta}
      label={label ?? t('form.reference.label')}
      hint={keptForSession ? `${ownHint} ${t('form.reference.kept')}` : ownHint}
      required
      maxLength={REFERENCE_MAX_LENGTH}
      autoComplete="off"
    />
  );
}

/**
 * 'Uw referentie' on the form of an action taken from a consultation's screen: asked when the
 * role's rules demand one the screen's link does not carry; else the link's reference, if any, is
 * sent with the action unseen.
 */
export function ActionReferenceField({
  meta,
  asked,
  carried,
}: {
  meta: FieldMetadata<string, Record<string, unknown>, ValidationIssue[]>;
  /** The role's rules demand a reference and the link carries none. */
  asked: boolean;
  /** The reference of the screen's link. */
  carried: string;
}) {
  if (asked) return <ReferenceField meta={meta} required />;
  return carried ? <input type="hidden" name={meta.name} value={carried} /> : null;
}
