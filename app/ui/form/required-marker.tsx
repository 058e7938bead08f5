// The mark of a mandatory field: a visible asterisk, and the word for screen readers.
import { useTranslation } from 'react-i18next';

export function RequiredMarker() {
  const { t } = useTranslation();
  return (
    <span className="form-required">
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden"> ({t('form.required')})</span>
    </span>
  );
}
