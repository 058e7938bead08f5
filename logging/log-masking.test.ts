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

  it('masks a number written with percent-escapes, as a browser may send it', () => {
    for (const path of [
      '/persoon/insz/%36%30%31%31%31%38%34%32%32%38%34',
      '/persoon/insz/60%2E11%2E18%2D422%2E84',
      '/persoon/insz/601118%20422%2084',
      '/persoon/insz/60%2e11%2e18%2d422%2e84',
      '/persoon/insz/60%C2%A011%E2%80%AF18%09422%0A84',
      '/persoon/insz/60.11.18-422.84',
      '/persoon/insz/6%200%201%201%201%208%204%202%202%208%204',
      '/persoon?insz=60+11+18+422+84&x=1',
    ]) {
      const line = `{"req":{"url":"${path}"}}`;
      const masked = maskNationalNumbers(line);
      expect(masked, path).toContain(maskedNationalNumber);
      expect(decodeURIComponent(masked.replace(/\+/g, ' ')).replace(/\D/g, ''), path).not.toContain(
        '60111842284',
      );
    }
    expect(maskNationalNumbers('/persoon/insz/%36%30%31%31%31%38%34%32%32%38%34?a=1')).toBe(
      `/persoon/insz/${maskedNationalNumber}?a=1`,
    );
  });

  it('masks a number behind JSON escapes', () => {
    expect(maskNationalNumbers('{"msg":"60\\t11\\u00a018 422 84"}')).toBe(
      `{"msg":"${maskedNationalNumber}"}`,
    );
  });

  it('survives malformed percent-encoding without throwing', () => {
    for (const text of ['%', '%E0%A4%A', '%zz85073003361', '%C2', '%FF%FE', '100%', '%%36%']) {
      expect(() => maskNationalNumbers(text), text).not.toThrow();
    }
    expect(maskNationalNumbers('%zz/85073003361%')).toBe(`%zz/${maskedNationalNumber}%`);
    expect(maskNationalNumbers('%E0%A4%A/85073003361')).toBe(`%E0%A4%A/${maskedNationalNumber}`);
  });

  it('masks a number next to a date, not swallowed by it', () => {
    expect(maskNationalNumbers('2026-11-22 85073003361')).toBe(
      `2026-11-22 ${maskedNationalNumber}`,
    );
  });

  it('leaves digits inside identifiers alone', () => {
    for (const line of [
      '{"reqId":"23b05c7b-d9e2-4d12-3456-78901ee11f54"}',
      '{"reqId":"12345678-1234-1234-1234-123456789012"}',
      '{"id":"a85073003361"}',
      '{"id":"85073003361f"}',
      '{"hash":"0e85073003361ab"}',
      '{"id":"req_85073003361"}',
    ]) {
      expect(maskNationalNumbers(line)).toBe(line);
    }
  });
});
