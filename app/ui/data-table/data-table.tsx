// The data table of every list screen: rows sorted and paged by the backend, a caption, the result
// count, the sort state of each sortable column (aria-sort), and the "too many results, refine
// your search" message. The table itself is the shared one (./table): the page's width, rows that
// stack on narrow screens, a scroll box a keyboard reaches. Sorting and paging are plain links or
// plain form buttons, so they work without JavaScript; with it the same links and forms navigate
// without a full reload. A search's table announces itself: its heading takes focus when the
// results arrive.
import { Form, Link, useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDirection } from '@contracts/http';
import {
  pageOf,
  tableParameters,
  tablePageHref,
  type TablePage,
  type TableState,
} from '~/page-state/table-state';
import { resultsFragment, resultsHeadingId } from '~/page-state/url-names';
import { ResultsHeading } from './results-heading';
import { Table, type TableColumn } from './table';

export type { TablePage };

export interface Column<Row> extends TableColumn<Row> {
  /** The backend's order field: the column can be sorted on it. */
  sortField?: string;
}

/**
 * How sorting and paging reach the server: links (a screen whose list lives in the URL), or
 * buttons of a form that posts the search again with the table's state (`fields`: the search).
 */
export type TableControl =
  | { kind: 'links'; href: (state: TableState) => string }
  | { kind: 'form'; method: 'get' | 'post'; action?: string; fields: [string, string][] };

interface Props<Row> {
  /** Prefix of the ids in the table (heading, pager). */
  id: string;
  /** The heading above the table, naming what it lists (the count is added to it). */
  title: (count: number) => string;
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  page: TablePage;
  control: TableControl;
  /**
   * The table is the answer to a search: its heading takes focus when it arrives and its links
   * target that heading (see ResultsHeading), also without JavaScript.
   */
  announce?: boolean;
  /** What the screen says of the rows as a whole, under the heading (a log page's chain status). */
  about?: ReactNode;
}

function nextOrder(state: TableState, field: string): OrderDirection {
  return state.orderBy === field && state.order === 'Asc' ? 'Desc' : 'Asc';
}

/** One control that changes the table's state: a link, or a submit button of the table's form. */
function StateControl({
  control,
  state,
  parameter,
  children,
  label,
  fragment,
}: {
  control: TableControl;
  state: TableState;
  parameter: { name: string; value: string };
  children: ReactNode;
  label?: string;
  /** Where the new page scrolls to: the results heading of a search's table. */
  fragment: string;
}) {
  if (control.kind === 'links') {
    return (
      <Link to={`${control.href(state)}${fragment}`} aria-label={label} preventScrollReset>
        {children}
      </Link>
    );
  }
  return (
    <button
      type="submit"
      name={parameter.name}
      value={parameter.value}
      className="link-button"
      aria-label={label}
    >
      {children}
    </button>
  );
}

export function DataTable<Row>({
  id,
  title,
  caption,
  columns,
  rows,
  rowKey,
  page,
  control,
  announce = false,
  about,
}: Props<Row>) {
  const { t } = useTranslation();
  const headingId = announce ? resultsHeadingId : `${id}-title`;
  const fragment = announce ? resultsFragment : '';
  const { state, take, total } = page;
  const place = pageOf(state.skip, take, total);
  const sortLabel = (column: string, order: OrderDirection) =>
    t(order === 'Asc' ? 'table.sortAscending' : 'table.sortDescending', { column });

  const table = (
    <>
      <Table
        name={{
          id: `${id}-caption`,
          caption: (
            <>
              {caption}{' '}
              <span className="form-hint">
                {t('table.rows', { first: place.first, last: place.last, total })}
              </span>
            </>
          ),
        }}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        header={(column) => {
          const { sortField } = column;
          if (sortField === undefined) return { content: column.header };
          const sorted = state.orderBy === sortField;
          const next = nextOrder(state, sortField);
          return {
            control: true,
            ariaSort: sorted ? (state.order === 'Asc' ? 'ascending' : 'descending') : undefined,
            content: (
              <StateControl
                fragment={fragment}
                control={control}
                state={{ orderBy: sortField, order: next, skip: 0 }}
                parameter={{ name: tableParameters.sort, value: `${sortField}:${next}` }}
                label={sortLabel(column.header, next)}
              >
                {column.header}
                <span aria-hidden="true" className="sort-indicator">
                  {sorted ? (state.order === 'Asc' ? ' ▲' : ' ▼') : ' ⇅'}
                </span>
              </StateControl>
            ),
          };
        }}
      />
      {place.pages > 1 ? (
        <nav className="pager" aria-label={t('table.pagination')}>
          {place.previousSkip !== null ? (
            <StateControl
              fragment={fragment}
              control={control}
              state={{ ...state, skip: place.previousSkip }}
              parameter={{ name: tableParameters.skip, value: String(place.previousSkip) }}
            >
              {t('table.previous')}
            </StateControl>
          ) : null}
          <span aria-current="page">
            {t('table.page', { page: place.page, pages: place.pages })}
          </span>
          {place.nextSkip !== null ? (
            <StateControl
              fragment={fragment}
              control={control}
              state={{ ...state, skip: place.nextSkip }}
              parameter={{ name: tableParameters.skip, value: String(place.nextSkip) }}
            >
              {t('table.next')}
            </StateControl>
          ) : null}
        </nav>
      ) : null}
    </>
  );

  return (
    <section aria-labelledby={headingId} className="data-table-section">
      {announce ? (
        <ResultsHeading>{title(total)}</ResultsHeading>
      ) : (
        <h2 id={headingId}>{title(total)}</h2>
      )}
      {about}
      {page.truncated ? (
        <p className="alert alert--warning" role="status">
          {t('table.tooMany', { count: total })}
        </p>
      ) : null}
      {control.kind === 'form' ? (
        <Form method={control.method} action={control.action} preventScrollReset>
          {control.fields.map(([name, value], index) => (
            <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name={tableParameters.orderBy} value={state.orderBy} />
          <input type="hidden" name={tableParameters.order} value={state.order} />
          {table}
        </Form>
      ) : (
        table
      )}
    </section>
  );
}

/**
 * The rows a search in the URL found (ADR 009): its page as a data table whose sorting and paging
 * are links that keep the search (`query`) on the current path, its heading announced when the
 * results arrive.
 */
export function SearchResultsTable<Row>({
  found,
  ...table
}: Omit<Props<Row>, 'rows' | 'page' | 'control' | 'announce'> & {
  found: { rows: Row[]; page: TablePage; query: [string, string][] };
}) {
  const { pathname } = useLocation();
  return (
    <DataTable
      {...table}
      rows={found.rows}
      page={found.page}
      control={{
        kind: 'links',
        href: (state: TableState) => tablePageHref(pathname, found.query, state),
      }}
      announce
    />
  );
}
