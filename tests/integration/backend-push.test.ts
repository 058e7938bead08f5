// The push notification calls over HTTP, as Stad Rivierstad's documents service (dirk.maes,
// Documentendienst) on a clone of the seeded template: its members and their devices, the
// refusals with their meaning, the sends to one member, to a group and as a test, the message's
// sanitising, another organisation's members, and a send to everyone whose delivering backend is
// killed mid-run and resumed by another: every device gets the notification once.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  getAudience,
  getDeliveries,
  getGroups,
  getMember,
  getNotification,
  pushErrorCodes,
  removeReceiver,
  searchMembers,
  searchNotifications,
  sendTest,
  sendToAll,
  sendToGroup,
  sendToMember,
  updateMember,
  type NotificationContentInput,
} from '@contracts/push-notification';
import type { BulkProcessor } from '../../backend/bulk/processor';
import { startBulkWorker } from '../../backend/bulk/worker';
import { bulkProcessors } from '../../backend/bulk-processors';
import { openDatabase } from '../../backend/db/database';
import { featuredMembers } from '../../backend/push/featured';
import { createLogger } from '../../logging/logger';
import { startBackend, testHashSecret, type BackendUnderTest } from '../support/backend-under-test';
import { callerWithRole, callHeaders, type RoleCaller } from '../support/demo-callers';
import { demoDataSection, displayedInsz } from '../support/demo-data-doc';
import { startTestIssuer, type TestIssuer } from '../support/test-issuer';
import { until } from '../support/until';

let issuer: TestIssuer;
let backend: BackendUnderTest;
let city: RoleCaller;
let agency: RoleCaller;

const featured = Object.fromEntries(
  featuredMembers.map((member) => [member.key, member]),
) as Record<(typeof featuredMembers)[number]['key'], (typeof featuredMembers)[number]>;

function content(message = '<p>De ophaling van het restafval schuift een dag op.</p>') {
  return {
    nl: { titel: 'Afvalophaling verschoven', bericht: message },
    en: { titel: 'Waste collection moved', bericht: '<p>Waste is collected a day later.</p>' },
  } satisfies NotificationContentInput;
}

async function call(
  method: string,
  path: string,
  {
    body,
    caller = city,
    language = 'nl',
  }: { body?: unknown; caller?: RoleCaller; language?: string } = {},
) {
  return fetch(`${backend.url}${path}`, {
    method,
    headers: {
      ...callHeaders(caller, { language }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const path = (template: string, id: string) => template.replace(/:[a-z]+/, id);

async function errorsOf(response: Response) {
  const body = (await response.json()) as { errors: { code?: string; message: string }[] };
  return body.errors;
}

beforeAll(async () => {
  issuer = await startTestIssuer();
  backend = await startBackend('postgresql', issuer, { push: true, bulkWorker: true });
  city = await callerWithRole(backend.url, issuer, 'dirk.maes', 'Documentendienst');
  agency = await callerWithRole(backend.url, issuer, 'demo', 'Documentendienst');
});

afterAll(async () => {
  await backend?.stop();
  await issuer?.close();
});

describe('docs/demo-data.md', () => {
  // First in the file: the tests after it remove devices and send.
  it('lists the featured members as the calls show them', async () => {
    const rows = [
      ...demoDataSection('Push notifications').matchAll(
        /^\| ([^|]+?) +\| (\d{2}\.\d{2}\.\d{2}-\d{3}\.\d{2}) +\| `([^`]+)` +\| ([^|]+?) +\| ([^|]+?) +\|$/gm,
      ),
    ];
    expect(rows).toHaveLength(featuredMembers.length);
    const history = searchNotifications.response.parse(
      await (await call('GET', `${searchNotifications.path}?take=100`)).json(),
    );
    for (const [, name = '', insz = '', id = '', devices = '', why = ''] of rows) {
      const response = await call('GET', path(getMember.path, id));
      expect(response.status, name).toBe(200);
      const member = getMember.response.parse(await response.json());
      expect(`${member.voornaam} ${member.naam}`).toBe(name);
      expect(displayedInsz(member.insz)).toBe(insz);
      expect(member.apparaten.map((device) => device.status).join(', ')).toBe(devices);
      const phone = /Phone `([^`]+)`/.exec(why)?.[1] ?? null;
      expect(member.telefoon, name).toBe(phone);
      if (why.includes('sent to her alone')) {
        expect(history.resultaten.some((sent) => sent.doelgroep.lid?.id === id)).toBe(true);
      }
    }
  });
});

describe('the members', () => {
  it('are searched by name, by national number and by a device status, paged', async () => {
    const onboarding = searchMembers.response.parse(
      await (await call('GET', `${searchMembers.path}?status=onboarding&take=100`)).json(),
    );
    expect(onboarding.totaal).toBeGreaterThan(0);
    for (const member of onboarding.resultaten)
      expect(member.toestellen.onboarding).toBeGreaterThan(0);

    const one = getMember.response.parse(
      await (await call('GET', path(getMember.path, featured.testPhone.id))).json(),
    );
    expect(one.telefoon).toBe('+32470123456');
    expect(one.apparaten.map((device) => device.status)).toEqual(['active', 'active']);
    expect(one.groepen.map((group) => group.naam)).toEqual(['Afvalophaling', 'Evenementen']);
    expect(one.meldingen).toBeGreaterThan(0);

    const byInsz = searchMembers.response.parse(
      await (
        await call('GET', `${searchMembers.path}?zoek=${encodeURIComponent(one.insz)}`)
      ).json(),
    );
    expect(byInsz.resultaten.map((member) => member.id)).toEqual([one.id]);
    const byName = searchMembers.response.parse(
      await (
        await call(
          'GET',
          `${searchMembers.path}?zoek=${encodeURIComponent(`${one.voornaam} ${one.naam}`)}`,
        )
      ).json(),
    );
    expect(byName.resultaten.map((member) => member.id)).toContain(one.id);
  });

  it("are the organisation's own: another organisation's member is not found", async () => {
    const response = await call('GET', path(getMember.path, featured.testPhone.id), {
      caller: agency,
    });
    expect(response.status).toBe(404);
    const theirs = searchMembers.response.parse(
      await (await call('GET', `${searchMembers.path}?take=100`, { caller: agency })).json(),
    );
    expect(theirs.totaal).toBeGreaterThan(0);
    expect(theirs.resultaten.some((member) => member.id === featured.testPhone.id)).toBe(false);
  });

  it('are registered, changed and deleted; a national number twice, a bad one, an unknown group and a bad phone are refused', async () => {
    const groups = getGroups.response.parse(await (await call('GET', getGroups.path)).json());
    expect(groups.map((group) => group.naam)).toEqual([
      'Afvalophaling',
      'Bibliotheek',
      'Burgerzaken',
      'Evenementen',
      'Sport en vrije tijd',
      'Wegenwerken en mobiliteit',
    ]);
    const insz = '99123199940';
    const created = await call('POST', createMember.path, {
      body: {
        insz,
        naam: 'Peeters',
        voornaam: 'An',
        telefoon: '+32471234567',
        groepen: [groups[0]?.id],
      },
    });
    expect(created.status).toBe(200);
    const member = createMember.response.parse(await created.json());
    expect(member).toMatchObject({ insz, naam: 'Peeters', voornaam: 'An', meldingen: 0 });
    expect(member.groepen.map((group) => group.naam)).toEqual(['Afvalophaling']);

    const twice = await call('POST', createMember.path, {
      body: { insz, naam: 'Peeters', voornaam: 'An' },
    });
    expect(twice.status).toBe(409);
    expect(await errorsOf(twice)).toEqual([
      {
        code: pushErrorCodes.memberExists,
        message: 'Er is al een lid met dit rijksregisternummer.',
      },
    ]);
    const badInsz = await call('POST', createMember.path, {
      body: { insz: '99123199941', naam: 'Peeters', voornaam: 'An' },
    });
    expect(badInsz.status).toBe(400);
    expect((await errorsOf(badInsz)).map((error) => error.code)).toEqual(['insz']);
    const unknownGroup = await call('PUT', path(updateMember.path, member.id), {
      body: { naam: 'Peeters', voornaam: 'An', groepen: [randomUUID()] },
    });
    expect(unknownGroup.status).toBe(400);
    expect(await errorsOf(unknownGroup)).toEqual([
      { code: 'groepen', message: 'Deze groep bestaat niet.' },
    ]);
    const badPhone = await call('PUT', path(updateMember.path, member.id), {
      body: { naam: 'Peeters', voornaam: 'An', telefoon: '+32000000000' },
      language: 'en',
    });
    expect(badPhone.status).toBe(400);
    expect(await errorsOf(badPhone)).toEqual([
      { code: 'telefoon', message: 'This is not a valid phone number.' },
    ]);

    const changed = updateMember.response.parse(
      await (
        await call('PUT', path(updateMember.path, member.id), {
          body: { naam: 'Peeters-Janssens', voornaam: 'An', email: 'an@example.be' },
        })
      ).json(),
    );
    expect(changed).toMatchObject({
      naam: 'Peeters-Janssens',
      email: 'an@example.be',
      telefoon: null,
    });
    expect(changed.groepen).toEqual([]);

    expect((await call('DELETE', path(getMember.path, member.id))).status).toBe(204);
    expect((await call('GET', path(getMember.path, member.id))).status).toBe(404);
    const notified = await call('DELETE', path(getMember.path, featured.testPhone.id));
    expect(notified.status).toBe(409);
    expect((await errorsOf(notified))[0]?.code).toBe(pushErrorCodes.memberHasNotifications);
    expect((await call('GET', path(getMember.path, featured.testPhone.id))).status).toBe(200);
  });
});

describe('removing a device', () => {
  async function devicesOf(id: string) {
    return getMember.response.parse(await (await call('GET', path(getMember.path, id))).json())
      .apparaten;
  }

  it('cancels it, and refuses one removed already or the last one of a member still onboarding', async () => {
    const [removed] = await devicesOf(featured.removedDevice.id);
    const again = await call('DELETE', path(removeReceiver.path, removed?.id ?? ''));
    expect(again.status).toBe(409);
    expect(await errorsOf(again)).toEqual([
      {
        code: pushErrorCodes.deviceCannotBeRemoved,
        message: 'Dit toestel kan niet verwijderd worden: het werd al verwijderd.',
      },
    ]);
    const [onboarding] = await devicesOf(featured.onboardingOnly.id);
    const last = await call('DELETE', path(removeReceiver.path, onboarding?.id ?? ''), {
      language: 'en',
    });
    expect(last.status).toBe(409);
    expect((await errorsOf(last))[0]?.message).toBe(
      'This device cannot be removed: it is the last device of a member that was not reached yet.',
    );
    const [, inactive] = await devicesOf(featured.everyStatus.id);
    const done = removeReceiver.response.parse(
      await (await call('DELETE', path(removeReceiver.path, inactive?.id ?? ''))).json(),
    );
    expect(done.status).toBe('cancelled');
    expect((await devicesOf(featured.everyStatus.id)).map((device) => device.status)).toEqual([
      'active',
      'cancelled',
      'suspended',
    ]);
    expect((await call('DELETE', path(removeReceiver.path, randomUUID()))).status).toBe(404);
    expect(
      (await call('DELETE', path(removeReceiver.path, inactive?.id ?? ''), { caller: agency }))
        .status,
    ).toBe(404);
  });
});

describe('sending', () => {
  async function finished(id: string) {
    return until(`notification ${id} delivered`, async () => {
      const notification = getNotification.response.parse(
        await (await call('GET', path(getNotification.path, id))).json(),
      );
      return notification.bezig === 0 ? notification : null;
    });
  }

  it('to one member reaches its reachable devices, each with its outcome', async () => {
    const audience = getAudience.response.parse(
      await (
        await call('GET', `${getAudience.path}?doelgroep=lid&lid=${featured.testPhone.id}`)
      ).json(),
    );
    expect(audience).toEqual({ leden: 1, toestellen: 2, naam: 'Stien Verheyen' });
    const response = await call('POST', sendToMember.path, {
      body: { lid: featured.testPhone.id, notificatie: content() },
    });
    expect(response.status).toBe(200);
    const sent = sendToMember.response.parse(await response.json());
    expect(sent).toMatchObject({ toestellen: 2, talen: ['nl', 'en'], verstuurdDoor: 'Dirk Maes' });
    expect(sent.doelgroep.lid?.id).toBe(featured.testPhone.id);
    const done = await finished(sent.id);
    expect(done.afgeleverd + done.mislukt + done.inactief).toBe(2);
    const deliveries = getDeliveries.response.parse(
      await (await call('GET', path(getDeliveries.path, sent.id))).json(),
    );
    expect(deliveries.totaal).toBe(2);
    for (const delivery of deliveries.resultaten)
      expect(delivery.lid.id).toBe(featured.testPhone.id);
    const listed = searchNotifications.response.parse(
      await (await call('GET', searchNotifications.path)).json(),
    );
    expect(listed.resultaten[0]?.id).toBe(sent.id);
  });

  it('to a group reaches its members; a group of another organisation is not found', async () => {
    const groups = getGroups.response.parse(await (await call('GET', getGroups.path)).json());
    const group = groups.find((candidate) => candidate.naam === 'Bibliotheek');
    const audience = getAudience.response.parse(
      await (await call('GET', `${getAudience.path}?doelgroep=groep&groep=${group?.id}`)).json(),
    );
    expect(audience.naam).toBe('Bibliotheek');
    const sent = sendToGroup.response.parse(
      await (
        await call('POST', sendToGroup.path, { body: { groep: group?.id, notificatie: content() } })
      ).json(),
    );
    expect(sent.toestellen).toBe(audience.toestellen);
    const done = await finished(sent.id);
    expect(done.afgeleverd + done.mislukt + done.inactief).toBeLessThanOrEqual(done.toestellen);
    expect(done.afgeleverd).toBeGreaterThan(0);
    const theirs = await call('POST', sendToGroup.path, {
      body: { groep: group?.id, notificatie: content() },
      caller: agency,
    });
    expect(theirs.status).toBe(404);
  });

  it('keeps the formatting and refuses images, scripts and a 994th character', async () => {
    const cleaned = sendToMember.response.parse(
      await (
        await call('POST', sendToMember.path, {
          body: {
            lid: featured.testPhone.id,
            notificatie: content(
              '<p onclick="alert(1)"><strong>Let op</strong>: <a href="javascript:alert(1)">hier</a> en <a href="https://www.rivierstad.be">hier</a></p>',
            ),
          },
        })
      ).json(),
    );
    const stored = getNotification.response.parse(
      await (await call('GET', path(getNotification.path, cleaned.id))).json(),
    );
    expect(stored.inhoud.nl.bericht).toBe(
      '<p><strong>Let op</strong>: <a rel="noopener noreferrer" target="_blank">hier</a> en <a href="https://www.rivierstad.be" rel="noopener noreferrer" target="_blank">hier</a></p>',
    );
    for (const [message, text] of [
      [
        '<p>Kijk</p><img src="x" onerror="alert(1)">',
        'Het bericht mag geen afbeeldingen, video of scripts bevatten.',
      ],
      [
        '<p>Kijk</p><script>alert(1)</script>',
        'Het bericht mag geen afbeeldingen, video of scripts bevatten.',
      ],
      [`<p>${'a'.repeat(994)}</p>`, 'Het bericht mag maximaal 993 tekens bevatten.'],
      ['<p><em></em></p>', 'Het bericht is verplicht.'],
    ] as const) {
      const refused = await call('POST', sendToAll.path, {
        body: { notificatie: content(message) },
      });
      expect(refused.status, message).toBe(400);
      expect(await errorsOf(refused)).toEqual([{ code: 'notificatie.nl.bericht', message: text }]);
    }
    const atLimit = await call('POST', sendToMember.path, {
      body: { lid: featured.testPhone.id, notificatie: content(`<p>${'a'.repeat(993)}</p>`) },
    });
    expect(atLimit.status).toBe(200);
    const plainHttp = await call('POST', sendToMember.path, {
      body: {
        lid: featured.testPhone.id,
        notificatie: { nl: { titel: 'Link', bericht: '<p>x</p>', url: 'http://example.be' } },
      },
    });
    expect(plainHttp.status).toBe(400);
    expect((await errorsOf(plainHttp)).map((error) => error.code)).toEqual(['notificatie.nl.url']);
  });

  it('as a test reaches the devices of the members with the numbers given; a bad number is refused', async () => {
    const refused = await call('POST', sendTest.path, {
      body: { notificatie: content(), telefoonnummers: ['+32470123456', '+32000000000'] },
    });
    expect(refused.status).toBe(400);
    expect(await errorsOf(refused)).toEqual([
      { code: 'telefoonnummers.1', message: 'Dit is geen geldig telefoonnummer.' },
    ]);
    const tested = sendTest.response.parse(
      await (
        await call('POST', sendTest.path, {
          body: { notificatie: content(), telefoonnummers: ['+32470123456', '+32485765432'] },
        })
      ).json(),
    );
    expect(tested.nummers).toEqual([
      { telefoonnummer: '+32470123456', toestellen: 2, afgeleverd: expect.any(Number) },
      { telefoonnummer: '+32485765432', toestellen: 1, afgeleverd: expect.any(Number) },
    ]);
    expect(tested.melding).toMatchObject({ toestellen: 3, bezig: 0 });
    expect(tested.melding.doelgroep).toMatchObject({ soort: 'test' });
  });
});

describe('a send to everyone', () => {
  // A backend of its own, whose workers the test starts: one is killed mid-run, another resumes.
  let quiet: BackendUnderTest;
  let officer: RoleCaller;

  beforeAll(async () => {
    quiet = await startBackend('postgresql', issuer, { push: true });
    officer = await callerWithRole(quiet.url, issuer, 'dirk.maes', 'Documentendienst');
  });

  afterAll(async () => {
    await quiet?.stop();
  });

  async function notification(id: string) {
    const response = await fetch(`${quiet.url}${path(getNotification.path, id)}`, {
      headers: callHeaders(officer),
    });
    return getNotification.response.parse(await response.json());
  }

  it('resumes after the delivering backend is killed mid-run: every device gets it once', async () => {
    const response = await fetch(`${quiet.url}${sendToAll.path}`, {
      method: 'POST',
      headers: { ...callHeaders(officer), 'content-type': 'application/json' },
      body: JSON.stringify({ notificatie: content() }),
    });
    const sent = sendToAll.response.parse(await response.json());
    expect(sent.bezig).toBe(sent.toestellen);

    // The killed backend's worker, on a connection of its own, hangs on its 31st device.
    const url = new URL(quiet.databaseUrl ?? '');
    url.searchParams.set('application_name', 'killed-worker');
    const killedDb = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    const [delivering] = bulkProcessors({ hashSecret: testHashSecret }).filter(
      (processor) => processor.kind === 'pushSend',
    ) as [BulkProcessor];
    let processed = 0;
    let release: () => void = () => {};
    const hung = new Promise<void>((resolve) => {
      release = resolve;
    });
    const hanging: BulkProcessor = {
      kind: delivering.kind,
      async process(trx, item, job) {
        processed += 1;
        if (processed === 31) await hung;
        return delivering.process(trx, item, job);
      },
    };
    const killed = startBulkWorker({
      db: killedDb,
      processors: [hanging],
      log: createLogger('silent', 'backend'),
      workerId: 'killed',
      batchSize: 10,
      idleMs: 20,
    });
    await until('the killed worker to hang', async () => (processed >= 31 ? true : null));
    // The kill: its connection ends mid-transaction, as when its process dies.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'killed-worker'`.execute(quiet.db);
    release();
    await killed.stop();
    await killedDb.destroy().catch(() => {});
    const before = await notification(sent.id);
    // Three batches of ten committed; the fourth died with its connection.
    expect(before.afgeleverd + before.mislukt + before.inactief).toBe(30);
    expect(before.bezig).toBe(sent.toestellen - 30);

    // Another backend's worker takes the rest.
    const resumed = startBulkWorker({
      db: quiet.db,
      processors: bulkProcessors({ hashSecret: testHashSecret }),
      log: createLogger('silent', 'backend'),
      workerId: 'resumed',
      idleMs: 20,
    });
    try {
      const done = await until(
        'the send to everyone delivered',
        async () => {
          const now = await notification(sent.id);
          return now.bezig === 0 ? now : null;
        },
        120_000,
      );
      const { rows } = await sql<{ deliveries: number; devices: number }>`
        select count(*)::int as deliveries, count(distinct device_id)::int as devices
        from push_deliveries where notification_id = ${sent.id}`.execute(quiet.db);
      expect(rows[0]?.deliveries).toBe(rows[0]?.devices);
      expect(rows[0]?.deliveries).toBe(done.afgeleverd + done.mislukt + done.inactief);
      // Every device the send was made for was tried once (none was removed meanwhile).
      expect(rows[0]?.deliveries).toBe(sent.toestellen);
    } finally {
      await resumed.stop();
    }
  });
});
