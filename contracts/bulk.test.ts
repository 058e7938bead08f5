import { describe, expect, it } from 'vitest';
import { bulkSheetRequest, neutraliseCell } from './bulk';

describe('neutraliseCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+32 2 123 45 67', "'+32 2 123 45 67"],
    ['-2', "'-2"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
  ])('writes %j as text that never runs', (value, written) => {
    expect(neutraliseCell(value)).toBe(written);
  });

  it.each(['', 'Wuyts', '80041200285', '1+1', 'a=b', "'quoted", ' =1+1', '2024-01-31'])(
    'leaves %j as it is',
    (value) => {
      expect(neutraliseCell(value)).toBe(value);
    },
  );
});

describe('the sheet request', () => {
  it('takes a line without findings, and gives it an empty list', () => {
    const parsed = bulkSheetRequest.parse({
      bestandsnaam: 'bewijzen.xlsx',
      koprij: 1,
      kolommen: ['INSZ'],
      regels: [{ regel: 2, cellen: ['80041200285'], item: { insz: '80041200285' } }],
    });
    expect(parsed.regels[0]?.fouten).toEqual([]);
  });

  it('refuses a line in row 1 and a sheet without lines', () => {
    const base = { bestandsnaam: 'b.xlsx', koprij: 1, kolommen: ['A'] };
    expect(bulkSheetRequest.safeParse({ ...base, regels: [] }).success).toBe(false);
    expect(
      bulkSheetRequest.safeParse({ ...base, regels: [{ regel: 1, cellen: [] }] }).success,
    ).toBe(false);
  });
});
