// An autocomplete text input (ARIA 1.2 combobox with a listbox): suggestions load after a minimum
// number of typed characters, debounced; arrows move and wrap, Enter selects, Escape or Tab hides.
// Without JavaScript it is a plain text input that the server checks.
import {
  useEffect,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '~/ui/use-hydrated';
import { closed, onComboboxKey, type ComboboxKey, type ComboboxState } from './combobox-state';

export interface AutocompleteOption {
  /** Stable identity of the option. */
  key: string;
  label: string;
}

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onKeyDown' | 'onChange' | 'onBlur' | 'role' | 'type' | 'value' | 'defaultValue' | 'onSelect'
>;

export function Autocomplete<Option extends AutocompleteOption>({
  load,
  onSelect,
  minChars = 2,
  debounceMs = 250,
  value,
  onValueChange,
  inputRef,
  ...inputProps
}: InputProps & {
  /** Fetches suggestions for a text; aborted when a newer text supersedes it. */
  load: (text: string, signal: AbortSignal) => Promise<Option[]>;
  onSelect: (option: Option) => void;
  minChars?: number;
  debounceMs?: number;
  value: string;
  onValueChange: (value: string) => void;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const listId = useId();
  const [options, setOptions] = useState<Option[]>([]);
  const [state, setState] = useState<ComboboxState>(closed);
  const [query, setQuery] = useState<string | null>(null);
  const typed = useRef(false);

  useEffect(() => {
    if (query === null) return;
    if (query.trim().length < minChars) {
      setOptions([]);
      setState(closed);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      load(query.trim(), controller.signal)
        .then((found) => {
          setOptions(found);
          setState(found.length > 0 ? { open: true, active: -1 } : closed);
        })
        .catch(() => undefined);
    }, debounceMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, minChars, debounceMs, load]);

  const choose = (option: Option) => {
    typed.current = false;
    setState(closed);
    setOptions([]);
    setQuery(null);
    onSelect(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const key = event.key as ComboboxKey;
    if (!['ArrowDown', 'ArrowUp', 'Enter', 'Escape', 'Tab'].includes(key)) return;
    const outcome = onComboboxKey(state, key, options.length);
    if (outcome.kind === 'ignore') return;
    if (key !== 'Tab') event.preventDefault();
    if (outcome.kind === 'select') {
      const option = options[outcome.index];
      if (option) choose(option);
      return;
    }
    setState(outcome.state);
  };

  if (!hydrated) {
    return <input {...inputProps} ref={inputRef} type="text" defaultValue={value} />;
  }

  const activeId = state.open && state.active >= 0 ? `${listId}-option-${state.active}` : undefined;
  return (
    <div className="autocomplete">
      <input
        {...inputProps}
        ref={inputRef}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={state.open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          typed.current = true;
          onValueChange(event.target.value);
          setQuery(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setState(closed)}
      />
      <div id={listId} role="listbox" className="autocomplete__list" hidden={!state.open}>
        {options.map((option, index) => (
          // The keyboard works on the combobox input (aria-activedescendant), as the ARIA pattern
          // prescribes; the options only take the mouse.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <div
            key={option.key}
            id={`${listId}-option-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === state.active}
            className="autocomplete__option"
            // Selecting with the mouse must not blur the input first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.label}
          </div>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {state.open ? t('autocomplete.count', { count: options.length }) : ''}
      </p>
    </div>
  );
}
