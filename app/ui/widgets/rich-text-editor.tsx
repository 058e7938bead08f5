// The notification editor: bold, italic, links and lists on Tiptap (ProseMirror), with the
// remaining characters of 993 under it. Content with images, videos or scripts is cleared, text
// past the maximum is cut, pasted HTML keeps only the allow-listed formatting. Without JavaScript,
// and until the editor's own chunk has loaded after hydration, it is a plain text area posted as
// text; either way the server sanitises what arrives (`readRichText`).
import { lazy, Suspense } from 'react';
import type { ValidationIssue } from '~/lib/validation/issue';
import { LabelledField } from '~/ui/form/field-group';
import { useHydrated } from '~/ui/use-hydrated';
import { EDITOR_MAX_CHARACTERS, type RichTextFormat } from '../../../rich-text/rules';

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

export interface RichTextEditorProps {
  field: RichTextFieldMeta;
  label: string;
  hint?: string;
  required?: boolean;
  /** The value to start from (after a failed post: what was sent). */
  defaultValue?: string;
  defaultFormat?: RichTextFormat;
  maximum?: number;
  /**
   * Told of every change: the editor's HTML (its own schema's, nothing else), or the text area's
   * text while there is no editor. For a live preview; the server reads the posted value itself.
   */
  onChange?: (value: string, format: RichTextFormat) => void;
}

/** The editor itself (Tiptap), in a chunk of its own that loads once the page is hydrated. */
const TiptapEditor = lazy(() =>
  import('./rich-text-editor-tiptap').then((module) => ({ default: module.TiptapEditor })),
);

/** Plain text of a value the server sent back, for the text area. */
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

/** The text area: what there is without JavaScript, and while the editor loads. Sent as text. */
function PlainTextArea({
  field,
  label,
  hint,
  required = false,
  defaultValue = '',
  defaultFormat = 'html',
  onChange,
}: RichTextEditorProps) {
  const describedBy = [hint ? field.descriptionId : null, field.errors ? field.errorId : null]
    .filter(Boolean)
    .join(' ');
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
        onInput={onChange && ((event) => onChange(event.currentTarget.value, 'text'))}
      />
    </LabelledField>
  );
}

export function RichTextEditor(props: RichTextEditorProps) {
  const hydrated = useHydrated();
  const plain = <PlainTextArea {...props} />;
  if (!hydrated) return plain;
  const { required = false, defaultValue = '', defaultFormat = 'html' } = props;
  return (
    <Suspense fallback={plain}>
      <TiptapEditor
        {...props}
        required={required}
        defaultValue={defaultValue}
        defaultFormat={defaultFormat}
        maximum={props.maximum ?? EDITOR_MAX_CHARACTERS}
        fallback={plain}
      />
    </Suspense>
  );
}
