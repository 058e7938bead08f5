// The health attestation screens over HTTP, against the built portal and its embedded backend on a
// fresh PostgreSQL database whose legal log the test reads, as frank.willems uses them under his
// profile Attesten: the searches in the URL (by number, by name with a year-only birth date, with
// filters, sorted and paged), one certificate with its blocks, its PDF made and downloaded, sending
// it and each refusal of the source with its reason and reference, recreating a person's
// certificates, the one-dose rule, and the CTPC search (a valid and an invalid code) and screen.
// The subjects are the source's featured ones (docs/demo-data.md, health attestations).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText, isPdf } from '../support/pdf-text';
import { startPortalWithLegalLog, type PortalWithLegalLog } from '../support/portal-with-legal-log';

const agnes = {
  insz: '30112131454',
  typed: '30.11.21-314.54',
  vaccination: '2ff295a9-7782-44ed-a61c-4cedd5b238c4',
};
const wout = { insz: '01032863551', certificate: 'bc314bf4-bc83-4199-9486-34423ce161f3' };
const giuseppe = { lastName: 'Esposito', firstName: 'Giuseppe' };
const refusals = {
  suspended: '60c7e8f6-890c-4055-8f16-c32986e8f6ef',
  recentlySent: '226013c8-22d4-4865-90c5-fc450ca4d64b',
  notInRegister: '844cd2eb-23ac-471f-89ef-a822c736362b',
  noAddress: '46994168-71a9-459e-9735-1dab5563c2e6',
  abroad: 'bd5163e1-449c-4847-a534-fc01f5ff43f3',
};
const kristel = { insz: '54101439402', typed: '54.10.14-394.02' };
const juliette = { insz: '00080949893', recovery: 'a30ebe60-2620-41fe-be05-4308fe4d15a8' };
const febeCode = { code: 'BU4NWUWZMA1VOKBR', id: '1b97888d-f9c5-4f1c-8cbe-770f2370070f' };
const didier = { id: '99ba21f7-85a5-4f35-8732-f3a1fba0e8c3' };

let portal: PortalWithLegalLog;

beforeAll(async () => {
  portal = await startPortalWithLegalLog({
    login: 'frank.willems',
    roleKey: 'Attesten',
    hashSecret: 'portal-health-attestation-hash-secret-long',
  });
}, 120_000);

afterAll(async () => {
  await portal?.stop();
});

async function get(path: string) {
  const response = await portal.get(path);
  return { response, status: response.status, body: await response.text() };
}

/** Posts a form and follows the redirect, as a browser does: the page with its banner. */
async function post(path: string, form: Record<string, string>) {
  const response = await portal.post(path, new URLSearchParams(form));
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) {
    return { status: response.status, location: null, body: await response.text() };
  }
  const next = await get(location);
  return { status: response.status, location, body: next.body };
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');

/** The text of a page's result table only (after its caption's row count). */
const tableOf = (html: string) => textOf(html).split(/Rijen \d+–\d+ van \d+/)[1] ?? '';

const logLength = async () => (await portal.legalLog()).length;
async function entriesAfter(count: number) {
  return (await portal.legalLog()).slice(count).map(({ operation, subject }) => ({
    operation,
    subject,
  }));
}

/** The ids of the certificates a result page links to, in its order. */
const linkedCertificates = (html: string) =>
  [...html.matchAll(/href="\/attesten\/([0-9a-f-]{36})\?/g)].map((match) => match[1]);

describe('the attestation search', () => {
  it('lists a person’s certificates by number, newest first, with one entry; again, none', async () => {
    const before = await logLength();
    const path = `/attesten?zoekwijze=insz&insz=${encodeURIComponent(agnes.typed)}`;
    const { status, body } = await get(path);
    expect(status).toBe(200);
    expect(textOf(body)).toContain('6 attesten gevonden');
    expect(linkedCertificates(body)).toHaveLength(6);
    const text = textOf(body);
    expect(text).toContain('Vaccinatiecertificaat (vac)');
    expect(text).toContain('Testcertificaat (tst)');
    expect(text).toContain('Herstelcertificaat (rec)');
    expect(await entriesAfter(before)).toEqual([
      { operation: 'healthAttestationSearch', subject: agnes.insz },
    ]);
    await get(path);
    expect(await logLength()).toBe(before + 1);
  });

  it('sorts and pages with links that keep every filter', async () => {
    const path = `/attesten?zoekwijze=insz&insz=${agnes.insz}&soort=tst&soort=rec`;
    const { body } = await get(path);
    expect(textOf(body)).toContain('4 attesten gevonden');
    // The filter's own boxes name every type; the table names only those asked.
    expect(tableOf(body)).not.toContain('Vaccinatiecertificaat');
    // The type column's sort link carries the filters.
    const sortLink = /href="(\/attesten\?[^"]*orderBy=TYPE[^"]*)"/.exec(body)?.[1];
    expect(sortLink?.replaceAll('&amp;', '&')).toMatch(/soort=tst&soort=rec/);
    const sorted = await get(sortLink?.replaceAll('&amp;', '&').replace(/#.*$/, '') ?? '');
    expect(sorted.body).toContain('aria-sort="ascending"');
    // Sorted on the type the other way round: the tests first, the recovery (newest) last.
    const descending = /href="(\/attesten\?[^"]*orderBy=TYPE&amp;order=Desc[^"]*)"/.exec(
      sorted.body,
    )?.[1];
    const reversed = await get(descending?.replaceAll('&amp;', '&').replace(/#.*$/, '') ?? '');
    expect(reversed.body).toContain('aria-sort="descending"');
    const table = tableOf(reversed.body);
    expect(table.indexOf('Testcertificaat')).toBeLessThan(table.indexOf('Herstelcertificaat'));
    expect(table).toContain('Testcertificaat');
  });

  it('pages through a long list with links that keep the filters, without overlap', async () => {
    // Only the data the test needs: Wout Buyse's certificates recreated until they fill two pages.
    for (let round = 0; round < 3; round += 1) {
      await portal.post(
        `/attesten/${wout.certificate}?bron=ATTESTEN`,
        new URLSearchParams({ actie: 'hermaak', insz: wout.insz, intrekken: 'nee' }),
      );
    }
    const search = `/attesten?zoekwijze=insz&insz=${wout.insz}&soort=vac&soort=tst&soort=rec`;
    const first = await get(search);
    const total = Number(/(\d+) attesten gevonden/.exec(textOf(first.body))?.[1]);
    expect(total).toBeGreaterThan(20);
    const firstIds = linkedCertificates(first.body);
    expect(firstIds).toHaveLength(20);
    const next = /href="(\/attesten\?[^"]*skip=20[^"]*)"/
      .exec(first.body)?.[1]
      ?.replaceAll('&amp;', '&');
    expect(next).toMatch(/soort=vac&soort=tst&soort=rec/);
    const second = await get(next?.replace(/#.*$/, '') ?? '');
    const secondIds = linkedCertificates(second.body);
    expect(secondIds).toHaveLength(total - 20);
    expect(secondIds.filter((id) => firstIds.includes(id))).toEqual([]);
    expect(textOf(second.body)).toContain(`Rijen 21–${total} van ${total}`);
  });

  it('finds a holder known by birth year only with the year, not with a full date', async () => {
    const byYear = await get(
      `/attesten?zoekwijze=naam&achternaam=${giuseppe.lastName}&voornaam=${giuseppe.firstName}&geboortedatum.year=1939`,
    );
    expect(byYear.status).toBe(200);
    expect(textOf(byYear.body)).toContain('3 attesten gevonden');
    const byDate = await get(
      `/attesten?zoekwijze=naam&achternaam=${giuseppe.lastName}&voornaam=${giuseppe.firstName}&geboortedatum.day=23&geboortedatum.month=04&geboortedatum.year=1939`,
    );
    expect(textOf(byDate.body)).toContain(
      'Er zijn geen attesten die aan deze zoekopdracht voldoen.',
    );
    const monthOnly = await get(
      `/attesten?zoekwijze=naam&achternaam=${giuseppe.lastName}&voornaam=${giuseppe.firstName}&geboortedatum.month=04&geboortedatum.year=1939`,
    );
    expect(monthOnly.status).toBe(400);
    expect(textOf(monthOnly.body)).toContain(
      'Geboortedatum: vul een volledige datum in, of alleen het jaar',
    );
  });

  it('opens the only match directly, with the way back to its one-row list', async () => {
    const { response, status } = await get(
      `/attesten?zoekwijze=insz&insz=${juliette.insz}&soort=rec&status=ACTIVE`,
    );
    expect(status).toBe(302);
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(
      new RegExp(`^/attesten/${juliette.recovery}\\?bron=ATTESTEN&resultaten=`),
    );
    expect(decodeURIComponent(location)).toContain('lijst=1');
  });

  it('shows a mistake on its field, with nothing asked', async () => {
    const before = await logLength();
    const invalid = await get(
      '/attesten?zoekwijze=insz&insz=30.11.21-314.55&uitgereiktVanaf=31.02.2021',
    );
    expect(invalid.status).toBe(400);
    const text = textOf(invalid.body);
    expect(text).toContain('Rijksregisternummer: het controlegetal klopt niet');
    expect(text).toContain('Uitgereikt vanaf:');
    expect(await logLength()).toBe(before);
  });
});

describe('one certificate', () => {
  it('shows its blocks, the technical identity included, with one entry', async () => {
    const before = await logLength();
    const { status, body } = await get(`/attesten/${agnes.vaccination}?bron=ATTESTEN`);
    expect(status).toBe(200);
    const text = textOf(body);
    expect(text).toContain('Vaccinatiecertificaat');
    expect(text).toContain('Agnes Van Goethem');
    for (const block of [
      'Attest',
      'Persoon',
      'Vaccinatie',
      'Technische gegevens',
      'Document',
      'Versturen',
      'Historiek',
    ]) {
      expect(body).toMatch(new RegExp(`<h2[^>]*>${block}</h2>`));
    }
    expect(text).toMatch(/URN:UVCI:01:BE:/);
    expect(await entriesAfter(before)).toEqual([
      { operation: 'healthAttestationBlocks', subject: agnes.insz },
    ]);
  });

  it('answers an id that cannot exist or that nobody has with the no-result panel', async () => {
    const nonsense = await get('/attesten/abc?bron=ATTESTEN');
    expect(nonsense.status).toBe(404);
    const unknown = await get('/attesten/00000000-0000-4000-8000-000000000000?bron=ATTESTEN');
    expect(unknown.status).toBe(404);
    expect(textOf(unknown.body)).toContain('Dit attest bestaat niet (meer) bij de attestendienst.');
  });

  it('makes its PDF, which downloads with the person’s name in it', async () => {
    const made = await post(`/attesten/${agnes.vaccination}?bron=ATTESTEN`, { actie: 'genereer' });
    expect(made.status).toBe(302);
    expect(textOf(made.body)).toContain('PDF aangemaakt');
    const link = /href="(\/api\/attesten\/document\?[^"]+)"/
      .exec(made.body)?.[1]
      ?.replaceAll('&amp;', '&');
    expect(link).toBe(`/api/attesten/document?soort=attest&id=${agnes.vaccination}`);
    const before = await logLength();
    const pdf = await portal.get(link ?? '');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(isPdf(bytes)).toBe(true);
    expect(await pdfText(bytes)).toContain('Agnes Van Goethem');
    expect(await entriesAfter(before)).toEqual([
      { operation: 'healthAttestationDownloadDocument', subject: agnes.insz },
    ]);
  });

  it('sends it once; again within three days is refused with the reason and a reference', async () => {
    const sent = await post(`/attesten/${wout.certificate}?bron=ATTESTEN`, { actie: 'verstuur' });
    expect(textOf(sent.body)).toMatch(
      /Het attest is per brief verstuurd op .*Referentie-ID: [0-9a-f-]{36}\./,
    );
    const again = await post(`/attesten/${wout.certificate}?bron=ATTESTEN`, { actie: 'verstuur' });
    const text = textOf(again.body);
    expect(text).toContain('Attest niet verzonden');
    expect(text).toContain(
      'Dit attest werd recent verzonden. U kunt het binnen maximaal 3 dagen opnieuw versturen.',
    );
    expect(text).toMatch(/Referentie-ID: [0-9a-f-]{16,}\./);
  });

  it('names each refusal of the source', async () => {
    const reasons: [string, string][] = [
      [refusals.suspended, 'Het attest is opgeschort. Probeer het later opnieuw.'],
      [refusals.recentlySent, 'Dit attest werd recent verzonden.'],
      [refusals.notInRegister, 'De persoon kon niet opgehaald worden uit het rijksregister.'],
      [refusals.noAddress, 'Er is geen adres gevonden voor deze persoon.'],
      [refusals.abroad, 'Het adres van deze persoon is ongeldig voor een brief.'],
    ];
    for (const [id, reason] of reasons) {
      const answer = await post(`/attesten/${id}?bron=ATTESTEN`, { actie: 'verstuur' });
      expect(textOf(answer.body), id).toContain(reason);
    }
  });

  it('sends the person’s latest certificate from any of theirs', async () => {
    const answer = await post(`/attesten/${agnes.vaccination}?bron=ATTESTEN`, {
      actie: 'verstuurLaatste',
      insz: agnes.insz,
    });
    expect(textOf(answer.body)).toContain('Attest verstuurd');
  });

  it('recreates after the confirmation: keeping or revoking the existing certificates', async () => {
    const confirmation = await get(`/attesten/${juliette.recovery}?bron=ATTESTEN&hermaken=1`);
    expect(textOf(confirmation.body)).toContain('Wat gebeurt er met de bestaande attesten?');
    // The choice is made to begin with (keep); a post without it is none the screen sends: refused
    // before the source is asked or the certificate read again.
    const keep = /<input[^>]*id="recreate-nee"[^>]*>/.exec(confirmation.body)?.[0];
    expect(keep).toContain('checked');
    const before = await logLength();
    const unchosen = await portal.post(
      `/attesten/${juliette.recovery}?bron=ATTESTEN&hermaken=1`,
      new URLSearchParams({ actie: 'hermaak', insz: juliette.insz }),
    );
    expect(unchosen.status).toBe(400);
    const tampered = await portal.post(
      `/attesten/${juliette.recovery}?bron=ATTESTEN&hermaken=1`,
      new URLSearchParams({ actie: 'hermaak', insz: '1234', intrekken: 'ja' }),
    );
    expect(tampered.status).toBe(400);
    expect(await logLength()).toBe(before);
    const kept = await post(`/attesten/${juliette.recovery}?bron=ATTESTEN`, {
      actie: 'hermaak',
      insz: juliette.insz,
      intrekken: 'nee',
    });
    expect(kept.location).toMatch(/^\/attesten\?zoekwijze=insz&insz=00\.08\.09-498\.93/);
    expect(textOf(kept.body)).toMatch(/\d+ attesten opnieuw aangemaakt; 0 bestaande ingetrokken\./);
    const revoked = await post(`/attesten/${juliette.recovery}?bron=ATTESTEN`, {
      actie: 'hermaak',
      insz: juliette.insz,
      intrekken: 'ja',
    });
    expect(textOf(revoked.body)).toMatch(
      /\d+ attesten opnieuw aangemaakt; [1-9]\d* bestaande ingetrokken\./,
    );
  });

  it('refuses a post the screen never sends', async () => {
    const odd = await portal.post(
      `/attesten/${agnes.vaccination}?bron=ATTESTEN`,
      new URLSearchParams({ actie: 'wis' }),
    );
    expect(odd.status).toBe(400);
  });
});

describe('one dose required', () => {
  it('shows the rule by number and changes it, each a legal-log entry', async () => {
    const before = await logLength();
    const shown = await get(`/attesten/eendosisvereist?insz=${encodeURIComponent(kristel.typed)}`);
    expect(shown.status).toBe(200);
    expect(textOf(shown.body)).toMatch(/Eén dosis vereist Ja/);
    const changed = await post(`/attesten/eendosisvereist?insz=${kristel.insz}`, {
      insz: kristel.insz,
      eenDosis: 'nee',
    });
    expect(textOf(changed.body)).toContain(
      `Voor ${kristel.typed} geldt voortaan het gewone aantal dosissen.`,
    );
    expect(textOf(changed.body)).toMatch(/Eén dosis vereist Nee/);
    expect((await entriesAfter(before)).map((entry) => entry.operation)).toEqual([
      'healthAttestationGetOneDoseRequired',
      'healthAttestationSetOneDoseRequired',
      'healthAttestationGetOneDoseRequired',
    ]);
  });

  it('says a person the register does not know is not found', async () => {
    const unknown = await get('/attesten/eendosisvereist?insz=58042399942');
    expect(unknown.status).toBe(404);
    expect(textOf(unknown.body)).toContain('Deze persoon is niet gekend in het rijksregister.');
  });
});

describe('the CTPC search', () => {
  it('opens the code’s only match; an invalid code is named on its field', async () => {
    const hit = await get(`/attesten?zoekwijze=ctpc&code=${febeCode.code.toLowerCase()}`);
    expect(hit.status).toBe(302);
    expect(hit.response.headers.get('location')).toMatch(
      new RegExp(`^/ctpc/${febeCode.id}\\?bron=ATTESTEN`),
    );
    const invalid = await get('/attesten?zoekwijze=ctpc&code=BU4NWUWZMA1VOKB');
    expect(invalid.status).toBe(400);
    expect(textOf(invalid.body)).toContain(
      'CTPC-code: gelieve een geldige CTPC-code op te geven: 16 letters of cijfers',
    );
  });

  it('finds a code by name and birth date, and shows it with its tests and its PDF', async () => {
    const byName = await get(
      '/attesten?zoekwijze=ctpc&achternaam=Claeys&voornaam=Didier&geboortedatum.day=24&geboortedatum.month=04&geboortedatum.year=1973',
    );
    expect(byName.response.headers.get('location')).toMatch(new RegExp(`^/ctpc/${didier.id}`));
    const screen = await get(`/ctpc/${febeCode.id}?bron=ATTESTEN`);
    expect(screen.status).toBe(200);
    expect(textOf(screen.body)).toContain(febeCode.code);
    expect(textOf(screen.body)).toContain('Testcertificaten met deze code');
    const made = await post(`/ctpc/${febeCode.id}?bron=ATTESTEN`, { actie: 'genereer' });
    expect(textOf(made.body)).toContain('PDF aangemaakt');
    const pdf = await portal.get(`/api/attesten/document?soort=ctpc&id=${febeCode.id}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain('Febe Borremans');
  });
});
