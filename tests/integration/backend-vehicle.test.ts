// The vehicle calls over HTTP against the seeded registers, on PGlite and on PostgreSQL: the
// answers in the contract's shape, the holder on a date of the facts, the legal-log entry of
// every consultation (found or not), the source's 404, the 403 outside a role with a vehicle
// permission and the 400 of a malformed query; and the registers' links to people and
// enterprises that exist.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '@contracts/session';
import { belgianVehicleSchema, foreignVehicleSchema } from '@contracts/vehicle';
import { formatBelgianPlate } from '~/lib/format/plate';
import { todayInBelgium } from '../../backend/person/today';
import { writtenPlate } from '../../backend/vehicle/plates';
import { seedVehicles } from '../../backend/vehicle/seed';
import { startBackend, type BackendUnderTest } from '../support/backend-under-test';
import { productionKinds } from '../support/database-kinds';
import { demoClaims, newSessionId } from '../support/demo-callers';
import { startTestIssuer, type TestIssuer } from '../support/test-issuer';

const base = '/sss/api/backend';

describe.each(productionKinds)('vehicle calls on %s', (kind) => {
  let issuer: TestIssuer;
  let backend: BackendUnderTest;
  /** login → token and role uri: carla.desmet as GAS-boetes, an.peeters as Burgerzaken. */
  const callers = new Map<string, { token: string; role: string }>();

  beforeAll(async () => {
    issuer = await startTestIssuer();
    backend = await startBackend(kind, issuer, { vehicles: true });
    for (const [login, roleName] of [
      ['carla.desmet', 'GAS-boetes'],
      ['an.peeters', 'Burgerzaken'],
    ] as const) {
      const token = await issuer.sign(demoClaims(login));
      const response = await fetch(`${backend.url}${base}/user`, {
        headers: { authorization: `Bearer ${token}`, 'x-session-id': newSessionId() },
      });
      const user = userSchema.parse(await response.json());
      const role = user.roles.find((candidate) => candidate.naam === roleName);
      callers.set(login, { token, role: role?.uri ?? '' });
    }
  }, 120_000);

  afterAll(async () => {
    await backend?.stop();
    await issuer?.close();
  });

  async function call(
    path: string,
    query: Record<string, string>,
    options: { login?: string; correlationId?: string; language?: string } = {},
  ) {
    const caller = callers.get(options.login ?? 'carla.desmet');
    return fetch(`${backend.url}${base}${path}?${new URLSearchParams(query)}`, {
      headers: {
        authorization: `Bearer ${caller?.token ?? ''}`,
        'x-session-id': newSessionId(),
        'x-active-role': caller?.role ?? '',
        'accept-language': options.language ?? 'nl',
        'x-correlation-id': options.correlationId ?? randomBytes(8).toString('hex'),
      },
    });
  }
  const belgian = '/mobiliteit/voertuig/binnenland';
  const foreign = '/mobiliteit/voertuig/buitenland';

  const rows = async <T>(query: string) =>
    (await sql<T>`${sql.raw(query)}`.execute(backend.db)).rows;
  const count = async (query: string) => Number((await rows<{ count: string }>(query))[0]?.count);

  /** The first registration (in plate order) that fits. */
  async function plate(where: string) {
    const [row] = await rows<{ plate: string }>(
      `select plate from vehicle_registrations r where ${where} order by plate limit 1`,
    );
    if (!row) throw new Error(`no vehicle where ${where}`);
    return row.plate;
  }

  async function logEntries(correlationId: string) {
    return backend.db
      .selectFrom('legal_log')
      .select(['operation', 'subject_kind', 'subject', 'permission', 'source', 'outcome'])
      .where('correlation_id', '=', correlationId)
      .execute();
  }

  it('seeded the small registers once, held by people and enterprises that exist', async () => {
    expect(await count('select count(*) from vehicle_registrations')).toBe(1_500);
    expect(await count('select count(*) from foreign_vehicles')).toBe(120);
    expect(await seedVehicles(backend.db, { size: 'small' })).toEqual({ generated: false });
    expect(await count('select count(*) from vehicle_registrations')).toBe(1_500);
    expect(await count('select count(*) from foreign_vehicles')).toBe(120);
    expect(
      await count(`select count(*) from vehicle_holders h where
        (h.holder_insz is not null and not exists (select 1 from persons p where p.insz = h.holder_insz))
        or (h.holder_enterprise is not null and not exists
          (select 1 from enterprises e where e.enterprise_number = h.holder_enterprise))
        or ((h.holder_insz is null) = (h.holder_enterprise is null))`),
    ).toBe(0);
    // The demo page writes plates as the portal does.
    const plates = await rows<{ plate: string }>('select plate from vehicle_registrations');
    for (const { plate: value } of plates) {
      expect(writtenPlate(value)).toBe(formatBelgianPlate(value));
    }
  });

  it('gives a Belgian vehicle with its holders, and logs the consultation under Nrplaat', async () => {
    const number = await plate(
      `status = 'REG' and (select count(*) from vehicle_holders h where h.plate = r.plate) >= 2`,
    );
    const correlationId = randomBytes(8).toString('hex');
    const response = await call(belgian, { nummerplaat: number }, { correlationId });
    expect(response.status).toBe(200);
    const vehicle = belgianVehicleSchema.parse(await response.json());
    expect(vehicle.nummerplaat.nummer).toBe(number);
    expect(vehicle.nummerplaat.status).toEqual({ code: 'REG', omschrijving: 'Ingeschreven' });
    expect(vehicle.voertuig.vin).toMatch(/^[0-9A-HJ-NPR-Z]{17}$/);
    expect(vehicle.situatieDatum).toBe(todayInBelgium());
    expect(vehicle.houders.length).toBeGreaterThanOrEqual(2);
    // The newest first; today's holder is the current one.
    expect(vehicle.houder).toEqual(vehicle.houders[0]);
    expect(vehicle.houders[0]?.datumEinde).toBeNull();
    expect(await logEntries(correlationId)).toEqual([
      {
        operation: 'geefBinnenlandsVoertuig',
        subject_kind: 'Nrplaat',
        subject: number,
        permission: 'mobiliteit.binnenlandsVoertuig',
        source: 'DIV',
        outcome: 'gevonden',
      },
    ]);

    // On a date in the past the holder of that time: the oldest period's.
    const oldest = vehicle.houders[vehicle.houders.length - 1];
    const past = await call(belgian, { nummerplaat: number, datum: oldest?.datumBegin ?? '' });
    const then = belgianVehicleSchema.parse(await past.json());
    expect(then.situatieDatum).toBe(oldest?.datumBegin);
    expect(then.houder).toEqual(oldest);
    expect(then.houder).not.toEqual(vehicle.houder);
    // Before the plate was issued no one held it.
    const before = await call(belgian, { nummerplaat: number, datum: '1950-01-01' });
    expect(belgianVehicleSchema.parse(await before.json()).houder).toBeNull();
  });

  it('names a person holder as the population does, at an address in Belgium', async () => {
    const [row] = await rows<{ plate: string; insz: string; name: string; year: number }>(
      `select h.plate, h.holder_insz as insz, (p.first_names->>0) || ' ' || p.last_name as name,
         extract(year from p.birth_date)::int as year
       from vehicle_holders h join persons p on p.insz = h.holder_insz
       where h.valid_to is null order by h.plate limit 1`,
    );
    const response = await call(belgian, { nummerplaat: row?.plate ?? '' });
    const vehicle = belgianVehicleSchema.parse(await response.json());
    expect(vehicle.houder?.houder).toEqual({
      soort: 'persoon',
      insz: row?.insz,
      naam: row?.name,
      geboortejaar: row?.year,
    });
    expect(vehicle.houder?.adres).toMatchObject({
      soort: 'binnenland',
      land: { isoCode: 'BE', naam: 'België' },
      lijnen: [],
    });
    expect(vehicle.houder?.adres.gemeente?.nisCode).toMatch(/^\d{5}$/);
  });

  it('answers an unknown plate as the source does, and logs it', async () => {
    const correlationId = randomBytes(8).toString('hex');
    const response = await call(belgian, { nummerplaat: '2ZZZ999' }, { correlationId });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 30002,
      message: 'Geen voertuig gevonden voor deze nummerplaat',
      errors: [],
    });
    expect(await logEntries(correlationId)).toEqual([
      expect.objectContaining({ subject: '2ZZZ999', outcome: 'niet gevonden' }),
    ]);
    const english = await call(belgian, { nummerplaat: '2ZZZ999' }, { language: 'en' });
    expect(await english.json()).toMatchObject({
      code: 30002,
      message: 'No vehicle found for this number plate',
    });
  });

  it('gives a deregistered vehicle, which no one holds today', async () => {
    const number = await plate(`status = 'SCH'`);
    const response = await call(belgian, { nummerplaat: number });
    expect(response.status).toBe(200);
    const vehicle = belgianVehicleSchema.parse(await response.json());
    expect(vehicle.nummerplaat.status.code).toBe('SCH');
    expect(vehicle.nummerplaat.datumSchrapping).not.toBeNull();
    expect(vehicle.houder).toBeNull();
    expect(vehicle.houders.every((period) => period.datumEinde !== null)).toBe(true);
    expect(vehicle.houders[0]?.datumEinde).toBe(vehicle.nummerplaat.datumSchrapping);
  });

  it('gives a trailer without fuel or engine, and an enterprise holder', async () => {
    const trailer = belgianVehicleSchema.parse(
      await (await call(belgian, { nummerplaat: await plate(`plate_type = 'AH'`) })).json(),
    );
    expect(trailer.voertuig.brandstof).toBeNull();
    expect(trailer.voertuig.cilinderinhoud).toBeNull();
    const held = await plate(
      `exists (select 1 from vehicle_holders h where h.plate = r.plate and h.holder_enterprise is not null and h.valid_to is null)`,
    );
    const vehicle = belgianVehicleSchema.parse(
      await (await call(belgian, { nummerplaat: held })).json(),
    );
    expect(vehicle.houder?.houder).toMatchObject({
      soort: 'onderneming',
      ondernemingsnummer: expect.stringMatching(/^[01]\d{9}$/),
    });
  });

  it('marks the featured company car’s holder as a leasing company, named from the register', async () => {
    const vehicle = belgianVehicleSchema.parse(
      await (await call(belgian, { nummerplaat: '1YFH474' })).json(),
    );
    const holder = vehicle.houder?.houder;
    expect(holder).toMatchObject({ soort: 'onderneming', leasemaatschappij: true });
    const [enterprise] = await rows<{ official_name: string }>(
      `select official_name from enterprises where enterprise_number = '${holder?.soort === 'onderneming' ? holder.ondernemingsnummer : ''}'`,
    );
    expect(holder?.naam).toBe(enterprise?.official_name);
  });

  it('gives a foreign vehicle by country and plate, with or without its second plate', async () => {
    const [single] = await rows<{ country: string; plate1: string }>(
      `select country, plate1 from foreign_vehicles where plate2 is null order by country, plate1 limit 1`,
    );
    const correlationId = randomBytes(8).toString('hex');
    const response = await call(
      foreign,
      { land: single?.country ?? '', nummerplaat1: single?.plate1 ?? '' },
      { correlationId },
    );
    expect(response.status).toBe(200);
    const vehicle = foreignVehicleSchema.parse(await response.json());
    expect(vehicle.nummerplaat2).toBeNull();
    expect(vehicle.land.isoCode).toBe(single?.country);
    expect(vehicle.houders[0]?.adres).toMatchObject({ soort: 'buitenland', straat: null });
    expect(vehicle.houders[0]?.adres.lijnen).toHaveLength(2);
    expect(await logEntries(correlationId)).toEqual([
      {
        operation: 'geefBuitenlandsVoertuig',
        subject_kind: 'Nrplaat',
        subject: `${single?.country}:${single?.plate1}`,
        permission: 'mobiliteit.buitenlandsVoertuig',
        source: 'EUCARIS',
        outcome: 'gevonden',
      },
    ]);

    const [pair] = await rows<{ country: string; plate1: string; plate2: string }>(
      `select country, plate1, plate2 from foreign_vehicles where plate2 is not null order by country, plate1 limit 1`,
    );
    const asked = { land: pair?.country ?? '', nummerplaat1: pair?.plate1 ?? '' };
    const withSecond = await call(foreign, { ...asked, nummerplaat2: pair?.plate2 ?? '' });
    expect(withSecond.status).toBe(200);
    expect(foreignVehicleSchema.parse(await withSecond.json()).nummerplaat2).toBe(pair?.plate2);
    const withoutSecond = await call(foreign, asked);
    expect(foreignVehicleSchema.parse(await withoutSecond.json()).nummerplaat2).toBe(pair?.plate2);
    // A second plate that does not go with the first: the register does not know the pair.
    const wrongId = randomBytes(8).toString('hex');
    const wrong = await call(foreign, { ...asked, nummerplaat2: 'X1' }, { correlationId: wrongId });
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toMatchObject({ code: 30002 });
    expect(await logEntries(wrongId)).toEqual([
      expect.objectContaining({
        subject: `${pair?.country}:${pair?.plate1}/X1`,
        outcome: 'niet gevonden',
      }),
    ]);
  });

  it('refuses both calls outside a role with a vehicle permission', async () => {
    const number = await plate('true');
    const correlationId = randomBytes(8).toString('hex');
    const refused = await call(
      belgian,
      { nummerplaat: number },
      { login: 'an.peeters', correlationId },
    );
    expect(refused.status).toBe(403);
    const abroad = await call(
      foreign,
      { land: 'NL', nummerplaat1: 'AB123C' },
      { login: 'an.peeters' },
    );
    expect(abroad.status).toBe(403);
    expect(await logEntries(correlationId)).toEqual([]);
  });

  it('refuses a malformed query with 400 and the error catalogue, without consulting', async () => {
    for (const [path, query] of [
      [belgian, { nummerplaat: '1abc123' }],
      [belgian, { nummerplaat: '1-ABC-123' }],
      [belgian, { nummerplaat: '1ABC123', datum: '2024-13-01' }],
      [belgian, {}],
      [foreign, { land: 'nl', nummerplaat1: 'AB123C' }],
      [foreign, { land: 'NLD', nummerplaat1: 'AB123C' }],
      [foreign, { land: 'BE', nummerplaat1: 'AB123C' }],
      [foreign, { land: 'NL', nummerplaat1: 'AB123C', nummerplaat2: 'ab' }],
    ] as const) {
      const correlationId = randomBytes(8).toString('hex');
      const response = await call(path, query, { correlationId });
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 1,
        message: 'Validatiefout',
        errors: [expect.objectContaining({ message: expect.any(String) })],
      });
      expect(await logEntries(correlationId)).toEqual([]);
    }
  });
});
