// @vitest-environment happy-dom
// The PDF attachments field: what the server renders (label, hint with the limits, the server's
// errors) and, with JavaScript, the check of the chosen files that stops a refused choice from
// being posted.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createI18n } from '~/i18n/i18n-provider';
import { resources } from '~/i18n/resources';
import { validatePdfSelection } from '~/lib/validation/files';
import type { ValidationIssue } from '~/lib/validation/issue';
import { PdfFilesField } from './pdf-files-field';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const meta = (errors?: ValidationIssue[]) => ({
  id: 'bijlagen',
  name: 'bijlagen',
  descriptionId: 'bijlagen-hint',
  errorId: 'bijlagen-error',
  errors,
});

function Field({ errors, onSubmit }: { errors?: ValidationIssue[]; onSubmit?: () => void }) {
  return (
    <I18nextProvider i18n={createI18n('en', resources.en)}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit?.();
        }}
      >
        <PdfFilesField meta={meta(errors)} label="Attachments" />
        <button type="submit">Send</button>
      </form>
    </I18nextProvider>
  );
}

describe('PdfFilesField as the server renders it', () => {
  it('offers several PDF files and names the limits', () => {
    const html = renderToStaticMarkup(<Field />);
    expect(html).toContain('<label for="bijlagen">Attachments</label>');
    expect(html).toContain('type="file"');
    expect(html).toContain('multiple=""');
    expect(html).toContain('accept="application/pdf,.pdf"');
    expect(html).toContain('aria-describedby="bijlagen-hint"');
    expect(html).toMatch(/At most 6 PDF files, at most (30|10) MB together, names of at most 128/);
  });

  it('shows every issue the server found, tied to the input', () => {
    const html = renderToStaticMarkup(
      <Field
        errors={[
          { key: 'files.pdfEmpty', values: { name: 'leeg.pdf' } },
          { key: 'files.pdfOnly', values: { name: 'pagina.pdf' } },
        ]}
      />,
    );
    expect(html).toContain('aria-describedby="bijlagen-hint bijlagen-error"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('‘leeg.pdf’ is empty');
    expect(html).toContain('‘pagina.pdf’ is not a PDF file');
  });
});

describe('PdfFilesField with JavaScript', () => {
  let container: HTMLDivElement;
  let root: Root;
  let submitted = 0;

  beforeEach(() => {
    submitted = 0;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() => root.render(<Field onSubmit={() => (submitted += 1)} />));
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  const input = () => container.querySelector('input[type=file]') as HTMLInputElement;

  async function choose(files: File[]) {
    Object.defineProperty(input(), 'files', { value: files, configurable: true });
    await act(async () => {
      input().dispatchEvent(new Event('change', { bubbles: true }));
    });
    await expect.poll(() => input().getAttribute('data-checking')).toBeNull();
  }

  async function submit() {
    await act(async () => {
      container.querySelector('form')!.requestSubmit();
    });
  }

  const pdf = (name: string, size = 100) =>
    new File(
      [new Uint8Array(size).fill(0x20).map((byte, index) => '%PDF-'.charCodeAt(index) || byte)],
      name,
      {
        type: 'application/pdf',
      },
    );

  it('refuses a file that does not start as a PDF and does not submit', async () => {
    await choose([pdf('brief.pdf'), new File(['<!doctype html>'], 'pagina.pdf')]);
    await expect.poll(() => container.textContent).toContain('‘pagina.pdf’ is not a PDF file');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    await submit();
    expect(submitted).toBe(0);
    await choose([pdf('brief.pdf')]);
    await expect.poll(() => container.querySelector('.form-error')).toBeNull();
    await submit();
    expect(submitted).toBe(1);
  });

  it('refuses one file too many and a name that is too long', async () => {
    await choose(Array.from({ length: 7 }, (_, index) => pdf(`bijlage-${index}.pdf`)));
    await expect.poll(() => container.textContent).toContain('You can attach at most 6 files');
    await choose([pdf(`${'n'.repeat(125)}.pdf`)]);
    await expect.poll(() => container.textContent).toContain('longer than 128 characters');
    await submit();
    expect(submitted).toBe(0);
  });
});

describe('validatePdfSelection', () => {
  const head = new TextEncoder().encode('%PDF-');
  const limits = { maxFiles: 2, maxTotalBytes: 1000, maxNameLength: 10 };

  it('takes files within the limits that start as PDFs', () => {
    expect(validatePdfSelection([], limits)).toBeNull();
    expect(validatePdfSelection([{ name: 'a.pdf', size: 500, head }], limits)).toBeNull();
  });

  it('refuses, in order: count, name, empty, content, total', () => {
    const ok = { name: 'a.pdf', size: 400, head };
    expect(validatePdfSelection([ok, ok, ok], limits)?.key).toBe('files.tooManyFiles');
    expect(validatePdfSelection([{ ...ok, name: 'abcdefghijk' }], limits)?.key).toBe(
      'files.pdfNameTooLong',
    );
    expect(validatePdfSelection([{ ...ok, size: 0 }], limits)?.key).toBe('files.pdfEmpty');
    expect(
      validatePdfSelection([{ ...ok, head: new TextEncoder().encode('%PDX-') }], limits),
    ).toEqual({ key: 'files.pdfOnly', values: { name: 'a.pdf' } });
    expect(validatePdfSelection([ok, { ...ok, size: 601 }], limits)).toEqual({
      key: 'files.totalTooLarge',
      values: { size: '1 KB' },
    });
  });
});
