// A file input for PDF attachments: label, a hint that names the limits, the server's errors, and
// with JavaScript a check of every chosen file before anything is sent (how many, how large
// together, the length of each name, and each file's first bytes being '%PDF-'). A refused choice
// shows its error and stops the form's submission. Without JavaScript the form posts as is and
// the server's reader (uploaded-files.server.ts) refuses the same things.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatSize,
  letterPdfLimits,
  pdfSignature,
  validatePdfSelection,
  type PdfLimits,
} from '~/lib/validation/files';
import type { ValidationIssue } from '~/lib/validation/issue';
import { useIssueText } from './field-error';
import { RequiredMarker } from './required-marker';

/** What the field needs of its form field's metadata (conform's field metadata has it). */
export interface PdfFilesFieldMeta {
  id: string;
  name: string;
  descriptionId: string;
  errorId: string;
  /** The server's issues with the upload, one per refused file or for the upload as a whole. */
  errors?: ValidationIssue[];
}

/** What the browser knows of a choice before sending it: the check found an issue, or none. */
type Check = { state: 'idle' } | { state: 'checking' } | { state: 'done'; issue: ValidationIssue };

/** Reads the first bytes of each chosen file (File.slice: the rest is never read). */
async function chosenFiles(list: FileList | null) {
  const files = Array.from(list ?? []);
  return Promise.all(
    files.map(async (file) => ({
      name: file.name,
      size: file.size,
      head: new Uint8Array(await file.slice(0, pdfSignature.length).arrayBuffer()),
    })),
  );
}

export function PdfFilesField({
  meta,
  label,
  hint,
  required = false,
  limits = letterPdfLimits,
}: {
  meta: PdfFilesFieldMeta;
  label: string;
  /** Replaces the hint that names the limits. */
  hint?: string;
  required?: boolean;
  limits?: PdfLimits;
}) {
  const { t } = useTranslation('validation');
  const text = useIssueText();
  const input = useRef<HTMLInputElement>(null);
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  // The submit listener reads the latest check without being added again.
  const blocking = useRef(false);
  blocking.current = check.state !== 'idle';
  // Each change supersedes the check of the one before.
  const latest = useRef(0);

  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    // On the form itself, before the router's submit handler (which listens higher up): a refused
    // choice is never posted.
    const stop = (event: Event) => {
      if (!blocking.current) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      input.current?.focus();
    };
    form.addEventListener('submit', stop);
    return () => form.removeEventListener('submit', stop);
  }, []);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const run = (latest.current += 1);
    const list = event.currentTarget.files;
    setCheck({ state: 'checking' });
    let found: ValidationIssue | null;
    try {
      found = validatePdfSelection(await chosenFiles(list), limits);
    } catch {
      // A file the browser cannot read (removed meanwhile): the server decides.
      found = null;
    }
    if (run !== latest.current) return;
    setCheck(found ? { state: 'done', issue: found } : { state: 'idle' });
  }

  const errors: ValidationIssue[] =
    check.state === 'done' ? [check.issue] : check.state === 'idle' ? (meta.errors ?? []) : [];
  const hintText =
    hint ??
    t('files.pdfLimits', {
      amount: limits.maxFiles,
      size: formatSize(limits.maxTotalBytes),
      length: limits.maxNameLength,
    });
  const describedBy = [meta.descriptionId, errors.length > 0 ? meta.errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={errors.length > 0 ? 'form-field form-field--error' : 'form-field'}>
      <label htmlFor={meta.id}>
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      <p id={meta.descriptionId} className="form-hint">
        {hintText}
      </p>
      {errors.length > 0 ? (
        <div id={meta.errorId}>
          {errors.map((found, index) => (
            <p key={`${found.key}-${index}`} className="form-error">
              {text(found, meta.name)}
            </p>
          ))}
        </div>
      ) : null}
      <input
        ref={input}
        id={meta.id}
        name={meta.name}
        type="file"
        multiple
        accept="application/pdf,.pdf"
        required={required}
        aria-describedby={describedBy}
        aria-invalid={errors.length > 0 || undefined}
        data-checking={check.state === 'checking' || undefined}
        onChange={(event) => void onChange(event)}
      />
    </div>
  );
}
