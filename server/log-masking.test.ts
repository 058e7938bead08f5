import { describe, expect, it } from 'vitest';
import { maskedNationalNumber, maskNationalNumbers } from './log-masking';

describe('maskNationalNumbers', () => {
  it('masks a bare 11-digit number wherever it stands', () => {
    expect(maskNationalNumbers('GET /persoon/insz/85073003361')).toBe(
      `GET /persoon/insz/${maskedNationalNumber}`,
    );
    expect(maskNationalNumbers('{"insz":"85073003361"}')).toBe(
      `{"insz":"${maskedNationalNumber}"}`,
    );
    expect(maskNationalNumbers('a 85073003361 b 00010100153')).toBe(
      `a ${maskedNationalNumber} b ${maskedNationalNumber}`,
    );
  });

  it('masks the display form and its variants', () => {
    expect(maskNationalNumbers('insz 85.07.30-033.61 found')).toBe(
      `insz ${maskedNationalNumber} found`,
    );
    expect(maskNationalNumbers('850730-033-61')).toBe(maskedNationalNumber);
    expect(maskNationalNumbers('850730 033 61')).toBe(maskedNationalNumber);
  });

  it('masks a number typed with spaces as a query string carries it', () => {
    expect(maskNationalNumbers('GET /persoon?reference=85+07+30+033+61&bron=RR')).toBe(
      `GET /persoon?reference=${maskedNationalNumber}&bron=RR`,
    );
    expect(maskNationalNumbers('/persoon?reference=%2085%2007%2030%20033%2061')).toBe(
      `/persoon?reference=%20${maskedNationalNumber}`,
    );
    expect(maskNationalNumbers('/persoon?reference=%2085073003361')).toBe(
      `/persoon?reference=%20${maskedNationalNumber}`,
    );
    expect(maskNationalNumbers('/persoon?reference=D-85.07.30-033.61')).toBe(
      `/persoon?reference=D-${maskedNationalNumber}`,
    );
  });

  it('leaves shorter and longer digit runs alone', () => {
    expect(maskNationalNumbers('kbo 0123456789')).toBe('kbo 0123456789');
    expect(maskNationalNumbers('"time":1732252800000')).toBe('"time":1732252800000');
    expect(maskNationalNumbers('123456789012')).toBe('123456789012');
  });

  it('leaves ISO timestamps and correlation ids alone', () => {
    const line =
      '{"time":"2026-11-22T05:31:13.123Z","reqId":"7f0c2a9e-4b1d-4c1e-9f4e-2a6b1c3d4e5f"}';
    expect(maskNationalNumbers(line)).toBe(line);
  });
});
