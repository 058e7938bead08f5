// The authentic source a consultation asks: a select when the role may consult several, else a
// hidden input with the one it may (nothing to choose, nothing to show).
import { getSelectProps, type FieldMetadata } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import type { ValidationIssue } from '~/lib/validation/issue';
import { describedByIds, LabelledField } from './field-group';

export function SourceField<Source extends string>({
  meta,
  sources,
  labelOf,
  label,
  hint,
}: {
  meta: FieldMetadata<string, Record<string, unknown>, ValidationIssue[]>;
  /** The sources the role may consult, the default first. */
  sources: readonly Source[];
  /** A source's name as the screen shows it. */
  labelOf: (source: Source) => string;
  /** 'Bron' and its hint by default. */
  label?: string;
  hint?: string;
}) {
  const { t } = useTranslation();
  const [only] = sources;
  if (sources.length < 2) {
    return only === undefined ? null : <input type="hidden" name={meta.name} value={only} />;
  }
  const selectProps = getSelectProps(meta);
  return (
    <LabelledField
      meta={meta}
      label={label ?? t('form.source.label')}
      hint={hint ?? t('form.source.hint')}
    >
      <select {...selectProps} key={selectProps.key} aria-describedby={describedByIds(meta, true)}>
        {sources.map((source) => (
          <option key={source} value={source}>
            {labelOf(source)}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
