// The person calls over HTTP against the generated population, and the legal log they write.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  householdHistorySchema,
  householdSchema,
  personHistorySchema,
  personMatchesSchema,
  personSchema,
} from '@contracts/person';
import { userSchema } from '@contracts/session';
import { legalLogKey, verifyChain } from '../../backend/legal-log/chain';
import { PopulationSizeMismatch, seedPopulation } from '../../backend/population/seed';
import { startBackend, type BackendUnderTest, testHashSecret } from '../support/backend-under-test';
import { productionKinds } from '../support/database-kinds';
import { demoClaims, newSessionId } from '../support/demo-callers';
import { startTestIssuer, type TestIssuer } from '../support/test-issuer';

const base = '/sss/api/backend';

describe.each(productionKinds)('person calls on %s', (kind) => {
  let issuer: TestIssuer;
  let backend: BackendUnderTest;
  const roles = new Map<string, string>();
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    issuer = await startTestIssuer();
    backend = await startBackend(kind, issuer, { population: true });
    for (const login of ['an.peeters', 'bart.claes', 'ilse.vermeulen', 'carla.desmet']) {
      const token = await issuer.sign(demoClaims(login));
      tokens.set(login, token);
      const response = await fetch(`${backend.url}${base}/user`, {
        headers: { authorization: `Bearer ${token}`, 'x-session-id': newSessionId() },
      });
      const user = userSchema.parse(await response.json());
      roles.set(login, user.roles[0]?.uri ?? '');
    }
  }, 120_000);

  afterAll(async () => {
    await backend?.stop();
    await issuer?.close();
  });

  async function call(
    login: string,
    path: string,
    options: { method?: string; body?: unknown; correlationId?: string } = {},
  ) {
    const headers: Record<string, string> = {
      authorization: `Bearer ${tokens.get(login) ?? ''}`,
      'x-session-id': newSessionId(),
      'x-active-role': roles.get(login) ?? '',
      'accept-language': 'nl',
    };
    if (options.correlationId) headers['x-correlation-id'] = options.correlationId;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    // The legal-log registrations live outside the backend's own base path.
    const url = path.startsWith('/api/') ? `${backend.url}${path}` : `${backend.url}${base}${path}`;
    return fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  }

  /** A person of the population with something to show, found in the database itself. */
  async function someone(where: string) {
    const result = await sql<{ insz: string }>`
      select insz from persons p where ${sql.raw(where)} order by insz limit 1`.execute(backend.db);
    const insz = result.rows[0]?.insz;
    if (!insz) throw new Error(`nobody where ${where}`);
    return insz;
  }

  const withHousehold = `source = 'RR' and death_date is null and exists (select 1 from household_members m
    where m.insz = p.insz and m.valid_to is null and m.position = '01'
    and (select count(*) from household_members o where o.household_id = m.household_id and o.valid_to is null) >= 3)`;

  it('seeded the small population, and records its size', async () => {
    const { count } = await backend.db
      .selectFrom('persons')
      .select(backend.db.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBeGreaterThanOrEqual(2_000);
    expect(
      await backend.db.selectFrom('population_seed').select('size').executeTakeFirst(),
    ).toEqual({ size: 'small' });
    // Started again with the other size, the seed refuses the database rather than mixing.
    await expect(seedPopulation(backend.db, { size: 'full' })).rejects.toThrow(
      PopulationSizeMismatch,
    );
    // Asked again with its size, the seed leaves the population as it is.
    expect(await seedPopulation(backend.db, { size: 'small' })).toEqual({ generated: false });
    const again = await backend.db
      .selectFrom('persons')
      .select(backend.db.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(again.count)).toBe(Number(count));
  });

  it('gives a person with details, and writes one legal-log entry with the right fields', async () => {
    const insz = await someone(withHousehold);
    const correlationId = `test-${randomBytes(6).toString('hex')}`;
    const response = await call(
      'an.peeters',
      `/person/${insz}/details?bron=RR&reference=DOSSIER-42`,
      {
        correlationId,
      },
    );
    expect(response.status).toBe(200);
    const person = personSchema.parse(await response.json());
    expect(person.insz).toBe(insz);
    expect(person.hoofdverblijfplaats?.land.nisCode).toBe('150');
    expect(person.nationaliteiten.length).toBeGreaterThan(0);
    expect(person.referentiepersoon?.insz).toBe(insz);

    const entries = await backend.db
      .selectFrom('legal_log')
      .selectAll()
      .where('correlation_id', '=', correlationId)
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      user_subject: 'demo-an.peeters',
      user_name: 'An Peeters',
      organisation_code: 'OVO100001',
      role: roles.get('an.peeters'),
      permission: 'persoon.geefPersoon',
      operation: 'geefPersoonDetails',
      subject_kind: 'Insz',
      subject: insz,
      reference: 'DOSSIER-42',
      source: 'RR',
      outcome: 'gevonden',
    });
  });

  it("names a married couple's partners and their household's reference person", async () => {
    // Rita Wuyts and Walter Claeys, married since 2013 and living together (docs/demo-data.md).
    const [rita, walter] = ['60111842284', '55090944518'];
    const record = async (insz: string) =>
      personSchema.parse(
        await (
          await call('an.peeters', `/person/${insz}/details?bron=RR&reference=DOSSIER-42`)
        ).json(),
      );
    const [ofRita, ofWalter] = [await record(rita), await record(walter)];
    expect(ofRita.burgerlijkeStaat?.partner?.insz).toBe(walter);
    expect(ofWalter.burgerlijkeStaat?.partner?.insz).toBe(rita);
    expect(ofRita.burgerlijkeStaat?.partner?.naam).toMatch(/Claeys$/);
    expect([rita, walter]).toContain(ofRita.referentiepersoon?.insz);
    expect(ofWalter.referentiepersoon?.insz).toBe(ofRita.referentiepersoon?.insz);
    expect(ofRita.referentiepersoon?.positie.code).not.toBe(
      ofWalter.referentiepersoon?.positie.code,
    );
  });

  it('answers compact mode with identity and main residence only', async () => {
    const insz = await someone(withHousehold);
    const response = await call('bart.claes', `/person/${insz}/details?compact=true`);
    const person = personSchema.parse(await response.json());
    expect(person.compact).toBe(true);
    expect(person.hoofdverblijfplaats).not.toBeNull();
    expect(person.nationaliteiten).toEqual([]);
  });

  it('requires the reference for a role whose legal-log parameter is 1, and logs nothing then', async () => {
    const insz = await someone(withHousehold);
    const correlationId = `test-${randomBytes(6).toString('hex')}`;
    const response = await call('an.peeters', `/person/${insz}/details`, { correlationId });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 1,
      errors: [{ code: 'reference', message: 'Uw referentie is verplicht voor dit profiel.' }],
    });
    const entries = await backend.db
      .selectFrom('legal_log')
      .select('id')
      .where('correlation_id', '=', correlationId)
      .execute();
    expect(entries).toEqual([]);
  });

  it('refuses an invisible reference, and logs nothing then', async () => {
    const insz = await someone(withHousehold);
    for (const invisible of ['\u200B', '\u2060', '\u00AD', '\u200B\u2060\u00AD\u200E']) {
      const correlationId = `test-${randomBytes(6).toString('hex')}`;
      const response = await call(
        'an.peeters',
        `/person/${insz}/details?bron=RR&reference=${encodeURIComponent(invisible)}`,
        { correlationId },
      );
      expect(response.status, JSON.stringify(invisible)).toBe(400);
      const entries = await backend.db
        .selectFrom('legal_log')
        .select('id')
        .where('correlation_id', '=', correlationId)
        .execute();
      expect(entries).toEqual([]);
    }
  });

  it('answers 404 for an unknown number, and still logs the consultation', async () => {
    const correlationId = `test-${randomBytes(6).toString('hex')}`;
    const response = await call('bart.claes', '/person/85073003328/details', { correlationId });
    expect(response.status).toBe(404);
    const entry = await backend.db
      .selectFrom('legal_log')
      .select(['outcome', 'subject'])
      .where('correlation_id', '=', correlationId)
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ outcome: 'niet gevonden', subject: '85073003328' });
  });

  it('refuses malformed numbers, sources the role lacks and roles without the permission', async () => {
    expect((await call('bart.claes', '/person/8507300332/details')).status).toBe(400);
    expect((await call('bart.claes', '/person/8507300332X/details')).status).toBe(400);
    const insz = await someone(withHousehold);
    expect((await call('bart.claes', `/person/${insz}/details?bron=KSZ`)).status).toBe(400);
    expect((await call('carla.desmet', `/person/${insz}/details`)).status).toBe(403);
    expect((await call('bart.claes', `/person/${insz}/historiek`)).status).toBe(403);
  });

  it('finds a BIS person only in the KSZ source', async () => {
    const bis = await someone(`source = 'KSZ'`);
    expect((await call('an.peeters', `/person/${bis}/details?bron=RR&reference=R1`)).status).toBe(
      404,
    );
    const response = await call('an.peeters', `/person/${bis}/details?bron=KSZ&reference=R1`);
    expect(response.status).toBe(200);
    expect(personSchema.parse(await response.json()).register.code).toBe('BIS');
  });

  it('gives the history from a date or on a date', async () => {
    const insz = await someone(
      `source = 'RR' and (select count(*) from person_addresses a where a.insz = p.insz and a.kind = 'hoofdverblijfplaats') >= 2`,
    );
    const all = personHistorySchema.parse(
      await (await call('ilse.vermeulen', `/person/${insz}/historiek`)).json(),
    );
    expect(all.vanaf).toBe('1901-01-01');
    expect(
      all.adressen.filter((address) => address.soort === 'hoofdverblijfplaats').length,
    ).toBeGreaterThanOrEqual(2);
    expect(all.burgerlijkeStaten.length).toBeGreaterThan(0);
    const oldest = all.adressen.at(-1);
    const on = personHistorySchema.parse(
      await (
        await call('ilse.vermeulen', `/person/${insz}/historiek?op=${oldest?.datumBegin}`)
      ).json(),
    );
    expect(on.adressen.filter((address) => address.soort === 'hoofdverblijfplaats')).toHaveLength(
      1,
    );
    expect(
      (await call('ilse.vermeulen', `/person/${insz}/historiek?op=2020-01-01&vanaf=2019-01-01`))
        .status,
    ).toBe(400);
  });

  it('gives the family composition now and its history', async () => {
    const insz = await someone(withHousehold);
    const now = householdSchema.parse(
      await (await call('bart.claes', `/person/${insz}/gezinssamenstelling`)).json(),
    );
    expect(now.leden.length).toBeGreaterThanOrEqual(3);
    expect(now.leden[0]).toMatchObject({ insz, positie: { code: '01' } });
    const history = householdHistorySchema.parse(
      await (
        await call('an.peeters', `/person/${insz}/gezinssamenstelling/historiek?reference=R2`)
      ).json(),
    );
    expect(history.samenstellingen.length).toBeGreaterThanOrEqual(1);
    expect(history.samenstellingen[0]?.datumEinde).toBeNull();
  });

  it('searches by name: exact, and with tolerance ranked by closeness', async () => {
    const row = await backend.db
      .selectFrom('persons')
      .select(['last_name', 'first_names', sql<string>`birth_date::text`.as('birth_date')])
      .where('source', '=', 'RR')
      .where('last_name', 'ilike', 'Peeters')
      .orderBy('insz')
      .executeTakeFirstOrThrow();
    const exact = personMatchesSchema.parse(
      await (
        await call(
          'an.peeters',
          `/person/${encodeURIComponent(row.last_name)}/${row.birth_date}?reference=R3`,
        )
      ).json(),
    );
    expect(exact.resultaten.length).toBeGreaterThan(0);
    expect(exact.resultaten.every((match) => match.overeenkomst === 100)).toBe(true);

    const misspelt = row.last_name.replace('ee', 'e');
    const none = personMatchesSchema.parse(
      await (await call('an.peeters', `/person/${misspelt}/${row.birth_date}?reference=R3`)).json(),
    );
    expect(none.resultaten.filter((match) => match.naam.achternaam === row.last_name)).toEqual([]);
    const tolerant = personMatchesSchema.parse(
      await (
        await call(
          'an.peeters',
          `/person/${misspelt}/${row.birth_date.slice(0, 4)}?reference=R3&tolerantie=1&orderBy=OVEREENKOMST`,
        )
      ).json(),
    );
    const found = tolerant.resultaten.find((match) => match.naam.achternaam === row.last_name);
    expect(found?.overeenkomst).toBe(85);
    const scores = tolerant.resultaten.map((match) => match.overeenkomst);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('pages and sorts a search on the server, and refuses a page it cannot give', async () => {
    // A common name in a wide window: more matches than one page.
    const common = await backend.db
      .selectFrom('persons')
      .select(['last_name', sql<string>`substr(birth_date::text, 1, 4)`.as('year')])
      .groupBy(['last_name', sql`substr(birth_date::text, 1, 4)`])
      .orderBy(sql`count(*)`, 'desc')
      .executeTakeFirstOrThrow();
    const lastName = encodeURIComponent(common.last_name);
    const path = `/person/${lastName}/${common.year}?reference=R4&bron=KSZ&tolerantie=2`;
    const first = personMatchesSchema.parse(
      await (await call('an.peeters', `${path}&take=2&orderBy=GEBOORTEDATUM&order=Asc`)).json(),
    );
    expect(first.totaal).toBeGreaterThan(3);
    expect(first.resultaten).toHaveLength(2);
    const second = personMatchesSchema.parse(
      await (
        await call('an.peeters', `${path}&take=2&skip=2&orderBy=GEBOORTEDATUM&order=Asc`)
      ).json(),
    );
    expect(second.totaal).toBe(first.totaal);
    // Pages never overlap, and the order runs on across them.
    const both = [...first.resultaten, ...second.resultaten];
    expect(new Set(both.map((match) => match.insz)).size).toBe(both.length);
    const dates = both.map((match) => match.geboortedatum);
    expect(dates).toEqual([...dates].sort());

    for (const bad of ['take=0', 'take=101', 'skip=-1', 'skip=abc', 'orderBy=INSZ', 'order=Up']) {
      const response = await call('an.peeters', `${path}&${bad}`);
      expect(response.status, bad).toBe(400);
      expect(await response.json()).toMatchObject({ code: 1 });
    }
  });

  it('searches by address: the people living there now', async () => {
    const address = await backend.db
      .selectFrom('person_addresses')
      .select(['postcode', 'street', 'house_number', 'municipality_nis', 'insz'])
      .where('kind', '=', 'hoofdverblijfplaats')
      .where('valid_to', 'is', null)
      .where('box', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const response = await call(
      'an.peeters',
      `/person/${address.municipality_nis}/${address.postcode}/${encodeURIComponent(address.street ?? '')}/${address.house_number}?reference=R4`,
    );
    const matches = personMatchesSchema.parse(await response.json());
    expect(matches.resultaten.map((match) => match.insz)).toContain(address.insz);
  });

  it('adds a person with a BIS number, then shows them', async () => {
    const response = await call('an.peeters', '/person', {
      method: 'POST',
      body: {
        naam: 'Öztürk',
        voornamen: ['Elif', 'Zeynep'],
        geslacht: { code: '2' },
        geboorte: { datum: '1990-00-00', landNisCode: '262', land: 'Turkije' },
        nationaliteiten: [{ code: '262', datumBegin: '1990-01-01' }],
        hoofdverblijfplaats: {
          straat: 'Veldstraat',
          huisnummer: '12',
          postcode: '9000',
          gemeente: 'Gent',
          gemeenteNis: '44021',
          landNisCode: '150',
          datumBegin: '2024-05-01',
        },
      },
    });
    expect(response.status).toBe(200);
    const { insz } = (await response.json()) as { insz: string };
    // BIS: month 00 + 40 (sex known), day 00, an even serial for a woman.
    expect(insz).toMatch(/^904000\d{3}\d{2}$/);
    expect(Number(insz.slice(6, 9)) % 2).toBe(0);
    const person = personSchema.parse(
      await (await call('an.peeters', `/person/${insz}/details?bron=KSZ&reference=R5`)).json(),
    );
    expect(person.naam).toEqual({ achternaam: 'Öztürk', voornamen: ['Elif', 'Zeynep'] });
    expect(person.hoofdverblijfplaats?.straat).toBe('Veldstraat');

    const invalid = await call('an.peeters', '/person', {
      method: 'POST',
      body: {
        naam: 'X',
        voornamen: ['Y'],
        geslacht: { code: '1' },
        geboorte: { datum: '1990-02-30', landNisCode: '150' },
      },
    });
    expect(invalid.status).toBe(400);
    expect((await call('bart.claes', '/person', { method: 'POST', body: {} })).status).toBe(403);
  });

  it('fails closed: without a legal log no data leaves and no person is added', async () => {
    const insz = await someone(withHousehold);
    const before = await backend.db
      .selectFrom('persons')
      .select(backend.db.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    await sql`alter table legal_log rename to legal_log_away`.execute(backend.db);
    try {
      const consultation = await call('bart.claes', `/person/${insz}/details`);
      expect(consultation.status).toBe(503);
      const body = (await consultation.json()) as { insz?: string; code: number };
      expect(body.insz).toBeUndefined();
      expect(body.code).toBe(4);
      const added = await call('an.peeters', '/person', {
        method: 'POST',
        body: {
          naam: 'Niet',
          voornamen: ['Bewaard'],
          geslacht: { code: '1' },
          geboorte: { datum: '1980-01-01', landNisCode: '150' },
        },
      });
      expect(added.status).toBe(503);
    } finally {
      await sql`alter table legal_log_away rename to legal_log`.execute(backend.db);
    }
    const after = await backend.db
      .selectFrom('persons')
      .select(backend.db.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(after.count).toEqual(before.count);
  });

  it('refuses impossible dates in a new person', async () => {
    const person = (overrides: object) => ({
      naam: 'Datum',
      voornamen: ['Test'],
      geslacht: { code: '1' },
      geboorte: { datum: '1980-01-01', landNisCode: '150' },
      ...overrides,
    });
    const future = await call('an.peeters', '/person', {
      method: 'POST',
      body: person({ geboorte: { datum: '2999-01-01', landNisCode: '150' } }),
    });
    expect(await future.json()).toMatchObject({
      code: 1,
      errors: [{ code: 'geboorte.datum', message: 'Deze datum kan niet in de toekomst liggen.' }],
    });
    const backwards = await call('an.peeters', '/person', {
      method: 'POST',
      body: person({
        burgerlijkeStaat: { code: '20', datumBegin: '2010-05-01', datumEinde: '2009-01-01' },
      }),
    });
    expect(await backwards.json()).toMatchObject({
      errors: [{ code: 'burgerlijkeStaat.datumEinde' }],
    });
    const beforeBirth = await call('an.peeters', '/person', {
      method: 'POST',
      body: person({ overlijden: { datum: '1970-00-00', landNisCode: '150' } }),
    });
    expect(await beforeBirth.json()).toMatchObject({ errors: [{ code: 'overlijden.datum' }] });
  });

  it('registers consultations sent by the portal', async () => {
    const correlationId = `test-${randomBytes(6).toString('hex')}`;
    const response = await call('an.peeters', '/api/v1/legallog/registraties', {
      correlationId,
      method: 'POST',
      body: {
        permissie: 'persoon.geefPersoon',
        operatie: 'afdrukFiche',
        onderwerp: { type: 'Insz', waarde: '85073003328' },
        referentie: 'R6',
        bron: 'RR',
      },
    });
    expect(response.status).toBe(200);
    const { registratieId } = (await response.json()) as { registratieId: string };
    const entry = await backend.db
      .selectFrom('legal_log')
      .select(['id', 'operation', 'registered_by', 'permission', 'subject'])
      .where('correlation_id', '=', correlationId)
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({
      id: expect.anything() as unknown,
      operation: 'afdrukFiche',
      registered_by: 'Vip',
      permission: 'persoon.geefPersoon',
      subject: '85073003328',
    });
    expect(String(entry.id)).toBe(registratieId);
    // Without the reference this role must give, nothing is registered.
    const refused = await call('an.peeters', '/api/v1/legallog/registraties', {
      method: 'POST',
      body: {
        permissie: 'persoon.geefPersoon',
        operatie: 'afdrukFiche',
        onderwerp: { type: 'Insz', waarde: '85073003328' },
        bron: 'RR',
      },
    });
    expect(refused.status).toBe(400);
  });

  it('writes every consultation above to one intact chain', async () => {
    const intact = await verifyChain(backend.db, legalLogKey(testHashSecret));
    expect(intact.ok).toBe(true);
    expect(intact.entries).toBeGreaterThan(5);
  });
});
