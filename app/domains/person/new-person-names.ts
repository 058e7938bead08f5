// What the add-person form's messages call its fields (the form kit's field names): distinct
// names where labels repeat ('Vanaf' four times), and the form's own texts for a missing value.
import { useTranslation } from 'react-i18next';
import type { FieldNameMap } from '~/ui/form/field-names';
import { addPersonFieldOrder, contactPrefix, residencePrefix } from './new-person-fields';

const requiredTexts = [
  'lastName',
  'firstName1',
  'sex',
  'birthCountry',
  'civilStatus',
  'deathCountry',
  'reference',
] as const;

/** The address form's fields, by their prefixed names in the post. */
const addressFields = [
  [residencePrefix, 'residence'],
  [contactPrefix, 'contact'],
] as const;

export function useAddPersonFieldNames(): FieldNameMap {
  const { t } = useTranslation('person');
  const names: Record<string, { label: string; messages?: { required: string } }> = {};
  for (const field of addPersonFieldOrder) names[field] = { label: t(`add.fieldNames.${field}`) };
  for (const field of requiredTexts) {
    names[field] = {
      label: t(`add.fieldNames.${field}`),
      messages: { required: t(`add.requiredMessages.${field}`) },
    };
  }
  for (const [prefix, kind] of addressFields) {
    names[`${prefix}gemeente`] = { label: t(`add.fieldNames.${kind}Gemeente`) };
    names[`${prefix}straat`] = { label: t(`add.fieldNames.${kind}Straat`) };
    names[`${prefix}nummer`] = { label: t(`add.fieldNames.${kind}Nummer`) };
  }
  return names;
}
