// The land registry calls over HTTP against the seeded cadastre, on PGlite and on PostgreSQL: the
// answers in the contract's shape, parcel search by capakey and by place (the first 100 with
// `afgekapt`), ownership states with their shares (complete, incomplete, none), an owner's states,
// the pickers and code lists; the legal-log entry of every consultation (CapaKey for a parcel,
// Insz or KboNummer for an owner, found or not), the source's 404 with 30001, the 403 outside a
// role with a land registry permission and the 400 of a malformed capakey or partition id.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { pageSchema } from '@contracts/http';
import {
  landRegistryErrorCodes,
  ownerStatesSchema,
  parcelStatesSchema,
  partitionDetailSchema,
  partitionDetailsSchema,
  partitionRowSchema,
} from '@contracts/land-registry';
import { seedLandRegistry } from '../../backend/land-registry/seed';
import { productionKinds } from '../support/database-kinds';
import { callHeaders, newCorrelationId } from '../support/demo-callers';
import { seededCadastre } from '../support/seeded-cadastre';

const base = '/sss/api/backend/kadaster';

/** The featured parcels and owners of docs/demo-data.md. */
const parcels = {
  joint: '44021A0041/00A000',
  land: '44021A0063/00D000',
  apartment: '44021A0086/00B000',
  usufruct: '44021A0103/00D002',
  longLease: '44021A0126/00L009',
  incomplete: '44021A0139/00B000',
  longHistory: '44021A0154/00B000',
  road: '44021A0157/00A003',
  unknown: '44021A9999/99Z999',
};
const owners = {
  rita: '60111842284',
  walter: '55090944518',
  stien: '00012254691',
  vrancken: '0785196984',
};
const idOf = (capakey: string, partition = 'P0000') => `${capakey.replace('/', '-')}-${partition}`;

describe.each(productionKinds)('land registry calls on %s', (kind) => {
  const cadastre = seededCadastre(kind, [
    ['kadaster', 'carla.desmet', 'Kadaster'],
    ['gas', 'carla.desmet', 'GAS-boetes'],
    ['burgerzaken', 'an.peeters', 'Burgerzaken'],
  ]);
  const callers = cadastre.callers;

  async function call(
    path: string,
    query: Record<string, string> = {},
    options: { caller?: string; correlationId?: string; language?: string } = {},
  ) {
    return fetch(`${cadastre.backend.url}${base}/${path}?${new URLSearchParams(query)}`, {
      headers: callHeaders(callers.get(options.caller ?? 'kadaster'), options),
    });
  }

  async function post(
    path: string,
    body: unknown,
    options: { caller?: string; correlationId?: string; language?: string } = {},
  ) {
    return fetch(`${cadastre.backend.url}${base}/${path}`, {
      method: 'POST',
      headers: {
        ...callHeaders(callers.get(options.caller ?? 'kadaster'), options),
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
  }

  async function logEntries(correlationId: string) {
    return cadastre.backend.db
      .selectFrom('legal_log')
      .select(['operation', 'subject_kind', 'subject', 'permission', 'source', 'outcome'])
      .where('correlation_id', '=', correlationId)
      .execute();
  }

  const count = async (query: string) =>
    Number(
      (await sql<{ count: string }>`${sql.raw(query)}`.execute(cadastre.backend.db)).rows[0]?.count,
    );

  it('seeded the small cadastre once, held by people and enterprises that exist', async () => {
    const partitions = await count('select count(*) from land_partitions');
    expect(partitions).toBeGreaterThan(900);
    expect(await seedLandRegistry(cadastre.backend.db, { size: 'small' })).toEqual({
      size: 'small',
      generated: false,
    });
    expect(await count('select count(*) from land_partitions')).toBe(partitions);
    expect(
      await count(`select count(*) from land_rights r where
        (r.insz is not null and not exists (select 1 from persons p where p.insz = r.insz))
        or (r.enterprise_number is not null and not exists
          (select 1 from enterprises e where e.enterprise_number = r.enterprise_number))`),
    ).toBe(0);
    expect(await count('select count(*) from land_sales')).toBeGreaterThan(0);
  });

  describe('zoekperceel', () => {
    const page = pageSchema(partitionRowSchema);

    it('finds a parcel by its capakey, and an apartment building with its private parts', async () => {
      const response = await call('zoekperceel', { capakey: parcels.joint });
      expect(response.status).toBe(200);
      const found = page.parse(await response.json());
      expect(found.resultaten).toHaveLength(1);
      expect(found.resultaten[0]).toMatchObject({
        id: idOf(parcels.joint),
        capakey: parcels.joint,
        partitie: 'P0000',
        gemeente: { nisCode: '44021', naam: 'Gent' },
        afdeling: { code: '44021', naam: 'GENT 1 AFD' },
        sectie: 'A',
        perceelnummer: '0041/00A000',
        aard: { code: '200', omschrijving: 'HUIS' },
      });
      const building = page.parse(
        await (await call('zoekperceel', { capakey: parcels.apartment })).json(),
      );
      expect(building.resultaten.map((row) => row.partitie)).toEqual([
        'P0000',
        'P0001',
        'P0002',
        'P0003',
        'P0004',
        'P0005',
        'P0006',
      ]);
    });

    it('finds parcels by place, the first 100 of a municipality with afgekapt', async () => {
      const gent = page.parse(await (await call('zoekperceel', { gemeente: '44021' })).json());
      expect(gent.resultaten).toHaveLength(100);
      expect(gent.totaal).toBeGreaterThan(100);
      expect(gent.afgekapt).toBe(true);
      const plot = page.parse(
        await (
          await call('zoekperceel', {
            gemeente: '44021',
            afdeling: '44021',
            sectie: 'A',
            perceelnummer: '41',
          })
        ).json(),
      );
      expect(plot).toMatchObject({ totaal: 1, afgekapt: false });
      expect(plot.resultaten[0]?.capakey).toBe(parcels.joint);
      const whole = page.parse(
        await (
          await call('zoekperceel', {
            gemeente: '44021',
            afdeling: '44021',
            sectie: 'A',
            perceelnummer: '0086/00B000',
          })
        ).json(),
      );
      expect(whole.totaal).toBe(7);
    });

    it('answers 30001 when nothing fits, and 400 for a malformed or incomplete search', async () => {
      const unknown = await call('zoekperceel', { capakey: parcels.unknown });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ code: landRegistryErrorCodes.notFound });
      // A capakey in another municipality than the one asked.
      expect(
        (await call('zoekperceel', { capakey: parcels.joint, gemeente: '24062' })).status,
      ).toBe(404);
      for (const query of [
        { capakey: '44021A41/00A000' },
        { capakey: '44021a0041/00A000' },
        {},
        { gemeente: '44021', sectie: 'A' },
      ] as Record<string, string>[]) {
        expect((await call('zoekperceel', query)).status, JSON.stringify(query)).toBe(400);
      }
    });
  });

  describe('geefEigendomstoestand', () => {
    it('answers a parcel’s partitions with their state, logged under CapaKey', async () => {
      const correlationId = newCorrelationId();
      const response = await call(
        'geefEigendomstoestand',
        { capakey: parcels.joint, reference: 'dossier 7' },
        { correlationId },
      );
      expect(response.status).toBe(200);
      const answer = parcelStatesSchema.parse(await response.json());
      const state = answer.partities[0]?.eigendomstoestand;
      expect(state?.volledig).toBe(true);
      expect(state?.begin).toBe('2013-10-15');
      expect(state?.inschrijvingType).toEqual({ code: 'VERK', omschrijving: 'Verkoop' });
      expect(state?.partijen.map((party) => party.soort === 'persoon' && party.insz)).toEqual([
        owners.rita,
        owners.walter,
      ]);
      expect(state?.partijen[0]?.naam).toMatch(/Wuyts$/);
      expect(
        state?.rechten.map((right) => [right.recht.code, right.aandeel, right.omschrijving]),
      ).toEqual([
        ['VE', { teller: 1, noemer: 2 }, '-1/2-'],
        ['VE', { teller: 1, noemer: 2 }, '-1/2-'],
      ]);
      expect(await logEntries(correlationId)).toEqual([
        {
          operation: 'geefEigendomstoestand',
          subject_kind: 'CapaKey',
          subject: parcels.joint,
          permission: 'kadaster.geefEigendomstoestanden',
          source: 'AAPD',
          outcome: 'gevonden',
        },
      ]);
    });

    it('answers no state for a public road, and 30001 (logged) for an unknown capakey', async () => {
      const road = parcelStatesSchema.parse(
        await (await call('geefEigendomstoestand', { capakey: parcels.road })).json(),
      );
      expect(road.partities).toHaveLength(1);
      expect(road.partities[0]?.eigendomstoestand).toBeNull();
      const building = parcelStatesSchema.parse(
        await (await call('geefEigendomstoestand', { capakey: parcels.apartment })).json(),
      );
      expect(building.partities.map((partition) => partition.eigendomstoestand === null)).toEqual([
        true,
        false,
        false,
        false,
        false,
        false,
        false,
      ]);

      const correlationId = newCorrelationId();
      const unknown = await call(
        'geefEigendomstoestand',
        { capakey: parcels.unknown },
        { correlationId },
      );
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ code: 30001 });
      expect(await logEntries(correlationId)).toMatchObject([
        { subject_kind: 'CapaKey', subject: parcels.unknown, outcome: 'niet gevonden' },
      ]);
      expect((await call('geefEigendomstoestand', { capakey: '44021A0041-00A000' })).status).toBe(
        400,
      );
    });
  });

  describe('geefEigendomstoestandDetail', () => {
    it('answers a partition’s parcel data, buildings and state, logged under its capakey', async () => {
      const correlationId = newCorrelationId();
      const response = await call(
        'geefEigendomstoestandDetail',
        { perceelPartitieId: idOf(parcels.usufruct) },
        { correlationId, language: 'en' },
      );
      expect(response.status).toBe(200);
      const detail = partitionDetailSchema.parse(await response.json());
      expect(detail.perceel).toMatchObject({
        capakey: parcels.usufruct,
        grondnummer: '0103',
        bisnummer: '00',
        exponent: 'D',
        macht: '002',
        aard: { code: '200', omschrijving: 'House' },
        kadastraalInkomen: { cijfercode: { code: '2', omschrijving: 'Built' } },
      });
      expect(detail.perceel.gebouwen).toHaveLength(1);
      expect(detail.perceel.gebouwen[0]?.pur.nummer).toMatch(
        /^[A-Z]{2}\d{2}\.[A-Z]{2}\d{2}\.[A-Z]{2}$/,
      );
      expect(detail.eigendomstoestand?.rechten.map((right) => right.recht.code)).toEqual([
        'VG',
        'BE',
        'BE',
      ]);
      expect(detail.eigendomstoestand?.rechten[0]?.recht.omschrijving).toBe('Usufruct');
      expect(detail.eigendomstoestand?.voorgaandArtikel).not.toBeNull();
      expect(detail.eigendomstoestand?.volledig).toBe(true);
      expect(await logEntries(correlationId)).toEqual([
        {
          operation: 'geefEigendomstoestandDetail',
          subject_kind: 'CapaKey',
          subject: parcels.usufruct,
          permission: 'kadaster.geefEigendomstoestanden',
          source: 'AAPD',
          outcome: 'gevonden',
        },
      ]);
    });

    it('flags an incomplete rights answer, names a private part’s owner and a long lease', async () => {
      const incomplete = partitionDetailSchema.parse(
        await (
          await call('geefEigendomstoestandDetail', { perceelPartitieId: idOf(parcels.incomplete) })
        ).json(),
      );
      expect(incomplete.eigendomstoestand?.volledig).toBe(false);
      const part = partitionDetailSchema.parse(
        await (
          await call('geefEigendomstoestandDetail', {
            perceelPartitieId: idOf(parcels.apartment, 'P0003'),
          })
        ).json(),
      );
      expect(part.perceel.aard.code).toBe('220');
      expect(part.eigendomstoestand?.partijen).toMatchObject([{ insz: owners.rita }]);
      const lease = partitionDetailSchema.parse(
        await (
          await call('geefEigendomstoestandDetail', { perceelPartitieId: idOf(parcels.longLease) })
        ).json(),
      );
      expect(lease.eigendomstoestand?.partijen).toMatchObject([
        { soort: 'onderneming', ondernemingsnummer: '0424871480', naam: 'Van Loon & Verhaegen' },
        { soort: 'onderneming', ondernemingsnummer: owners.vrancken },
      ]);
      expect(lease.eigendomstoestand?.rechten.map((right) => right.recht.code)).toEqual([
        'GRE',
        'ERFP',
      ]);
    });

    it('answers 30001 for an unknown partition and 400 for a malformed id', async () => {
      const unknown = await call('geefEigendomstoestandDetail', {
        perceelPartitieId: idOf(parcels.joint, 'P0009'),
      });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ code: 30001 });
      for (const id of [parcels.joint, '44021A0041-00A000', '44021A0041-00A000-0000']) {
        expect((await call('geefEigendomstoestandDetail', { perceelPartitieId: id })).status).toBe(
          400,
        );
      }
    });
  });

  describe('geefEigendomstoestandDetail (POST, several partitions)', () => {
    it('answers each partition asked, names the unknown ones, one entry per capakey', async () => {
      const correlationId = newCorrelationId();
      const response = await post(
        'geefEigendomstoestandDetail',
        {
          perceelPartitieIds: [
            idOf(parcels.apartment, 'P0003'),
            idOf(parcels.apartment, 'P0000'),
            idOf(parcels.road),
            idOf(parcels.joint, 'P0009'),
          ],
          reference: 'R-DETAILS',
        },
        { correlationId },
      );
      expect(response.status).toBe(200);
      const details = partitionDetailsSchema.parse(await response.json());
      expect(details.partities.map((detail) => detail.perceel.id)).toEqual([
        idOf(parcels.apartment, 'P0003'),
        idOf(parcels.apartment, 'P0000'),
        idOf(parcels.road),
      ]);
      expect(details.partities[0]?.eigendomstoestand?.partijen).toMatchObject([
        { insz: owners.rita },
      ]);
      // The common parts and the public road have no state.
      expect(details.partities[1]?.eigendomstoestand).toBeNull();
      expect(details.partities[2]?.eigendomstoestand).toBeNull();
      expect(details.nietGevonden).toEqual([idOf(parcels.joint, 'P0009')]);
      const entries = await logEntries(correlationId);
      expect(entries).toHaveLength(3);
      expect(entries).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            operation: 'geefEigendomstoestandDetail',
            subject_kind: 'CapaKey',
            subject: parcels.apartment,
            permission: 'kadaster.geefEigendomstoestanden',
            outcome: 'gevonden',
          }),
          expect.objectContaining({ subject: parcels.road, outcome: 'gevonden' }),
          expect.objectContaining({ subject: parcels.joint, outcome: 'niet gevonden' }),
        ]),
      );
    });

    it('answers 30001 (logged) when none is found, 400 for no, too many or malformed ids', async () => {
      const correlationId = newCorrelationId();
      const unknown = await post(
        'geefEigendomstoestandDetail',
        { perceelPartitieIds: [idOf(parcels.unknown)] },
        { correlationId },
      );
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ code: 30001 });
      expect(await logEntries(correlationId)).toMatchObject([
        { subject: parcels.unknown, outcome: 'niet gevonden' },
      ]);
      for (const body of [
        {},
        { perceelPartitieIds: [] },
        { perceelPartitieIds: [parcels.joint] },
        { perceelPartitieIds: Array.from({ length: 101 }, () => idOf(parcels.joint)) },
      ]) {
        const badCorrelation = newCorrelationId();
        const response = await post('geefEigendomstoestandDetail', body, {
          correlationId: badCorrelation,
        });
        expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
        expect(await logEntries(badCorrelation)).toEqual([]);
      }
    });
  });

  describe('downloadEigendomstoestand', () => {
    it('answers the owners as an xlsx without formulas, logged under each capakey', async () => {
      const correlationId = newCorrelationId();
      const response = await post(
        'downloadEigendomstoestand',
        { perceelPartitieIds: [idOf(parcels.joint)], reference: 'R-OWNERS' },
        { correlationId },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('spreadsheetml');
      expect(response.headers.get('content-disposition')).toContain(
        'eigenaars-44021A0041-00A000.xlsx',
      );
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await response.arrayBuffer());
      const sheet = book.worksheets[0];
      expect(sheet?.name).toBe('Eigenaars');
      const rows: string[][] = [];
      sheet?.eachRow((row) => {
        const cells: string[] = [];
        row.eachCell({ includeEmpty: true }, (cell) => {
          expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
          cells.push(String(cell.value ?? ''));
        });
        rows.push(cells);
      });
      expect(rows[0]).toEqual([
        'Capakey',
        'Partitie',
        'Kadastrale aard',
        'Eigenaar',
        'INSZ of ondernemingsnummer',
        'Recht',
        'Rechtcode',
        'Aandeel',
      ]);
      expect(rows.slice(1)).toEqual([
        [
          parcels.joint,
          'P0000',
          'HUIS (200)',
          expect.stringContaining('Wuyts'),
          owners.rita,
          expect.any(String),
          'VE',
          '1/2',
        ],
        [
          parcels.joint,
          'P0000',
          'HUIS (200)',
          expect.stringContaining('Claeys'),
          owners.walter,
          expect.any(String),
          'VE',
          '1/2',
        ],
      ]);
      expect(await logEntries(correlationId)).toEqual([
        {
          operation: 'downloadEigendomstoestand',
          subject_kind: 'CapaKey',
          subject: parcels.joint,
          permission: 'kadaster.geefEigendomstoestanden',
          source: 'AAPD',
          outcome: 'gevonden',
        },
      ]);
    });

    it('names an English file, keeps a stateless partition as a row, 404 for none found', async () => {
      const response = await post(
        'downloadEigendomstoestand',
        { perceelPartitieIds: [idOf(parcels.road), idOf(parcels.land)] },
        { language: 'en' },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain('owners-2-parcels.xlsx');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await response.arrayBuffer());
      const sheet = book.worksheets[0];
      expect(sheet?.name).toBe('Owners');
      expect(sheet?.rowCount).toBe(3);
      expect(sheet?.getRow(2).getCell(1).value).toBe(parcels.road);
      expect(sheet?.getRow(2).getCell(4).value ?? '').toBe('');
      expect(sheet?.getRow(3).getCell(5).value).toBe(owners.rita);
      const correlationId = newCorrelationId();
      const none = await post(
        'downloadEigendomstoestand',
        { perceelPartitieIds: [idOf(parcels.unknown)] },
        { correlationId },
      );
      expect(none.status).toBe(404);
      expect(await logEntries(correlationId)).toMatchObject([
        { operation: 'downloadEigendomstoestand', outcome: 'niet gevonden' },
      ]);
    });
  });

  describe('zoekEigendomstoestand', () => {
    it('answers an owner’s states, logged under Insz', async () => {
      const correlationId = newCorrelationId();
      const response = await call(
        'zoekEigendomstoestand',
        { insz: owners.rita },
        { correlationId },
      );
      expect(response.status).toBe(200);
      const answer = ownerStatesSchema.parse(await response.json());
      expect(answer.eigenaar).toMatchObject({ soort: 'persoon', insz: owners.rita });
      expect(answer.resultaten.map((row) => row.perceel.id).sort()).toEqual(
        [idOf(parcels.joint), idOf(parcels.land), idOf(parcels.apartment, 'P0003')].sort(),
      );
      expect(answer).toMatchObject({ totaal: 3, afgekapt: false });
      expect(await logEntries(correlationId)).toEqual([
        {
          operation: 'zoekEigendomstoestand',
          subject_kind: 'Insz',
          subject: owners.rita,
          permission: 'kadaster.zoekEigendomstoestanden',
          source: 'AAPD',
          outcome: 'gevonden',
        },
      ]);
    });

    it('answers an enterprise’s states under KboNummer, none for an owner without any', async () => {
      const correlationId = newCorrelationId();
      const enterprise = ownerStatesSchema.parse(
        await (
          await call(
            'zoekEigendomstoestand',
            { ondernemingsnummer: owners.vrancken },
            { correlationId },
          )
        ).json(),
      );
      expect(enterprise.resultaten.map((row) => row.perceel.capakey)).toEqual([parcels.longLease]);
      expect(await logEntries(correlationId)).toMatchObject([
        { subject_kind: 'KboNummer', subject: owners.vrancken, outcome: 'gevonden' },
      ]);
      const none = await call('zoekEigendomstoestand', { insz: owners.stien });
      expect(none.status).toBe(200);
      expect(ownerStatesSchema.parse(await none.json())).toMatchObject({
        resultaten: [],
        totaal: 0,
        afgekapt: false,
      });
    });

    it('answers 30001 for a number no register knows, 400 for none or both', async () => {
      const unknown = await call('zoekEigendomstoestand', { insz: '00000000097' });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ code: 30001 });
      expect((await call('zoekEigendomstoestand', {})).status).toBe(400);
      expect(
        (
          await call('zoekEigendomstoestand', {
            insz: owners.rita,
            ondernemingsnummer: owners.vrancken,
          })
        ).status,
      ).toBe(400);
    });
  });

  it('answers the picker chain: municipality, division, section, plot', async () => {
    const municipalities = (await (await call('getMunicipalities')).json()) as unknown[];
    expect(municipalities).toContainEqual({ nisCode: '44021', naam: 'Gent' });
    expect(municipalities).toHaveLength(5);
    expect(await (await call('getDepartments', { gemeente: '44021' })).json()).toEqual([
      { code: '44021', naam: 'GENT 1 AFD' },
      { code: '44802', naam: 'GENT 2 AFD' },
      { code: '44803', naam: 'GENT 3 AFD' },
    ]);
    expect(await (await call('getSections', { afdeling: '44021' })).json()).toEqual(
      ['A', 'B', 'C', 'D', 'E', 'F'].map((sectie) => ({ sectie })),
    );
    const plots = (await (await call('getPlots', { afdeling: '44021', sectie: 'A' })).json()) as {
      perceelnummer: string;
      capakey: string;
    }[];
    expect(plots).toHaveLength(12);
    expect(plots).toContainEqual({ perceelnummer: '0041/00A000', capakey: parcels.joint });
    expect((await call('getPlots', { afdeling: '44021' })).status).toBe(400);
  });

  it('answers every code list, in the caller’s language', async () => {
    for (const path of [
      'GeefProvincies',
      'GeefKadastraleAarden',
      'GeefGebouwIndicaties',
      'GeefBouwJaren',
      'GeefBouwTypes',
      'GeefGebouwKwaliteiten',
      'GeefKadastraleAardCodes',
      'GeefInschrijvingTypes',
      'GeefLocoNummers',
      'GeefVerkoopprijzenTypes',
    ]) {
      const response = await call(path);
      expect(response.status, path).toBe(200);
      const list = (await response.json()) as { code: string; omschrijving: string }[];
      expect(list.length, path).toBeGreaterThan(0);
    }
    expect(
      await (await call('GeefKadastraleAarden', {}, { language: 'en' })).json(),
    ).toContainEqual({ code: '503', omschrijving: 'Holiday home' });
    expect(await (await call('GeefBouwJaren')).json()).toContainEqual({
      code: '1',
      omschrijving: 'Voor 1850',
      van: null,
      tot: 1849,
    });
    const eastFlanders = (await (
      await call('GeefGemeentes', { provincieNIS: '40000' })
    ).json()) as { code: string; omschrijving: string }[];
    expect(eastFlanders).toContainEqual({ code: '44021', omschrijving: 'Gent' });
    expect(eastFlanders.every((municipality) => municipality.code.startsWith('4'))).toBe(true);
  });

  it('refuses roles without a land registry permission (403), writing nothing', async () => {
    for (const caller of ['gas', 'burgerzaken']) {
      const correlationId = newCorrelationId();
      for (const [path, query] of [
        ['zoekperceel', { capakey: parcels.joint }],
        ['geefEigendomstoestand', { capakey: parcels.joint }],
        ['geefEigendomstoestandDetail', { perceelPartitieId: idOf(parcels.joint) }],
        ['zoekEigendomstoestand', { insz: owners.rita }],
        ['GeefKadastraleAarden', {}],
        ['getMunicipalities', {}],
      ] as const) {
        expect((await call(path, query, { caller, correlationId })).status, path).toBe(403);
      }
      for (const path of ['geefEigendomstoestandDetail', 'downloadEigendomstoestand']) {
        const body = { perceelPartitieIds: [idOf(parcels.joint)] };
        expect((await post(path, body, { caller, correlationId })).status, path).toBe(403);
      }
      expect(await logEntries(correlationId)).toEqual([]);
    }
  });
});
