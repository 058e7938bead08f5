// @vitest-environment happy-dom
// The data table in a router, as a screen shows it: caption with the rows shown, the sort state of
// each sortable column, sort and page controls as links or as form buttons that post the search
// again with the table's state, and the refine message.
import { createRemixStub } from '@remix-run/testing';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '~/i18n/i18n-provider';
import { resources } from '~/i18n/resources';
import { readTableState } from '~/page-state/table-state';
import { DataTable, type Column, type TableControl, type TablePage } from './data-table';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Person {
  id: string;
  name: string;
  born: string;
}

const rows: Person[] = [
  { id: '1', name: 'An', born: '1960' },
  { id: '2', name: 'Bart', born: '1971' },
];
const columns: Column<Person>[] = [
  { key: 'name', header: 'Naam', sortField: 'NAAM', cell: (row) => row.name },
  { key: 'id', header: 'Nummer', cell: (row) => row.id },
  { key: 'born', header: 'Geboren', sortField: 'GEBOORTE', cell: (row) => row.born },
];
const page = (overrides: Partial<TablePage> = {}): TablePage => ({
  total: 60,
  truncated: false,
  take: 25,
  state: { orderBy: 'NAAM', order: 'Asc', skip: 25 },
  ...overrides,
});

let posted: URLSearchParams[] = [];
let container: HTMLElement | null = null;
let root: Root | null = null;

async function render(
  table: { page: TablePage; control: TableControl; announce?: boolean },
  locale: 'nl' | 'en',
) {
  const Screen = () => (
    <I18nextProvider i18n={createI18n(locale, resources[locale])}>
      <DataTable
        id="people"
        title={(count) => `${count} gevonden`}
        caption="Personen"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        {...table}
      />
    </I18nextProvider>
  );
  const Stub = createRemixStub([
    {
      path: '/lijst',
      Component: Screen,
      action: async ({ request }) => {
        posted.push(new URLSearchParams((await request.formData()) as unknown as string[][]));
        return null;
      },
    },
  ]);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(<Stub initialEntries={['/lijst']} />));
  return container;
}

afterEach(async () => {
  posted = [];
  await act(async () => root?.unmount());
  container?.remove();
});

const links = (state: { orderBy: string; order: string; skip: number }) =>
  `/lijst?orderBy=${state.orderBy}&order=${state.order}&skip=${state.skip}`;

describe('DataTable', () => {
  it('shows the count, the rows shown, the sort state and the pager', async () => {
    const html = await render({ page: page(), control: { kind: 'links', href: links } }, 'nl');
    expect(html.querySelector('h2')?.textContent).toBe('60 gevonden');
    expect(html.querySelector('caption')?.textContent).toBe('Personen Rijen 26–50 van 60');
    const headers = [...html.querySelectorAll('th')];
    expect(headers.map((th) => th.getAttribute('aria-sort'))).toEqual(['ascending', null, null]);
    // Sorting again on the sorted column turns it around, from the first page.
    expect(headers[0]?.querySelector('a')?.getAttribute('href')).toBe(
      '/lijst?orderBy=NAAM&order=Desc&skip=0',
    );
    expect(headers[0]?.querySelector('a')?.getAttribute('aria-label')).toBe(
      'Sorteer op Naam, aflopend',
    );
    expect(headers[1]?.querySelector('a, button')).toBeNull();
    const pager = html.querySelector('nav');
    expect(pager?.getAttribute('aria-label')).toBe('Paginering');
    expect([...(pager?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toEqual([
      '/lijst?orderBy=NAAM&order=Asc&skip=0',
      '/lijst?orderBy=NAAM&order=Asc&skip=50',
    ]);
    expect(pager?.textContent).toContain('Pagina 2 van 3');
    // A table wider than the page scrolls in a box a keyboard reaches, named by the caption.
    const box = html.querySelector('.table-wrapper');
    expect(box?.getAttribute('tabindex')).toBe('0');
    expect(box?.getAttribute('role')).toBe('region');
    expect(box?.getAttribute('aria-labelledby')).toBe(html.querySelector('caption')?.id);
  });

  it('gives every cell its column’s name, for rows that stack on a narrow screen', async () => {
    const html = await render({ page: page(), control: { kind: 'links', href: links } }, 'nl');
    const firstRow = [...(html.querySelector('tbody tr')?.querySelectorAll('td') ?? [])];
    expect(firstRow.map((td) => td.querySelector('.data-table__label')?.textContent)).toEqual([
      'Naam',
      'Nummer',
      'Geboren',
    ]);
    expect(firstRow.map((td) => td.textContent)).toEqual(['NaamAn', 'Nummer1', 'Geboren1960']);
    // Only the headers with a sort control stay on view when the rows stack.
    expect([...html.querySelectorAll('th')].map((th) => th.className)).toEqual([
      'data-table__control',
      '',
      'data-table__control',
    ]);
    expect(html.querySelector('table')?.className).toBe('data-table data-table--stack');
  });

  it('announces the results of a search: its heading takes focus and its links target it', async () => {
    const html = await render(
      { page: page(), control: { kind: 'links', href: links }, announce: true },
      'nl',
    );
    const heading = html.querySelector('h2');
    expect(heading?.id).toBe('resultaten');
    expect(heading?.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(heading);
    expect(html.querySelector('section')?.getAttribute('aria-labelledby')).toBe('resultaten');
    const pager = html.querySelector('nav');
    expect(pager?.querySelector('a')?.getAttribute('href')).toBe(
      '/lijst?orderBy=NAAM&order=Asc&skip=0#resultaten',
    );
  });

  it("leaves focus alone for a list that is not a search's answer", async () => {
    const html = await render({ page: page(), control: { kind: 'links', href: links } }, 'nl');
    expect(html.querySelector('h2')?.id).toBe('people-title');
    expect(document.activeElement).toBe(document.body);
  });

  it('asks to refine a search that matched more than it ranks, in English too', async () => {
    const html = await render(
      { page: page({ truncated: true, total: 200 }), control: { kind: 'links', href: links } },
      'en',
    );
    expect(html.querySelector('[role="status"]')?.textContent).toBe(
      'Too many results: only the 200 closest matches are shown. Refine your search.',
    );
    expect(html.querySelector('caption')?.textContent).toContain('Rows 26–50 of 200');
  });

  it('has no pager for one page', async () => {
    const html = await render(
      {
        page: page({ total: 2, state: { orderBy: 'NAAM', order: 'Asc', skip: 0 } }),
        control: { kind: 'links', href: links },
      },
      'nl',
    );
    expect(html.querySelector('nav')).toBeNull();
  });

  it('posts the search again with the asked sort, read back by readTableState', async () => {
    const html = await render(
      {
        page: page(),
        control: {
          kind: 'form',
          method: 'post',
          fields: [
            ['mode', 'naam'],
            ['lastName', 'Peeters'],
          ],
        },
      },
      'nl',
    );
    const sortBorn = [...html.querySelectorAll('th button')].find(
      (button) => button.getAttribute('aria-label') === 'Sorteer op Geboren, oplopend',
    ) as HTMLButtonElement | undefined;
    expect(sortBorn).toBeDefined();
    await act(async () => sortBorn?.click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(posted).toHaveLength(1);
    const sent = posted[0] ?? new URLSearchParams();
    expect(sent.get('mode')).toBe('naam');
    expect(sent.get('lastName')).toBe('Peeters');
    expect(readTableState(sent, ['NAAM', 'GEBOORTE'], { orderBy: 'NAAM', order: 'Asc' })).toEqual({
      orderBy: 'GEBOORTE',
      order: 'Asc',
      skip: 0,
    });
  });
});
