import { describe, expect, it } from 'vitest';
import { headerText, headerTexts, headerValues } from './http';
import {
  checkOrganisation,
  checkSort,
  checkSubject,
  checkUser,
  filtersAsJson,
  filtersOfHeaders,
  legalLogFilterHeaders,
  legalLogFiltersJson,
  legalLogSearchHeaders,
  normaliseSubject,
  pageOfHeaders,
} from './legal-log-filters';

/** The issues of headers as the backend parses them: the header each names and its message. */
function issuesOf(headers: Record<string, string>) {
  const parsed = legalLogSearchHeaders.safeParse(headers);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('header texts', () => {
  it('percent-encodes each value and joins a list with commas', () => {
    expect(headerText(['Insz:85073003328', 'PersoonsIdentificatie:Dupont, Élise'])).toBe(
      'Insz%3A85073003328,PersoonsIdentificatie%3ADupont%2C%20%C3%89lise',
    );
    expect(headerText(20)).toBe('20');
    expect(headerText('tijdstip:Desc')).toBe('tijdstip%3ADesc');
  });

  it('decodes every value again, and refuses broken percent-encoding', () => {
    expect(headerValues(headerText(['a,b', 'é', ' c ']))).toEqual(['a,b', 'é', ' c ']);
    // A proxy that joins repeated headers puts a blank after the comma.
    expect(headerValues('a, b')).toEqual(['a', 'b']);
    expect(headerValues('%E0%A4')).toBeNull();
  });

  it('leaves out absent values and empty lists, and lower-cases the names', () => {
    expect(
      headerTexts({ startDatum: '2025-01-01T00:00:00Z', operaties: [], register: undefined }),
    ).toEqual({ startdatum: '2025-01-01T00%3A00%3A00Z' });
  });
});

describe('the subjects of a filter', () => {
  it.each([
    ['Insz:85073003328', { type: 'Insz', waarde: '85073003328' }],
    ['Insz:85.07.30-033.28', { type: 'Insz', waarde: '85073003328' }],
    // Born in 2001: the check digits over 2 and the first nine.
    ['Insz:01010100918', { type: 'Insz', waarde: '01010100918' }],
    // A BIS number: the month raised by 40, the day unknown.
    ['Insz:85470000176', { type: 'Insz', waarde: '85470000176' }],
    ['KboNummer:0403.170.701', { type: 'KboNummer', waarde: '0403170701' }],
    ['CapaKey:12345a0678/00b000', { type: 'CapaKey', waarde: '12345A0678/00B000' }],
    ['CapaKey:12345A0678-00B000', { type: 'CapaKey', waarde: '12345A0678/00B000' }],
    ['Nrplaat:1-abc-123', { type: 'Nrplaat', waarde: '1ABC123' }],
    [
      'PersoonsIdentificatie:  Peeters   An ',
      { type: 'PersoonsIdentificatie', waarde: 'peeters an' },
    ],
  ])('takes %s', (text, subject) => {
    expect(checkSubject(text)).toEqual({ ok: true, value: subject });
  });

  it.each([
    [
      '85073003328',
      'must be Kind:value, the kind one of Insz, PersoonsIdentificatie, CapaKey, Nrplaat, KboNummer',
    ],
    [
      'Rijksregister:85073003328',
      'must be Kind:value, the kind one of Insz, PersoonsIdentificatie, CapaKey, Nrplaat, KboNummer',
    ],
    ['Insz:8507300332', 'Insz must be 11 digits'],
    ['Insz:8507300332x', 'Insz must be 11 digits'],
    ['Insz:85073003329', 'Insz check digits do not match'],
    // Month 13 with valid check digits.
    ['Insz:85130100102', 'Insz holds no possible birth date'],
    ['KboNummer:2403170701', 'KboNummer must be 10 digits, the first 0 or 1'],
    ['KboNummer:0403170702', 'KboNummer check digits do not match'],
    ['CapaKey:12345A0678', 'CapaKey must be a capakey such as 12345A0678/00B000'],
    ['Nrplaat:ABCDEF', 'Nrplaat must be a Belgian plate: 2 to 8 letters and digits, one a digit'],
    [
      'Nrplaat:1-ABC-12345',
      'Nrplaat must be a Belgian plate: 2 to 8 letters and digits, one a digit',
    ],
    ['PersoonsIdentificatie:   ', 'PersoonsIdentificatie must be 1 to 200 characters'],
  ])('refuses %s', (text, message) => {
    expect(checkSubject(text)).toEqual({ ok: false, message });
  });

  it('normalises a subject the same way for an entry and a filter', () => {
    expect(normaliseSubject('Insz', '85.07.30-033.28')).toBe('85073003328');
    expect(normaliseSubject('Nrplaat', '1 abc·123')).toBe('1ABC123');
    expect(normaliseSubject('PersoonsIdentificatie', 'Peeters\tAn')).toBe('peeters an');
  });
});

describe('users, organisations and the sort', () => {
  it('takes a user by subject, and refuses one by national number', () => {
    expect(checkUser('GebruikersIdentificatie:demo-bart.claes')).toEqual({
      ok: true,
      value: 'demo-bart.claes',
    });
    expect(checkUser('demo-bart.claes')).toEqual({ ok: true, value: 'demo-bart.claes' });
    expect(checkUser('Insz:75093001742')).toEqual({
      ok: false,
      message:
        'a user cannot be found by national number: the log names users by their subject (GebruikersIdentificatie:<subject>)',
    });
  });

  it('takes an organisation by code or name, and refuses one by enterprise number', () => {
    expect(checkOrganisation('OVO100002')).toEqual({
      ok: true,
      value: { soort: 'OvoCode', waarde: 'OVO100002' },
    });
    expect(checkOrganisation('OvoCode:OVO100002')).toEqual({
      ok: true,
      value: { soort: 'OvoCode', waarde: 'OVO100002' },
    });
    expect(checkOrganisation('CommonName:OCMW Zonnedorp')).toEqual({
      ok: true,
      value: { soort: 'CommonName', waarde: 'OCMW Zonnedorp' },
    });
    expect(checkOrganisation('KboNummer:0403170701')).toEqual({
      ok: false,
      message:
        'an organisation cannot be found by enterprise number: name it by OvoCode or CommonName',
    });
    expect(checkOrganisation('Zonnedorp')).toEqual({
      ok: false,
      message: 'must be an organisation code (OVO and six digits), OvoCode:… or CommonName:…',
    });
  });

  it('takes a sort field with its direction', () => {
    expect(checkSort('gebruiker:Asc')).toEqual({
      ok: true,
      value: { veld: 'gebruiker', richting: 'Asc' },
    });
    expect(checkSort('naam:Asc')).toEqual({
      ok: false,
      message: 'must be tijdstip, gebruiker, organisatie, operatie, register, then :Asc or :Desc',
    });
    expect(checkSort('tijdstip')).toMatchObject({ ok: false });
  });
});

describe('the search headers', () => {
  it('parses every filter from its header, and gives the default page', () => {
    const headers = headerTexts({
      correlationId: 'abc-123',
      tracingId: 'AB9D5C3E-1111-4222-8333-444455556666',
      register: 'RR',
      finaliteiten: ['Dossier 1, bis', 'Été'],
      operaties: ['geefPersoon'],
      gebruikers: ['GebruikersIdentificatie:demo-bart.claes'],
      startDatum: '2025-03-01T08:00:00+01:00',
      eindDatum: '2025-03-02T08:00:00Z',
      onderwerpen: ['Insz:85073003328', 'KboNummer:0403170701'],
      organisaties: ['OVO100002'],
    });
    const parsed = legalLogSearchHeaders.parse(headers);
    expect(filtersOfHeaders(parsed)).toEqual({
      correlationId: 'abc-123',
      tracingId: 'ab9d5c3e-1111-4222-8333-444455556666',
      register: 'RR',
      finaliteiten: ['Dossier 1, bis', 'Été'],
      operaties: ['geefPersoon'],
      gebruikers: ['demo-bart.claes'],
      startDatum: '2025-03-01T07:00:00.000Z',
      eindDatum: '2025-03-02T08:00:00.000Z',
      onderwerpen: [
        { type: 'Insz', waarde: '85073003328' },
        { type: 'KboNummer', waarde: '0403170701' },
      ],
      organisaties: [{ soort: 'OvoCode', waarde: 'OVO100002' }],
    });
    expect(pageOfHeaders(parsed)).toEqual({
      limit: 20,
      offset: 0,
      sortering: { veld: 'tijdstip', richting: 'Desc' },
    });
    expect(
      pageOfHeaders(
        legalLogSearchHeaders.parse({ limit: '100', offset: '999', sortering: 'operatie%3AAsc' }),
      ),
    ).toEqual({
      limit: 100,
      offset: 999,
      sortering: { veld: 'operatie', richting: 'Asc' },
    });
  });

  it.each([
    [{ onderwerpen: 'Insz%3A85073003329' }, 'onderwerpen', 'Insz check digits do not match'],
    [{ onderwerpen: '%E0%A4' }, 'onderwerpen', 'must be percent-encoded text (encodeURIComponent)'],
    [{ onderwerpen: 'Insz%3A85073003328,' }, 'onderwerpen', 'must not hold an empty value'],
    [
      { operaties: Array.from({ length: 21 }, (_, index) => `op${index}`).join(',') },
      'operaties',
      'must hold at most 20 values',
    ],
    [{ register: 'RR,KSZ' }, 'register', 'must be one value'],
    [{ register: 'R R' }, 'register', 'must be a source code of 1 to 20 letters and digits'],
    [{ correlationid: 'a%20b' }, 'correlationid', 'must be 1 to 200 visible characters'],
    [
      { tracingid: 'abc' },
      'tracingid',
      'must be an entry reference: a UUID, or the number of an entry without one',
    ],
    [{ finaliteiten: '%0A' }, 'finaliteiten', 'must be 1 to 100 characters'],
    [
      { gebruikers: 'Insz%3A75093001742' },
      'gebruikers',
      expect.stringContaining('national number'),
    ],
    [
      { organisaties: 'KboNummer%3A0403170701' },
      'organisaties',
      expect.stringContaining('enterprise number'),
    ],
    [
      { startdatum: '2025-03-01T08%3A00%3A00' },
      'startdatum',
      'must be an ISO date-time with its offset, such as 2025-03-01T08:00:00+01:00',
    ],
    [
      { startdatum: '2025-03-02T00%3A00%3A00Z', einddatum: '2025-03-01T00%3A00%3A00Z' },
      'einddatum',
      'must not be before startdatum',
    ],
    [{ limit: '0' }, 'limit', 'must be a whole number from 1 to 100'],
    [{ limit: '101' }, 'limit', 'must be a whole number from 1 to 100'],
    [{ limit: '1.5' }, 'limit', 'must be a whole number from 1 to 100'],
    [{ offset: '1000' }, 'offset', 'must be a whole number from 0 to 999'],
    [{ offset: '-1' }, 'offset', 'must be a whole number from 0 to 999'],
    [
      { sortering: 'tijdstip%3Aup' },
      'sortering',
      'must be tijdstip, gebruiker, organisatie, operatie, register, then :Asc or :Desc',
    ],
  ])('refuses %j naming the header', (headers, header, message) => {
    expect(issuesOf(headers)).toEqual([[header, message]]);
  });

  it('takes the same end as start, and the verification takes no page', () => {
    const moment = '2025-03-01T00%3A00%3A00Z';
    expect(issuesOf({ startdatum: moment, einddatum: moment })).toEqual([]);
    expect(legalLogFilterHeaders.parse({ limit: '5' })).toEqual({});
  });
});

describe('the filters as JSON', () => {
  it('takes lists as arrays and gives the same filters as the headers', () => {
    const filters = legalLogFiltersJson.parse({
      onderwerpen: ['Insz:85.07.30-033.28'],
      gebruikers: ['demo-an.peeters'],
      startDatum: '2025-03-01T08:00:00+01:00',
    });
    expect(filters).toEqual({
      onderwerpen: [{ type: 'Insz', waarde: '85073003328' }],
      gebruikers: ['demo-an.peeters'],
      startDatum: '2025-03-01T07:00:00.000Z',
    });
    expect(legalLogFiltersJson.parse(filtersAsJson(filters))).toEqual(filters);
  });

  it('refuses a bad value naming its field, and fields it does not know', () => {
    const parsed = legalLogFiltersJson.safeParse({
      onderwerpen: ['Insz:1'],
      onbekend: 'x',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual(
      expect.arrayContaining([['onderwerpen', 'Insz must be 11 digits']]),
    );
  });
});
