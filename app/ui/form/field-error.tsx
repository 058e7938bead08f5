// Translates validation issues: the field's first error, tied to its control by id, named after
// its field where the form names its fields (field-names.tsx).
import { useTranslation } from 'react-i18next';
import type { ValidationIssue } from '~/lib/validation/issue';
import { messageAfterName, useFieldNames } from './field-names';

/** The text of an issue; with `field` (the field's name in the form), the text that names it. */
export function useIssueText() {
  const { t } = useTranslation('validation');
  const names = useFieldNames();
  return (found: ValidationIssue, field?: string) => {
    const message = t(found.key, found.values ?? {});
    const name = field === undefined ? undefined : names[field];
    if (!name) return message;
    return (
      name.messages?.[found.key] ??
      t('named.withLabel', { label: name.label, message: messageAfterName(message) })
    );
  };
}

export function FieldError({
  id,
  errors,
  field,
}: {
  id: string;
  errors: ValidationIssue[] | undefined;
  /** The field's name in the form, to name it in the message. */
  field?: string;
}) {
  const text = useIssueText();
  const [first] = errors ?? [];
  if (!first) return null;
  return (
    <p id={id} className="form-error">
      {text(first, field)}
    </p>
  );
}
