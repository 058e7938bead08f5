// A file upload: a plain file input that also takes a dropped file, checked in the browser
// (type by content, size) before it is sent; the server checks again. Without JavaScript it is
// the plain input and only the server checks.
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '~/lib/validation/files';
import type { ValidationIssue } from '~/lib/validation/issue';
import { describedByIds, LabelledField } from '~/ui/form/field-group';
import { useHydrated } from '~/ui/use-hydrated';

export function FileUploadField({
  id,
  name,
  label,
  hint,
  accept,
  required = false,
  check,
  serverErrors,
  onCheck,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  accept: string;
  required?: boolean;
  /** The same rule the server applies, run on the chosen file's name, size and bytes. */
  check: (file: UploadedFile) => ValidationIssue | null;
  serverErrors?: ValidationIssue[];
  /** Told the browser's finding on every file chosen (null: none, or no file): a form's summary. */
  onCheck?: (found: ValidationIssue | null) => void;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [clientError, setClientError] = useState<ValidationIssue | null>(null);
  const errors = clientError ? [clientError] : serverErrors;
  const meta = { descriptionId: `${id}-hint`, errorId: `${id}-error`, errors };

  const inspect = async (file: File | undefined) => {
    setChosen(file?.name ?? null);
    if (!file) {
      setClientError(null);
      onCheck?.(null);
      return;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const found = check({ name: file.name, size: file.size, bytes });
    setClientError(found);
    onCheck?.(found);
    // A file the server would refuse is not kept: nothing is sent that cannot be accepted.
    if (found && input.current) input.current.value = '';
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const [file] = Array.from(event.dataTransfer.files);
    if (!file || !input.current) return;
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input.current.files = transfer.files;
    void inspect(file);
  };

  return (
    <LabelledField meta={{ ...meta, id }} label={label} hint={hint} required={required}>
      {/* Dropping is a mouse shortcut; the file input inside is the way for keyboards. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        className={dragging ? 'file-upload file-upload--dragging' : 'file-upload'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={input}
          id={id}
          name={name}
          type="file"
          accept={accept}
          required={required}
          aria-invalid={errors ? true : undefined}
          aria-describedby={describedByIds(meta, Boolean(hint))}
          onChange={(event) => void inspect(event.target.files?.[0])}
        />
        {hydrated ? <p className="file-upload__drop">{t('fileUpload.drop')}</p> : null}
        {hydrated && chosen && !clientError ? (
          <p className="file-upload__chosen" aria-live="polite">
            {t('fileUpload.chosen', { name: chosen })}
          </p>
        ) : null}
      </div>
    </LabelledField>
  );
}
