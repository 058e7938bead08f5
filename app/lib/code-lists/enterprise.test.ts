// The portal's NACE labels are the reference list's, for exactly the codes the register uses.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import naceLabels from './nace.json' with { type: 'json' };

function csvRows(file: string): string[][] {
  const text = readFileSync(new URL(`../../../backend/data/${file}`, import.meta.url), 'utf8');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  return rows;
}

describe('nace.json', () => {
  it("holds the reference list's Dutch and English labels", () => {
    const [header = [], ...rows] = csvRows('nace_codes.csv');
    expect(header).toEqual(['code', 'label_nl', 'label_fr', 'label_de', 'label_en']);
    const byCode = new Map(rows.map(([code = '', nl, , , en]) => [code, [nl, en]]));
    for (const [code, labels] of Object.entries(naceLabels)) {
      expect(labels, code).toEqual(byCode.get(code));
    }
  });

  it('holds every code the register generator uses', () => {
    const sectors = readFileSync(
      new URL('../../../backend/enterprise/sectors.ts', import.meta.url),
      'utf8',
    );
    const used = [...new Set(sectors.match(/'\d{5}'/g)?.map((code) => code.slice(1, -1)))].sort();
    expect(Object.keys(naceLabels).sort()).toEqual(used);
  });
});
