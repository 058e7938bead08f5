// A report's table: the shared table with the report's columns, figures aligned to the right,
// links where a row leads to the legal log, and the totals row under the rows.
import { Link } from '@remix-run/react';
import { Table } from '~/ui/data-table/table';
import type { Cell, ReportTableModel } from './report-model';

function CellContent({ cell }: { cell: Cell | undefined }) {
  if (!cell) return null;
  return cell.href ? <Link to={cell.href}>{cell.text}</Link> : <>{cell.text}</>;
}

export function ReportTable({
  id,
  caption,
  table,
}: {
  id: string;
  caption: string;
  table: ReportTableModel;
}) {
  const columns = table.columns.map((column, index) => ({
    key: column.key,
    header: column.header,
    className: column.numeric ? 'numeric' : undefined,
    cell: (row: ReportTableModel['rows'][number]) => <CellContent cell={row.cells[index]} />,
  }));
  return (
    <Table
      name={{ caption, id: `${id}-caption` }}
      columns={columns}
      rows={table.rows}
      rowKey={(row) => row.key}
      totals={
        table.totals ? (_column, index) => <CellContent cell={table.totals?.[index]} /> : undefined
      }
    />
  );
}
