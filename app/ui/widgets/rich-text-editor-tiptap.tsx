// The notification editor on Tiptap, loaded by `RichTextEditor` once the page is hydrated: a
// toolbar of real buttons (bold, italic, link, bulleted and numbered list), the editable region
// named by the field's label, hint and error, the remaining characters, and the hidden fields the
// form posts (the HTML, and its format 'html').
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  editorContentOf,
  editorTextLength,
  isAllowedLinkAddress,
  noticeOf,
  notificationExtensions,
  type EditorNotice,
} from '~/lib/rich-text/editor';
import { LabelledField } from '~/ui/form/field-group';
import { richTextFormatField, type RichTextEditorProps } from './rich-text-editor';
import { characterCountOf } from './text-area-field';

type Toggle = 'bold' | 'italic' | 'bulletList' | 'orderedList';

const toggles = [
  { name: 'bold', label: 'bold', symbol: 'B', className: 'rich-text__bold' },
  { name: 'italic', label: 'italic', symbol: 'I', className: 'rich-text__italic' },
  { name: 'bulletList', label: 'bulletList', symbol: '•', className: '' },
  { name: 'orderedList', label: 'numberedList', symbol: '1.', className: '' },
] as const satisfies readonly { name: Toggle; label: string; symbol: string; className: string }[];

function toggle(editor: Editor, name: Toggle): void {
  const chain = editor.chain().focus();
  if (name === 'bold') chain.toggleBold().run();
  else if (name === 'italic') chain.toggleItalic().run();
  else if (name === 'bulletList') chain.toggleBulletList().run();
  else chain.toggleOrderedList().run();
}

/** The text the hidden field posts: nothing when the editor holds no text. */
function postedHtml(editor: Editor): string {
  return editorTextLength(editor.state.doc) === 0 ? '' : editor.getHTML();
}

/**
 * The small form under the toolbar that sets or removes the selection's link: an address field
 * (Enter applies, Escape cancels) and its buttons. Focus goes back to the editor when it closes.
 */
function LinkPanel({ id, editor, onClose }: { id: string; editor: Editor; onClose: () => void }) {
  const { t } = useTranslation();
  const inLink = editor.isActive('link');
  const [address, setAddress] = useState<string>(
    inLink ? String(editor.getAttributes('link').href ?? '') : 'https://',
  );
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = `${id}-address`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  const apply = () => {
    const href = address.trim();
    if (href === '') {
      remove();
      return;
    }
    if (!isAllowedLinkAddress(href)) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // No text chosen: the address becomes the link's text.
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] });
    } else {
      chain.extendMarkRange('link').setLink({ href });
    }
    chain.run();
    onClose();
  };

  const cancel = () => {
    editor.commands.focus();
    onClose();
  };

  // Escape on any of the panel's controls cancels.
  const onEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    cancel();
  };

  return (
    <div id={id} className="rich-text__link" role="group" aria-labelledby={inputId + '-label'}>
      <label id={inputId + '-label'} htmlFor={inputId}>
        {t('widgets.richText.linkAddress')}
      </label>
      <p id={hintId} className="form-hint">
        {t('widgets.richText.linkHint')}
      </p>
      {invalid ? (
        <p id={errorId} className="form-error">
          {t('widgets.richText.linkInvalid')}
        </p>
      ) : null}
      <div className="rich-text__link-row">
        <input
          ref={input}
          id={inputId}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={address}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => {
            setAddress(event.currentTarget.value);
            setInvalid(false);
          }}
          onKeyDown={(event) => {
            // Enter applies the link instead of posting the form.
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            } else onEscape(event);
          }}
        />
        <button type="button" className="button button--small" onClick={apply} onKeyDown={onEscape}>
          {t('widgets.richText.linkApply')}
        </button>
        {inLink ? (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={remove}
            onKeyDown={onEscape}
          >
            {t('widgets.richText.linkRemove')}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={cancel}
          onKeyDown={onEscape}
        >
          {t('widgets.richText.linkCancel')}
        </button>
      </div>
    </div>
  );
}

export function TiptapEditor({
  field,
  label,
  hint,
  required,
  defaultValue,
  defaultFormat,
  maximum,
  fallback,
  onChange,
}: Required<Omit<RichTextEditorProps, 'hint' | 'onChange'>> &
  Pick<RichTextEditorProps, 'hint' | 'onChange'> & { fallback: ReactNode }) {
  const { t } = useTranslation();
  const labelId = useId();
  const counterId = `${field.id}-counter`;
  const linkPanelId = `${field.id}-link`;
  const [html, setHtml] = useState('');
  const [length, setLength] = useState(0);
  const [notice, setNotice] = useState<EditorNotice | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  // The value the editor was last filled from: a new one (the server's reply) replaces its content.
  const filledFrom = useRef(`${defaultFormat}:${defaultValue}`);
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => {
    changed.current?.(html, 'html');
  }, [html]);

  const describedBy = [
    hint ? field.descriptionId : null,
    field.errors ? field.errorId : null,
    counterId,
  ]
    .filter(Boolean)
    .join(' ');
  const invalid = field.errors !== undefined;

  const extensions = useMemo(() => notificationExtensions(maximum), [maximum]);
  // The editable region's own attributes: the field's id, its name by the label, its description.
  const editorProps = useMemo(
    () => ({
      attributes: {
        id: field.id,
        class: 'rich-text__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': describedBy,
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    }),
    [field.id, labelId, describedBy, required, invalid],
  );

  const editor = useEditor({
    extensions,
    editorProps,
    content: editorContentOf(defaultValue, defaultFormat),
    // Made in the browser after mounting, never on the server; styles come from app.css.
    immediatelyRender: false,
    injectCSS: false,
    onCreate: ({ editor: created }) => {
      // A value from the server longer than the maximum is cut as typing would be.
      if (editorTextLength(created.state.doc) > maximum) {
        created.commands.setContent(created.getJSON());
      }
      setHtml(postedHtml(created));
      setLength(editorTextLength(created.state.doc));
    },
    onUpdate: ({ editor: updated }) => {
      setHtml(postedHtml(updated));
      setLength(editorTextLength(updated.state.doc));
    },
    onTransaction: ({ transaction, appendedTransactions }) => {
      const all = [transaction, ...appendedTransactions];
      if (!all.some((each) => each.docChanged)) return;
      setNotice(all.map(noticeOf).find((each) => each !== undefined) ?? null);
    },
  });

  useEffect(() => {
    const from = `${defaultFormat}:${defaultValue}`;
    if (!editor || filledFrom.current === from) return;
    filledFrom.current = from;
    editor.commands.setContent(editorContentOf(defaultValue, defaultFormat));
  }, [editor, defaultValue, defaultFormat]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });

  if (!editor) return fallback;

  const count = characterCountOf(length, maximum);

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
          {toggles.map((item) => (
            <button
              key={item.name}
              type="button"
              className="rich-text__button"
              aria-pressed={active?.[item.name] ?? false}
              // Keeps the selection in the editor: the command acts on it.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => toggle(editor, item.name)}
            >
              <span aria-hidden="true" className={item.className}>
                {item.symbol}
              </span>
              <span className="visually-hidden">{t(`widgets.richText.${item.label}`)}</span>
            </button>
          ))}
          <button
            type="button"
            className={
              active?.link ? 'rich-text__button rich-text__button--active' : 'rich-text__button'
            }
            aria-expanded={linkOpen}
            aria-controls={linkOpen ? linkPanelId : undefined}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setLinkOpen((open) => !open)}
          >
            <svg
              aria-hidden="true"
              focusable="false"
              className="rich-text__icon"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
              <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
            </svg>
            <span className="visually-hidden">{t('widgets.richText.link')}</span>
          </button>
        </div>
        {linkOpen ? (
          <LinkPanel id={linkPanelId} editor={editor} onClose={() => setLinkOpen(false)} />
        ) : null}
        <EditorContent editor={editor} />
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
        {notice === 'cleared'
          ? t('widgets.richText.cleared')
          : notice === 'truncated'
            ? t('widgets.richText.truncated', { count: maximum })
            : ''}
      </p>
      <input type="hidden" name={field.name} value={html} />
      <input type="hidden" name={richTextFormatField(field.name)} value="html" />
    </LabelledField>
  );
}
