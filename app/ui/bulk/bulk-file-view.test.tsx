// @vitest-environment happy-dom
// A stored bulk file in each of its states: the marked lines with the cells that identify them and
// their findings, the error file and another file; the send button of a validated file; the way
// to the job of a sent one.
import { createRemixStub } from '@remix-run/testing';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { BulkFile } from '@contracts/bulk';
import { createI18n } from '~/i18n/i18n-provider';
import { resources } from '~/i18n/resources';
import { keyColumns, type BulkColumn } from '~/lib/bulk/columns';
import { BulkFileView } from './bulk-file-view';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const columns: BulkColumn[] = [
  {
    id: 'insz',
    title: { nl: 'INSZ', en: 'INSZ' },
    required: true,
    example: '',
    hint: { nl: '', en: '' },
    key: true,
  },
  {
    id: 'titel',
    title: { nl: 'Titel', en: 'Title' },
    required: true,
    example: '',
    hint: { nl: '', en: '' },
    key: true,
  },
  {
    id: 'niveau',
    title: { nl: 'Niveau', en: 'Level' },
    required: true,
    example: '',
    hint: { nl: '', en: '' },
  },
];

const withFindings: BulkFile = {
  id: '6a1f3c1e-8d0b-4c55-9a39-2f1b7f0c4d21',
  bestandsnaam: 'bewijzen.xlsx',
  status: 'gevalideerdMetFouten',
  aangemaakt: '2026-11-22T09:00:00Z',
  regels: 3,
  foutieveRegels: 1,
  kolommen: ['Niveau', 'insz', 'Titel'],
  fouten: [
    {
      regel: 3,
      cellen: ['9', '40010190114', 'Heftruck'],
      fouten: [
        { kolom: 'insz', melding: 'Het controlegetal klopt niet' },
        { kolom: '', melding: 'De lijn kon niet gelezen worden' },
      ],
    },
  ],
  jobId: null,
};

let root: Root | null = null;
let host: HTMLElement;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  host?.remove();
});

function render(file: BulkFile) {
  const Stub = createRemixStub([
    {
      path: '/bulk',
      Component: () => (
        <I18nextProvider i18n={createI18n('nl', resources.nl)}>
          <BulkFileView
            file={file}
            keyColumns={keyColumns(file.kolommen, columns)}
            findingsHref="/fouten"
            sendAction="/bulk"
            sendFields={{ bestand: file.id }}
            otherFileHref="/bulk"
            resultHref={file.jobId ? `/resultaat/${file.jobId}` : null}
          />
        </I18nextProvider>
      ),
    },
  ]);
  host = document.createElement('div');
  document.body.append(host);
  act(() => {
    root = createRoot(host);
    root.render(<Stub initialEntries={['/bulk']} />);
  });
  return host;
}

describe('a stored bulk file', () => {
  it('with findings: each marked line with its identifying cells, and the error file', () => {
    const page = render(withFindings);
    expect(page.querySelector('.bulk-file__state')?.textContent).toBe(
      'Status: Gevalideerd met fouten',
    );
    expect(page.querySelector('caption')?.textContent).toBe('1 lijn met fouten');
    expect([...page.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual([
      'Rij',
      'insz',
      'Titel',
      'Fouten',
    ]);
    const cells = [...page.querySelectorAll('tbody td')].map((cell) =>
      cell.textContent?.replace(/^(Rij|insz|Titel|Fouten)/, ''),
    );
    expect(cells).toEqual([
      '3',
      '40010190114',
      'Heftruck',
      'insz: Het controlegetal klopt nietDe lijn kon niet gelezen worden',
    ]);
    expect(page.querySelector('a[href="/fouten"]')?.textContent).toBe('Foutenbestand downloaden');
    expect(page.querySelector('button')).toBeNull();
  });

  it('when no column of the sheet identifies a line: the row and its findings only', () => {
    const page = render({ ...withFindings, kolommen: ['Opmerking'] });
    expect([...page.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual([
      'Rij',
      'Fouten',
    ]);
  });

  it('validated: the button that sends it, with the file id', () => {
    const page = render({ ...withFindings, status: 'gevalideerd', foutieveRegels: 0, fouten: [] });
    expect(page.textContent).toContain('Alle 3 lijnen zijn in orde.');
    expect(page.querySelector('button[name="intent"][value="send"]')?.textContent).toBe(
      'Verzenden',
    );
    expect(page.querySelector<HTMLInputElement>('input[name="bestand"]')?.value).toBe(
      withFindings.id,
    );
    expect(page.querySelector('table')).toBeNull();
  });

  it('sent: the way to its job', () => {
    const jobId = '0b7c6a5e-1d2f-4a3b-9c8d-7e6f5a4b3c2d';
    const page = render({ ...withFindings, status: 'verzonden', fouten: [], jobId });
    expect(page.querySelector(`a[href="/resultaat/${jobId}"]`)?.textContent).toBe(
      'Naar het resultaat',
    );
  });
});
