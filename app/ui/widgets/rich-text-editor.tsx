// The notification editor: bold, italic, underline and lists on an editable
// region, no framework. Content with images, videos or scripts is cleared, text past 993
// characters is cut, pasted HTML keeps only the allow-listed formatting. Without JavaScript it is
// a plain text area; either way the server sanitises what arrives (`readRichText`).
import { useEffect, useId, useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cleanEditorHtml,
  editorTextLength,
  hasForbiddenMedia,
  parseInert,
  truncateText,
} from '~/lib/rich-text/editor-dom';
import type { ValidationIssue } from '~/lib/validation/issue';
import { LabelledField } from '~/ui/form/field-group';
import { useHydrated } from '~/ui/use-hydrated';
import { EDITOR_MAX_CHARACTERS, type RichTextFormat } from '../../../rich-text/rules';
import { characterCountOf } from './text-area-field';

export interface RichTextFieldMeta {
  id: string;
  name: string;
  descriptionId: string;
  errorId: string;
  errors?: ValidationIssue[];
}

/** The hidden field that tells the server whether the value is the editor's HTML or typed text. */
export function richTextFormatField(name: string): string {
  return `${name}Format`;
}

const commands = [
  { command: 'bold', state: 'bold', symbol: 'B', className: 'rich-text__bold' },
  { command: 'italic', state: 'italic', symbol: 'I', className: 'rich-text__italic' },
  { command: 'underline', state: 'underline', symbol: 'U', className: 'rich-text__underline' },
  { command: 'insertUnorderedList', state: 'bulletList', symbol: '•', className: '' },
  { command: 'insertOrderedList', state: 'numberedList', symbol: '1.', className: '' },
] as const;

type CommandState = Record<(typeof commands)[number]['state'], boolean>;

/** Plain text of a value the server sent back, for the text area without JavaScript. */
function textOf(value: string, format: RichTextFormat): string {
  if (format === 'text') return value;
  return value
    .replace(/<\/p>\s*<p>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** Editor HTML for a value the server sent back: typed text becomes paragraphs. */
function editorHtmlOf(value: string, format: RichTextFormat): string {
  if (format === 'html') return cleanEditorHtml(value);
  const document = parseInert('');
  const container = document.createElement('div');
  for (const paragraph of value.split(/\r?\n/)) {
    const element = document.createElement('p');
    element.textContent = paragraph;
    container.appendChild(element);
  }
  return container.innerHTML;
}

export function RichTextEditor({
  field,
  label,
  hint,
  required = false,
  defaultValue = '',
  defaultFormat = 'html',
  maximum = EDITOR_MAX_CHARACTERS,
}: {
  field: RichTextFieldMeta;
  label: string;
  hint?: string;
  required?: boolean;
  /** The value to start from (after a failed post: what was sent). */
  defaultValue?: string;
  defaultFormat?: RichTextFormat;
  maximum?: number;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const labelId = useId();
  const counterId = `${field.id}-counter`;
  const editor = useRef<HTMLDivElement>(null);
  const [html, setHtml] = useState('');
  const [length, setLength] = useState(0);
  const [notice, setNotice] = useState('');
  const [active, setActive] = useState<CommandState>({
    bold: false,
    italic: false,
    underline: false,
    bulletList: false,
    numberedList: false,
  });

  // The editor starts from the cleaned default value once it exists (after hydration).
  useEffect(() => {
    const root = editor.current;
    if (!hydrated || !root) return;
    root.innerHTML = editorHtmlOf(defaultValue, defaultFormat);
    truncateText(root, maximum);
    setHtml(root.innerHTML);
    setLength(editorTextLength(root));
  }, [hydrated, defaultValue, defaultFormat, maximum]);

  /** Applies the rules after any change; `cleared` when a paste already emptied the editor. */
  const afterChange = (cleared = false) => {
    const root = editor.current;
    if (!root) return;
    if (cleared || hasForbiddenMedia(root)) {
      root.innerHTML = '';
      setNotice(t('widgets.richText.cleared'));
    } else if (truncateText(root, maximum)) {
      setNotice(t('widgets.richText.truncated', { count: maximum }));
    } else {
      setNotice('');
    }
    // An editor emptied by the user keeps a stray <br>: that is no content.
    setHtml(editorTextLength(root) === 0 ? '' : root.innerHTML);
    setLength(editorTextLength(root));
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const pasted = event.clipboardData.getData('text/html');
    if (!pasted) return; // plain text pastes as text, then the usual checks run
    event.preventDefault();
    if (hasForbiddenMedia(parseInert(pasted))) {
      afterChange(true);
      return;
    }
    document.execCommand('insertHTML', false, cleanEditorHtml(pasted));
    afterChange();
  };

  // Dropped HTML goes through the same cleaning as pasted HTML.
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const dropped = event.dataTransfer.getData('text/html');
    if (!dropped) return;
    event.preventDefault();
    editor.current?.focus();
    if (hasForbiddenMedia(parseInert(dropped))) {
      afterChange(true);
      return;
    }
    document.execCommand('insertHTML', false, cleanEditorHtml(dropped));
    afterChange();
  };

  const readState = () => {
    setActive({
      bold: document.queryCommandState('bold'),
      italic: document.queryCommandState('italic'),
      underline: document.queryCommandState('underline'),
      bulletList: document.queryCommandState('insertUnorderedList'),
      numberedList: document.queryCommandState('insertOrderedList'),
    });
  };

  const count = characterCountOf(length, maximum);
  const describedBy = [
    hint ? field.descriptionId : null,
    field.errors ? field.errorId : null,
    hydrated ? counterId : null,
  ]
    .filter(Boolean)
    .join(' ');

  if (!hydrated) {
    return (
      <LabelledField meta={field} label={label} hint={hint} required={required}>
        <textarea
          id={field.id}
          name={field.name}
          rows={6}
          required={required}
          defaultValue={textOf(defaultValue, defaultFormat)}
          aria-invalid={field.errors ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
      </LabelledField>
    );
  }

  return (
    <LabelledField
      meta={field}
      label={label}
      hint={hint}
      required={required}
      labelId={labelId}
      labelsControl={false}
    >
      <div className={field.errors ? 'rich-text rich-text--error' : 'rich-text'}>
        <div
          className="rich-text__toolbar"
          role="toolbar"
          aria-label={t('widgets.richText.toolbar')}
        >
          {commands.map((item) => (
            <button
              key={item.command}
              type="button"
              className="rich-text__button"
              aria-pressed={active[item.state]}
              // Keeps the selection in the editor: the command acts on it.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                editor.current?.focus();
                document.execCommand(item.command);
                afterChange();
                readState();
              }}
            >
              <span aria-hidden="true" className={item.className}>
                {item.symbol}
              </span>
              <span className="visually-hidden">{t(`widgets.richText.${item.state}`)}</span>
            </button>
          ))}
        </div>
        <div
          ref={editor}
          id={field.id}
          className="rich-text__content"
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          tabIndex={0}
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={describedBy || undefined}
          aria-required={required || undefined}
          aria-invalid={field.errors ? true : undefined}
          onInput={() => afterChange()}
          onPaste={onPaste}
          onDrop={onDrop}
          onKeyUp={readState}
          onMouseUp={readState}
          onFocus={readState}
        />
      </div>
      <p
        id={counterId}
        aria-hidden="true"
        className={
          count.key === 'over' ? 'character-counter character-counter--over' : 'character-counter'
        }
      >
        {t(`widgets.textArea.${count.key}`, { count: count.count })}
      </p>
      <p className="rich-text__notice" role="status">
        {notice}
      </p>
      <input type="hidden" name={field.name} value={html} />
      <input type="hidden" name={richTextFormatField(field.name)} value="html" />
    </LabelledField>
  );
}
