// Translates validation issues: the field's first error, tied to its control by id.
import { useTranslation } from 'react-i18next';
import type { ValidationIssue } from '~/lib/validation/issue';

export function useIssueText() {
  const { t } = useTranslation('validation');
  return (found: ValidationIssue) => t(found.key, found.values ?? {});
}

export function FieldError({ id, errors }: { id: string; errors: ValidationIssue[] | undefined }) {
  const text = useIssueText();
  const [first] = errors ?? [];
  if (!first) return null;
  return (
    <p id={id} className="form-error">
      {text(first)}
    </p>
  );
}
