// One municipality as a field of its own (a person's place of residence in a search): an
// autocomplete on the town list with JavaScript, a plain input the server looks up without it.
import { useState } from 'react';
import type { ValidationIssue } from '~/lib/validation/issue';
import { describedByIds, LabelledField } from '~/ui/form/field-group';
import { Autocomplete } from '~/ui/widgets/autocomplete';
import { loadTownOptions } from './address-fields';

export function TownField({
  id,
  name,
  nisName,
  label,
  hint,
  initialText = '',
  errors,
}: {
  id: string;
  /** The typed or chosen text ('9000 Gent'). */
  name: string;
  /** The chosen town's NIS code, empty until a suggestion is chosen. */
  nisName: string;
  label: string;
  hint: string;
  initialText?: string;
  errors?: ValidationIssue[];
}) {
  const [text, setText] = useState(initialText);
  const [nisCode, setNisCode] = useState('');
  const meta = { id, descriptionId: `${id}-hint`, errorId: `${id}-error`, errors };
  return (
    <LabelledField meta={meta} label={label} hint={hint}>
      <Autocomplete
        id={id}
        name={name}
        autoComplete="off"
        aria-invalid={errors ? true : undefined}
        aria-describedby={describedByIds(meta, true)}
        value={text}
        onValueChange={(value) => {
          setText(value);
          setNisCode('');
        }}
        load={loadTownOptions}
        onSelect={(town) => {
          setText(town.label);
          setNisCode(town.nisCode);
        }}
      />
      <input type="hidden" name={nisName} value={nisCode} />
    </LabelledField>
  );
}
