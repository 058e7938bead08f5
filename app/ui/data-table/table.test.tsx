// @vitest-environment happy-dom
// The shared table named by a heading on the page (a history or family table): no caption of its
// own, the scroll box and the table both named by that heading, each cell labelled.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Table } from './table';

function render() {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(
    <>
      <h3 id="history-addresses">Historiek van de adressen</h3>
      <Table
        name={{ headingId: 'history-addresses' }}
        columns={[
          { key: 'period', header: 'Periode', cell: (row: string[]) => row[0] },
          { key: 'address', header: 'Adres', cell: (row: string[]) => row[1], className: 'nowrap' },
        ]}
        rows={[
          ['2009 – heden', 'Keulenstraat 14'],
          ['1991 – 2009', 'Brabantsebaan 136'],
        ]}
        rowKey={(row) => row[0] ?? ''}
      />
    </>,
  );
  return host;
}

describe('Table named by a heading', () => {
  it('names its scroll box and itself by the heading, and has no caption', () => {
    const html = render();
    const box = html.querySelector('.table-wrapper');
    expect(box?.getAttribute('role')).toBe('region');
    expect(box?.getAttribute('tabindex')).toBe('0');
    expect(box?.getAttribute('aria-labelledby')).toBe('history-addresses');
    expect(html.querySelector('table')?.getAttribute('aria-labelledby')).toBe('history-addresses');
    expect(html.querySelector('caption')).toBeNull();
  });

  it('labels every cell with its column and keeps the column’s class', () => {
    const html = render();
    const cells = [...html.querySelectorAll('tbody td')];
    expect(cells.map((td) => td.querySelector('.data-table__label')?.textContent)).toEqual([
      'Periode',
      'Adres',
      'Periode',
      'Adres',
    ]);
    expect(cells.map((td) => td.className)).toEqual(['', 'nowrap', '', 'nowrap']);
    // No header holds a control: the whole header row is left to assistive technology.
    expect(html.querySelector('thead')?.className).toBe('');
  });
});
