// Reads the code-list files of backend/data: RFC 4180 CSV with a header row, UTF-8.

/** The data rows, each with the named columns; a file without one of them is refused. */
export function parseCsv<Column extends string>(
  text: string,
  columns: readonly Column[],
): Record<Column, string>[] {
  const [header = [], ...data] = csvRows(text);
  const positions = columns.map((column) => {
    const position = header.indexOf(column);
    if (position === -1) throw new Error(`CSV column "${column}" is missing`);
    return [column, position] as const;
  });
  return data.map(
    (row) =>
      Object.fromEntries(
        positions.map(([column, position]) => [column, row[position] ?? '']),
      ) as Record<Column, string>,
  );
}

function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
