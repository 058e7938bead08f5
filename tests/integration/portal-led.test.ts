// The learning and experience proof screens over HTTP, against the built portal and its embedded
// backend on a fresh PostgreSQL database whose legal log the test reads, as frank.willems uses
// them under his LED profile: the search in the URL (to the person's proofs; a person without
// proofs as the no-result panel), the proofs and one proof with its metadata, the metadata as a
// workbook, adding a proof (valid, refused by the form's rules, for an unknown person, a period
// more without JavaScript, the same form sent twice) and removing one after its confirmation page
// (a proof changed meanwhile is not removed). Each consultation and change is one legal-log
// entry. The people are the LED source's featured ones (docs/demo-data.md).
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortalWithLegalLog, type PortalWithLegalLog } from '../support/portal-with-legal-log';

const rita = {
  insz: '60111842284',
  typed: '60.11.18-422.84',
  name: 'Rita Anne-Marie Wuyts',
  welder: 'a272d8a3-a590-42a3-8f30-f12e20e48232',
  cancelled: 'fd5d2c7f-f65a-4d5f-a5ea-8d4d2833b8b0',
};
const christine = { insz: '74031324072', typed: '74.03.13-240.72' };
/** Known to the population, without any proof. */
const agnes = { insz: '30112131454', typed: '30.11.21-314.54' };
/** A valid number nobody has. */
const nobody = '85073003328';

let portal: PortalWithLegalLog;

beforeAll(async () => {
  portal = await startPortalWithLegalLog({
    login: 'frank.willems',
    roleKey: 'Led',
    hashSecret: 'portal-led-hash-secret-long-enough',
  });
}, 120_000);

afterAll(async () => {
  await portal?.stop();
});

async function get(path: string) {
  const response = await portal.get(path);
  return { response, status: response.status, body: await response.text() };
}

/** A page's text without its markup: a code value's label and code sit in elements of their own. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, '').replaceAll('&#x27;', "'");

async function entriesAfter(count: number) {
  return (await portal.legalLog()).slice(count).map(({ operation, outcome, subject, source }) => ({
    operation,
    outcome,
    subject,
    source,
  }));
}

const logLength = async () => (await portal.legalLog()).length;

/** The add form's fields for a valid proof of `insz`, issued 15.05.2020 and valid from then on. */
function proofForm(insz: string, overrides: Record<string, string> = {}) {
  return new URLSearchParams({
    insz,
    categorie: 'BK',
    bewijstype: 'BEROEPSKWALIFICATIE',
    bewijsstaat: 'EIND',
    titel: 'Beroepskwalificatie Heftruckchauffeur',
    studierichting: '',
    'instelling.naam': 'Fictief opleidingscentrum Rivierstad',
    'instelling.nummer': '',
    instantie: 'VDAB',
    niveau: '2',
    'uitreikingsdatum.day': '15',
    'uitreikingsdatum.month': '05',
    'uitreikingsdatum.year': '2020',
    'geldigheidsperiodes[0].begin.day': '15',
    'geldigheidsperiodes[0].begin.month': '05',
    'geldigheidsperiodes[0].begin.year': '2020',
    ...overrides,
  });
}

/** The add form's idempotency key, as a fresh rendering of the form gives it. */
async function idempotencyKey() {
  const { body } = await get('/leer_en_ervaring/toevoegen');
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(body)?.[1];
  if (!key) throw new Error('no idempotency key on the add form');
  return key;
}

describe('the search', () => {
  it('sends a valid number on to the person’s proofs, and shows an invalid one on its form', async () => {
    const before = await logLength();
    const hit = await get(`/leer_en_ervaring?insz=${encodeURIComponent(rita.typed)}`);
    expect(hit.status).toBe(302);
    expect(hit.response.headers.get('location')).toBe(`/leer_en_ervaring/${rita.insz}?bron=LED`);
    const english = await get(`/en/learning_and_experience?insz=${rita.insz}&reference=R-1`);
    expect(english.response.headers.get('location')).toBe(
      `/en/learning_and_experience/${rita.insz}?bron=LED&referentie=R-1`,
    );
    const invalid = await get('/leer_en_ervaring?insz=60.11.18-422.85');
    expect(invalid.status).toBe(400);
    expect(invalid.body).toContain('Rijksregisternummer (INSZ): het controlegetal klopt niet');
    // Nothing was asked of the source yet.
    expect(await entriesAfter(before)).toEqual([]);
  });

  it('offers a role that may register the ways to add proofs', async () => {
    const { status, body } = await get('/leer_en_ervaring');
    expect(status).toBe(200);
    expect(body).toContain('href="/leer_en_ervaring/toevoegen"');
    expect(body).toContain('href="/leer_en_ervaring/toevoegen/via_bestand"');
  });
});

describe('a person’s proofs', () => {
  it('lists the registered proofs, newest first, each linking to its detail, with one entry', async () => {
    const before = await logLength();
    const { status, body } = await get(`/leer_en_ervaring/${rita.insz}?bron=LED`);
    expect(status).toBe(200);
    expect(body).toContain(`Bewijzen van ${rita.name}`);
    const text = textOf(body);
    expect(text).toContain('Certificaat Lasser TIG');
    expect(text.indexOf('Certificaat Lasser TIG')).toBeLessThan(
      text.indexOf('Diploma van secundair onderwijs'),
    );
    // The cancelled proof is no longer given.
    expect(text).not.toContain('Deelcertificaat Elektrische installaties');
    expect(text).toContain('Geregistreerd (1)');
    expect(body).toContain(`href="/leer_en_ervaring/${rita.insz}/${rita.welder}?bron=LED"`);
    expect(body).toContain(`href="/leer_en_ervaring/toevoegen?insz=${rita.insz}"`);
    expect(await entriesAfter(before)).toEqual([
      { operation: 'geefBewijs', outcome: 'gevonden', subject: rita.insz, source: 'LED' },
    ]);
  });

  it('shows the no-result panel for a person without proofs and for an unknown number', async () => {
    const before = await logLength();
    const none = await get(`/leer_en_ervaring/${agnes.insz}?bron=LED`);
    expect(none.status).toBe(404);
    expect(none.body).toContain('Geen resultaat gevonden');
    expect(none.body).toContain(
      `Er zijn geen leer- en ervaringsbewijzen gekend voor rijksregisternummer ${agnes.typed}.`,
    );
    // The search form comes with it, prefilled.
    expect(none.body).toMatch(new RegExp(`<input[^>]*name="insz"[^>]*value="${agnes.typed}"`));
    const unknown = await get(`/en/learning_and_experience/${nobody}?bron=LED`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('No result found');
    expect(await entriesAfter(before)).toEqual([
      { operation: 'geefBewijs', outcome: 'geen gegevens', subject: agnes.insz, source: 'LED' },
      { operation: 'geefBewijs', outcome: 'niet gevonden', subject: nobody, source: 'LED' },
    ]);
  });
});

describe('one proof', () => {
  it('shows every fact, the validity, the supplier and the metadata: two calls, two entries', async () => {
    const before = await logLength();
    const { status, body } = await get(`/leer_en_ervaring/${rita.insz}/${rita.welder}?bron=LED`);
    expect(status).toBe(200);
    const text = textOf(body);
    expect(text).toContain('Certificaat Lasser TIG');
    expect(text).toContain(`Bewijs van ${rita.name}, rijksregisternummer ${rita.typed}.`);
    expect(text).toContain('Geldigheidsperiodes');
    expect(text).toContain('Leverancier en status');
    expect(text).toContain('Metadata');
    expect(text).toContain('Door de leverancier bij de bron');
    expect(body).toContain(
      `href="/api/led/bewijs/metadata?insz=${rita.insz}&amp;referte=${rita.welder}&amp;bron=LED&amp;taal=nl"`,
    );
    expect(body).toContain(
      `href="/leer_en_ervaring/${rita.insz}/${rita.welder}?bron=LED&amp;verwijderen=1"`,
    );
    expect(await entriesAfter(before)).toEqual([
      { operation: 'geefBewijs', outcome: 'gevonden', subject: rita.insz, source: 'LED' },
      { operation: 'bewijsMetadata', outcome: 'gevonden', subject: rita.insz, source: 'LED' },
    ]);
  });

  it('answers a reference that is no proof of the person with the no-result panel', async () => {
    const before = await logLength();
    const cancelled = await get(`/leer_en_ervaring/${rita.insz}/${rita.cancelled}?bron=LED`);
    expect(cancelled.status).toBe(404);
    expect(cancelled.body).toContain('Geen resultaat gevonden');
    // Not a reference at all: nothing is asked.
    const nonsense = await get(`/leer_en_ervaring/${rita.insz}/abc?bron=LED`);
    expect(nonsense.status).toBe(404);
    expect(await entriesAfter(before)).toEqual([
      { operation: 'geefBewijs', outcome: 'gevonden', subject: rita.insz, source: 'LED' },
    ]);
  });

  it('gives the metadata as a workbook, neutralised, with one entry', async () => {
    const before = await logLength();
    const response = await portal.get(
      `/api/led/bewijs/metadata?insz=${rita.insz}&referte=${rita.cancelled}&bron=LED&taal=nl`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="bewijs-${rita.cancelled}-metadata.xlsx"`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const [metadata, changes] = book.worksheets;
    const values = (sheet: ExcelJS.Worksheet | undefined) =>
      (sheet?.getSheetValues() ?? []).flatMap((row) => (Array.isArray(row) ? [row.slice(1)] : []));
    expect(values(metadata)).toContainEqual(['Bewijsreferte', rita.cancelled]);
    expect(values(metadata)).toContainEqual(['Kanaal', 'Door de leverancier bij de bron']);
    // The registration and the cancellation.
    expect(values(changes).map((row) => row[1])).toEqual([
      'Status',
      'Geregistreerd (1)',
      'Geannuleerd (10)',
    ]);
    expect(await entriesAfter(before)).toEqual([
      { operation: 'bewijsMetadata', outcome: 'gevonden', subject: rita.insz, source: 'LED' },
    ]);
  });
});

describe('adding a proof', () => {
  it('registers a valid proof once and opens it with a banner that names it', async () => {
    const form = await get(`/leer_en_ervaring/toevoegen?insz=${christine.insz}`);
    expect(form.status).toBe(200);
    expect(form.body).toMatch(new RegExp(`<input[^>]*name="insz"[^>]*value="${christine.typed}"`));
    const key = await idempotencyKey();
    const before = await logLength();
    const posted = proofForm(christine.typed, { idempotencyKey: key });
    const added = await portal.post('/leer_en_ervaring/toevoegen', posted);
    expect(added.status).toBe(302);
    const location = added.headers.get('location') ?? '';
    expect(location).toMatch(
      new RegExp(`^/leer_en_ervaring/${christine.insz}/[0-9a-f-]{36}\\?bron=LED$`),
    );
    // The same form sent again: the same proof, not a second one.
    const again = await portal.post('/leer_en_ervaring/toevoegen', posted);
    expect(again.headers.get('location')).toBe(location);
    expect(
      (await entriesAfter(before)).map(({ operation, outcome }) => [operation, outcome]),
    ).toEqual([['registreerBewijs', 'geregistreerd']]);

    const shown = await get(location);
    expect(shown.status).toBe(200);
    const text = textOf(shown.body);
    expect(text).toContain('Bewijs toegevoegd');
    expect(text).toContain(
      'Het bewijs ‘Beroepskwalificatie Heftruckchauffeur’ is toegevoegd voor rijksregisternummer 74.03.13-240.72',
    );
    expect(text).toContain('Via dit portaal');
    const list = textOf((await get(`/leer_en_ervaring/${christine.insz}?bron=LED`)).body);
    expect(list).toContain('2 bewijzen');
  });

  it('refuses an issue date outside every validity period, naming the field, and registers nothing', async () => {
    const before = await logLength();
    const refused = await portal.post(
      '/leer_en_ervaring/toevoegen',
      proofForm(christine.insz, {
        'geldigheidsperiodes[0].begin.year': '2021',
        'geldigheidsperiodes[0].einde.day': '01',
        'geldigheidsperiodes[0].einde.month': '01',
        'geldigheidsperiodes[0].einde.year': '2020',
        titel: '',
      }),
    );
    expect(refused.status).toBe(400);
    const text = textOf(await refused.text());
    expect(text).toContain(
      'De uitreikingsdatum moet binnen een van de geldigheidsperiodes van het bewijs liggen',
    );
    expect(text).toContain(
      'Geldigheidsperiode 1, einde: de einddatum mag niet voor de begindatum liggen',
    );
    expect(text).toContain('Titel: dit veld is verplicht');
    expect(await entriesAfter(before)).toEqual([]);
  });

  it('puts an unknown person on the number field', async () => {
    const before = await logLength();
    const refused = await portal.post('/leer_en_ervaring/toevoegen', proofForm(nobody));
    expect(refused.status).toBe(400);
    expect(textOf(await refused.text())).toContain(
      'Rijksregisternummer (INSZ): er is geen persoon gekend met dit insz nummer',
    );
    expect(await entriesAfter(before)).toEqual([
      { operation: 'registreerBewijs', outcome: 'niet gevonden', subject: nobody, source: 'LED' },
    ]);
  });

  it('adds a validity period without JavaScript, keeping what was typed', async () => {
    const form = proofForm(christine.insz);
    form.set(
      '__intent__',
      JSON.stringify({
        type: 'insert',
        payload: { name: 'geldigheidsperiodes', defaultValue: {} },
      }),
    );
    const answer = await portal.post('/leer_en_ervaring/toevoegen', form);
    expect(answer.status).toBe(200);
    const body = await answer.text();
    expect(body).toContain('name="geldigheidsperiodes[1].begin.day"');
    expect(body).toContain('Geldigheidsperiode 2');
    expect(body).toMatch(
      /<input[^>]*name="titel"[^>]*value="Beroepskwalificatie Heftruckchauffeur"/,
    );
    // A list change the form never sends: read as the submission it carries, refused here.
    form.set('__intent__', '{"type":"insert"');
    form.set('titel', '');
    const refused = await portal.post('/leer_en_ervaring/toevoegen', form);
    expect(refused.status).toBe(400);
    expect(textOf(await refused.text())).toContain('Titel: dit veld is verplicht');
  });
});

describe('removing a proof', () => {
  /** Adds a proof to `insz` and gives its path and mutation reference. */
  async function addOne(insz: string) {
    const added = await portal.post(
      '/leer_en_ervaring/toevoegen',
      proofForm(insz, { idempotencyKey: await idempotencyKey() }),
    );
    const path = (added.headers.get('location') ?? '').split('?')[0] ?? '';
    const page = await get(`${path}?bron=LED&verwijderen=1`);
    const mutation = /name="bewijsmutatiereferte" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    return { path, page, mutation };
  }

  it('asks for confirmation on a page of its own, then removes it with a banner', async () => {
    const { path, page, mutation } = await addOne(christine.insz);
    expect(page.status).toBe(200);
    expect(textOf(page.body)).toContain(
      'Wilt u het bewijs ‘Beroepskwalificatie Heftruckchauffeur’ van Christine Marleen Casier verwijderen?',
    );
    expect(mutation).toMatch(/^[0-9a-f-]{36}$/);

    // A mutation that is not the proof's latest: the proof changed meanwhile, nothing removed;
    // the proof's screen again, read anew, says so.
    const stale = await portal.post(
      `${path}?bron=LED&verwijderen=1`,
      new URLSearchParams({
        intent: 'verwijderen',
        bewijsmutatiereferte: '00000000-0000-4000-8000-000000000000',
      }),
    );
    expect(stale.status).toBe(302);
    expect(stale.headers.get('location')).toBe(`${path}?bron=LED`);
    const again = textOf((await get(stale.headers.get('location') ?? '')).body);
    expect(again).toContain('Het bewijs is niet verwijderd');
    expect(again).toContain('Het bewijs werd intussen gewijzigd.');
    // A post the form never sends is refused as such.
    const crafted = await portal.post(
      `${path}?bron=LED`,
      new URLSearchParams({ intent: 'verwijderen', bewijsmutatiereferte: 'abc' }),
    );
    expect(crafted.status).toBe(400);
    expect(await crafted.text()).toContain('De aanvraag bevat validatiefouten.');

    const before = await logLength();
    const removed = await portal.post(
      `${path}?bron=LED&verwijderen=1`,
      new URLSearchParams({
        intent: 'verwijderen',
        bewijsmutatiereferte: mutation,
        titel: 'Beroepskwalificatie Heftruckchauffeur',
        naam: 'Christine Marleen Casier',
      }),
    );
    expect(removed.status).toBe(302);
    expect(removed.headers.get('location')).toBe(`/leer_en_ervaring/${christine.insz}?bron=LED`);
    expect(
      (await entriesAfter(before)).map(({ operation, outcome }) => [operation, outcome]),
    ).toEqual([['annuleerBewijs', 'geannuleerd']]);
    const list = textOf((await get(removed.headers.get('location') ?? '')).body);
    expect(list).toContain('Bewijs verwijderd');
    expect(list).toContain(
      'Het bewijs ‘Beroepskwalificatie Heftruckchauffeur’ van Christine Marleen Casier is verwijderd',
    );
  });

  it('leads to the search once the person has no proof left', async () => {
    const { path, mutation } = await addOne(agnes.insz);
    const removed = await portal.post(
      `${path}?bron=LED`,
      new URLSearchParams({ intent: 'verwijderen', bewijsmutatiereferte: mutation, laatste: '1' }),
    );
    expect(removed.headers.get('location')).toBe('/leer_en_ervaring');
    expect((await get(`/leer_en_ervaring/${agnes.insz}?bron=LED`)).status).toBe(404);
    // The same removal again (a second click without JavaScript): nothing more is removed.
    const again = await portal.post(
      `${path}?bron=LED`,
      new URLSearchParams({ intent: 'verwijderen', bewijsmutatiereferte: mutation, laatste: '1' }),
    );
    expect(again.headers.get('location')).toBe(`${path}?bron=LED`);
    const shown = await get(again.headers.get('location') ?? '');
    expect(shown.status).toBe(404);
    expect(textOf(shown.body)).toContain('Het bewijs is niet verwijderd');
  });
});
