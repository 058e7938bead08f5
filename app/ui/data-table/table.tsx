// The table of every screen, paged or not: it takes the page's width, and on a narrow screen its
// rows stack into label/value pairs (CSS only, so without JavaScript too): each cell carries its
// column's name for that. Whatever still does not fit scrolls inside a box a keyboard can reach:
// focusable, a named region, with shadows on the side that has more.
import type { ReactNode } from 'react';

export interface TableColumn<Row> {
  key: string;
  /** The column's name: its header, and each cell's label when the rows stack. */
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  className?: string;
}

/** What a header shows instead of its plain name (a sort control), with its sort state. */
export interface HeaderCell {
  content: ReactNode;
  ariaSort?: 'ascending' | 'descending';
  /** The header holds a control: it stays visible when the rows stack. */
  control?: boolean;
}

/** The table's name: a caption of its own, or a heading on the page that names it. */
export type TableName = { caption: ReactNode; id: string } | { headingId: string };

interface Props<Row, Col extends TableColumn<Row>> {
  name: TableName;
  columns: Col[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  header?: (column: Col) => HeaderCell;
  /** A row of totals under the rows (a report's), one cell per column; its first names the row. */
  totals?: (column: Col, index: number) => ReactNode;
}

export function Table<Row, Col extends TableColumn<Row> = TableColumn<Row>>({
  name,
  columns,
  rows,
  rowKey,
  header,
  totals,
}: Props<Row, Col>) {
  const labelId = 'caption' in name ? name.id : name.headingId;
  const headers = columns.map((column) => ({
    column,
    cell: header?.(column) ?? { content: column.header },
  }));
  const anyControl = headers.some(({ cell }) => cell.control);
  return (
    // Focusable so a keyboard can scroll it when it is still wider than the page.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-wrapper" tabIndex={0} role="region" aria-labelledby={labelId}>
      <table
        className="data-table data-table--stack"
        aria-labelledby={'caption' in name ? undefined : labelId}
      >
        {'caption' in name ? <caption id={name.id}>{name.caption}</caption> : null}
        <thead className={anyControl ? 'data-table__head--controls' : undefined}>
          <tr>
            {headers.map(({ column, cell }) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={cell.ariaSort}
                className={
                  [column.className, cell.control ? 'data-table__control' : undefined]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
              >
                {cell.content}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <td key={column.key} className={column.className}>
                  <span className="data-table__label">{column.header}</span>
                  {column.cell(row, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {totals ? (
          <tfoot>
            <tr>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.key} scope="row" className={column.className}>
                    {totals(column, index)}
                  </th>
                ) : (
                  <td key={column.key} className={column.className}>
                    <span className="data-table__label">{column.header}</span>
                    {totals(column, index)}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
