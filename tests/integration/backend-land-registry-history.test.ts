// The land registry's ownership history call over HTTP against the seeded cadastre, on PGlite and
// on PostgreSQL: the long history of docs/demo-data.md in time order with consistent links to
// the states before and after, the sales that began states, the state on a date, a partitioned
// parcel (all its partitions, or one), the legal-log entry of every consultation under CapaKey
// with kadaster.geefHistoriekEigendomstoestand, the source's 404 with 30001, the 400 of malformed
// input and the 403 of a role without the permission.
import { describe, expect, it } from 'vitest';
import { landRegistryErrorCodes } from '@contracts/land-registry';
import { ownershipHistorySchema } from '@contracts/land-registry-history';
import { productionKinds } from '../support/database-kinds';
import { callHeaders, newCorrelationId } from '../support/demo-callers';
import { demoDataSection, displayedInsz } from '../support/demo-data-doc';
import { seededCadastre } from '../support/seeded-cadastre';

const path = '/sss/api/backend/kadaster/geefHistoriekfEigendomstoestand';

/** The featured parcels of docs/demo-data.md. */
const parcels = {
  longHistory: '44021A0154/00B000',
  usufruct: '44021A0103/00D002',
  apartment: '44021A0086/00B000',
  road: '44021A0157/00A003',
  unknown: '44021A9999/99Z999',
};
const julien = '27052605162';
const rita = '60111842284';

/** A day as docs/demo-data.md writes it: DD.MM.YYYY. */
const displayed = (iso: string) => iso.split('-').reverse().join('.');

/** The row of docs/demo-data.md's ownership history table that names a capakey. */
function documentedRow(capakey: string): string {
  const section = demoDataSection('Demo data: land registry');
  const start = section.indexOf('## Ownership history');
  if (start < 0) throw new Error("docs/demo-data.md has no '## Ownership history'");
  const row = section
    .slice(start)
    .split('\n')
    .find((line) => line.startsWith(`| ${capakey} `));
  if (!row) throw new Error(`docs/demo-data.md's ownership history does not list ${capakey}`);
  return row;
}

describe.each(productionKinds)('the ownership history call on %s', (kind) => {
  const cadastre = seededCadastre(kind, [
    ['kadaster', 'carla.desmet', 'Kadaster'],
    ['gas', 'carla.desmet', 'GAS-boetes'],
    ['burgerzaken', 'an.peeters', 'Burgerzaken'],
  ]);
  const callers = cadastre.callers;

  async function call(
    query: Record<string, string>,
    options: { caller?: string; correlationId?: string; language?: string } = {},
  ) {
    return fetch(`${cadastre.backend.url}${path}?${new URLSearchParams(query)}`, {
      headers: callHeaders(callers.get(options.caller ?? 'kadaster'), options),
    });
  }

  async function history(query: Record<string, string>, language = 'nl') {
    const response = await call(query, { language });
    expect(response.status).toBe(200);
    return ownershipHistorySchema.parse(await response.json());
  }

  async function logEntries(correlationId: string) {
    return cadastre.backend.db
      .selectFrom('legal_log')
      .select(['operation', 'subject_kind', 'subject', 'permission', 'source', 'outcome'])
      .where('correlation_id', '=', correlationId)
      .execute();
  }

  it('answers the long history in time order, each state linked to the ones before and after', async () => {
    const answer = await history({ capakey: parcels.longHistory });
    expect(answer).toMatchObject({ capakey: parcels.longHistory, datum: null });
    expect(answer.partities.map((partition) => partition.perceel.partitie)).toEqual(['P0000']);
    const states = answer.partities[0]?.toestanden ?? [];
    expect(states).toHaveLength(6);
    expect(states[0]?.begin.slice(0, 4)).toBe('1962');
    expect(states[0]?.inschrijvingType).toEqual({
      code: 'OPM',
      omschrijving: 'Opmeting (eerste inschrijving)',
    });
    for (const [index, state] of states.entries()) {
      const before = states[index - 1];
      const after = states[index + 1];
      expect(state.vorigeToestandId).toBe(before?.eigendomId ?? null);
      expect(state.volgendeToestandId).toBe(after?.eigendomId ?? null);
      expect(state.voorgaandArtikel).toBe(before?.artikel ?? null);
      // Each ends the day the next one begins; only the last is current.
      expect(state.einde).toBe(after?.begin ?? null);
      expect(state.huidig).toBe(after === undefined);
      if (before) expect(state.begin > before.begin).toBe(true);
      expect(state.partijen.length).toBeGreaterThan(0);
      expect(state.rechten.map((right) => right.partijId).sort()).toEqual(
        expect.arrayContaining(state.partijen.map((party) => party.partijId)),
      );
      // A sale begins a state that follows another one, on its first day.
      if (state.inschrijvingType.code === 'VERK' && before) {
        expect(state.verkoop?.datum).toBe(state.begin);
        expect(state.verkoop?.prijs).toBeGreaterThanOrEqual(1_000);
      } else {
        expect(state.verkoop).toBeNull();
      }
    }
  });

  it('answers the state on a date: the one that held that day, the day before the next began', async () => {
    const all = (await history({ capakey: parcels.longHistory })).partities[0]?.toestanden ?? [];
    const third = all[2];
    const second = all[1];
    if (!third || !second) throw new Error('the long history has fewer than three states');
    const onBegin = await history({ capakey: parcels.longHistory, datum: third.begin });
    expect(onBegin.datum).toBe(third.begin);
    expect(onBegin.partities[0]?.toestanden).toEqual([third]);
    const dayBefore = new Date(Date.parse(`${third.begin}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const before = await history({ capakey: parcels.longHistory, datum: dayBefore });
    expect(before.partities[0]?.toestanden.map((state) => state.eigendomId)).toEqual([
      second.eigendomId,
    ]);
    // Before the first registration the parcel had no state; today it has its current one.
    const early = await history({ capakey: parcels.longHistory, datum: '1950-01-01' });
    expect(early.partities[0]?.toestanden).toEqual([]);
    const today = await history({ capakey: parcels.longHistory, datum: '2099-12-31' });
    expect(today.partities[0]?.toestanden.map((state) => state.huidig)).toEqual([true]);

    // Julien Wellens owned the usufruct parcel from 1968 until the inheritance of 30.09.2016.
    const usufruct = await history({ capakey: parcels.usufruct, datum: '2000-01-01' }, 'en');
    const held = usufruct.partities[0]?.toestanden[0];
    expect(held?.begin).toBe('1968-04-02');
    expect(held?.einde).toBe('2016-09-30');
    expect(held?.partijen.map((party) => party.soort === 'persoon' && party.insz)).toEqual([
      julien,
    ]);
    expect(held?.rechten[0]?.recht).toEqual({ code: 'VE', omschrijving: 'Full ownership' });
  });

  it('answers every partition of a divided parcel, or the one asked', async () => {
    const building = await history({ capakey: parcels.apartment });
    expect(building.partities.map((partition) => partition.perceel.partitie)).toEqual([
      'P0000',
      'P0001',
      'P0002',
      'P0003',
      'P0004',
      'P0005',
      'P0006',
    ]);
    // The common parts have no state of their own.
    expect(building.partities[0]?.toestanden).toEqual([]);
    const part = await history({ capakey: parcels.apartment, partitie: 'P0003' });
    expect(part.partities).toHaveLength(1);
    const current = part.partities[0]?.toestanden.at(-1);
    expect(current).toMatchObject({ begin: '2019-05-06', huidig: true });
    expect(current?.partijen.map((party) => party.soort === 'persoon' && party.insz)).toEqual([
      rita,
    ]);
    const road = await history({ capakey: parcels.road });
    expect(road.partities[0]?.toestanden).toEqual([]);
  });

  it('writes every consultation to the legal log under the capakey, found or not', async () => {
    const found = newCorrelationId();
    expect(
      (await call({ capakey: parcels.longHistory, reference: 'DOS-77' }, { correlationId: found }))
        .status,
    ).toBe(200);
    expect(await logEntries(found)).toEqual([
      {
        operation: 'geefHistoriekfEigendomstoestand',
        subject_kind: 'CapaKey',
        subject: parcels.longHistory,
        permission: 'kadaster.geefHistoriekEigendomstoestand',
        source: 'AAPD',
        outcome: 'gevonden',
      },
    ]);
    const road = newCorrelationId();
    await call({ capakey: parcels.road }, { correlationId: road });
    expect((await logEntries(road))[0]?.outcome).toBe('geen eigendomstoestanden');

    const missing = newCorrelationId();
    const response = await call(
      { capakey: parcels.unknown },
      { correlationId: missing, language: 'en' },
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      code: landRegistryErrorCodes.notFound,
      message: 'No parcel found',
    });
    expect(await logEntries(missing)).toEqual([
      expect.objectContaining({ subject: parcels.unknown, outcome: 'niet gevonden' }),
    ]);
    const noPartition = await call({ capakey: parcels.longHistory, partitie: 'P0099' });
    expect(noPartition.status).toBe(404);
    expect(await noPartition.json()).toMatchObject({ code: landRegistryErrorCodes.notFound });
  });

  it('holds what docs/demo-data.md lists under Ownership history', async () => {
    const long = (await history({ capakey: parcels.longHistory })).partities[0]?.toestanden ?? [];
    const first = long[0];
    expect(documentedRow(parcels.longHistory)).toContain(
      `${long.length} ownership states, the first a survey (${first?.inschrijvingType.code}) in ${first?.jaarBegin}`,
    );
    const day = '2000-01-01';
    const usufruct = await history({ capakey: parcels.usufruct, datum: day });
    const held = usufruct.partities[0]?.toestanden[0];
    const holder = held?.partijen[0];
    const usufructRow = documentedRow(parcels.usufruct);
    expect(usufructRow).toContain(`on ${displayed(day)}`);
    expect(usufructRow).toContain(
      `${holder?.soort === 'persoon' ? displayedInsz(holder.insz) : ''}) in full ownership from ${displayed(held?.begin ?? '')} to ${displayed(held?.einde ?? '')}`,
    );
    const building = await history({ capakey: parcels.apartment });
    const [common, , , part] = building.partities;
    const buildingRow = documentedRow(parcels.apartment);
    expect(common?.toestanden).toEqual([]);
    expect(buildingRow).toContain(
      `${common?.perceel.partitie} (the common parts) shows 'no ownership states found'`,
    );
    expect(buildingRow).toContain(
      `${part?.perceel.partitie} Rita Wuyts since ${displayed(part?.toestanden.at(-1)?.begin ?? '')}`,
    );
    const incomplete = await history({ capakey: '44021A0139/00B000' });
    expect(incomplete.partities[0]?.toestanden.at(-1)?.volledig).toBe(false);
    expect(documentedRow('44021A0139/00B000')).toContain('incomplete owner rights answer');
    expect((await call({ capakey: parcels.unknown })).status).toBe(404);
    expect(documentedRow(parcels.unknown)).toContain('Not found (30001)');
  });

  it('refuses malformed input with 400, writing nothing', async () => {
    const malformed: Record<string, string>[] = [
      { capakey: '44021A0154-00B000' },
      { capakey: '44021A154/00B000' },
      {},
      { capakey: parcels.longHistory, datum: '31.12.2000' },
      { capakey: parcels.longHistory, datum: '2000-02-30' },
      { capakey: parcels.longHistory, partitie: '0003' },
    ];
    for (const query of malformed) {
      const correlationId = newCorrelationId();
      const response = await call(query, { correlationId });
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(await logEntries(correlationId)).toEqual([]);
    }
  });

  it('refuses a role without kadaster.geefHistoriekEigendomstoestand (403), writing nothing', async () => {
    for (const caller of ['gas', 'burgerzaken']) {
      const correlationId = newCorrelationId();
      expect((await call({ capakey: parcels.longHistory }, { caller, correlationId })).status).toBe(
        403,
      );
      expect(await logEntries(correlationId)).toEqual([]);
    }
  });
});
