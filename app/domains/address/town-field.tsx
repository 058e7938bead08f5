// One municipality as a field of its own (a person's place of residence in a search): an
// autocomplete on the town list with JavaScript, a plain input the server looks up without it.
import { useCallback, useState } from 'react';
import { endpointHref } from '~/endpoints';
import type { ValidationIssue } from '~/lib/validation/issue';
import { describedByIds, LabelledField } from '~/ui/form/field-group';
import { Autocomplete } from '~/ui/widgets/autocomplete';
import type { TownSuggestion } from '../../../contracts/code-lists';
import { townLabel } from './address-fields';

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
  const load = useCallback(async (query: string, signal: AbortSignal) => {
    const response = await fetch(endpointHref('suggestMunicipalities', { q: query }), {
      signal,
      headers: { accept: 'application/json' },
    });
    const towns = response.ok ? ((await response.json()) as TownSuggestion[]) : [];
    return towns.map((town) => ({
      ...town,
      key: `${town.nisCode}-${town.postCode}-${town.postnaam ?? ''}`,
      label: townLabel(town),
    }));
  }, []);
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
        load={load}
        onSelect={(town) => {
          setText(town.label);
          setNisCode(town.nisCode);
        }}
      />
      <input type="hidden" name={nisName} value={nisCode} />
    </LabelledField>
  );
}
