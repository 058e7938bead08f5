// Adding a person over HTTP under an Idempotency-Key: a repeated request (a double click, a resent
// post) answers the first one's BIS number and adds and records nothing more.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, roleClaim, roleCodesOf } from '@contracts/demo-catalogue';
import { userSchema } from '@contracts/session';
import { startBackend, type BackendUnderTest } from '../support/backend-under-test';
import { productionKinds } from '../support/database-kinds';
import { newSessionId } from '../support/demo-callers';
import { startTestIssuer, type TestIssuer } from '../support/test-issuer';

const base = '/sss/api/backend';

describe.each(productionKinds)('adding a person on %s', (kind) => {
  let issuer: TestIssuer;
  let backend: BackendUnderTest;
  /** Two callers with the same role: the registrar An Peeters and a colleague. */
  const callers = new Map<string, { token: string; role: string }>();

  beforeAll(async () => {
    issuer = await startTestIssuer();
    backend = await startBackend(kind, issuer);
    const account = demoAccounts.find((candidate) => candidate.login === 'an.peeters');
    if (!account) throw new Error('an.peeters');
    for (const subject of ['demo-an.peeters', 'demo-colleague']) {
      const token = await issuer.sign({
        sub: subject,
        given_name: account.givenName,
        family_name: account.familyName,
        vo_orgcode: 'OVO100001',
        [roleClaim]: roleCodesOf(account),
      });
      const response = await fetch(`${backend.url}${base}/user`, {
        headers: { authorization: `Bearer ${token}`, 'x-session-id': newSessionId() },
      });
      const user = userSchema.parse(await response.json());
      callers.set(subject, { token, role: user.roles[0]?.uri ?? '' });
    }
  }, 120_000);

  afterAll(async () => {
    await backend?.stop();
    await issuer?.close();
  });

  /** A person no other test adds: counted by their own surname. */
  function newPerson(overrides: object = {}) {
    return {
      naam: `Idem${randomBytes(4).toString('hex')}`,
      voornamen: ['Elif'],
      geslacht: { code: '2' },
      geboorte: { datum: '1990-00-00', landNisCode: '262', land: 'Turkije' },
      ...overrides,
    };
  }

  async function add(
    body: object,
    { key, caller = 'demo-an.peeters', language = 'nl' }: Record<string, string | undefined> = {},
  ) {
    const { token, role } = callers.get(caller) ?? { token: '', role: '' };
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      'x-session-id': newSessionId(),
      'x-active-role': role,
      'accept-language': language,
      'content-type': 'application/json',
    };
    if (key !== undefined) headers['idempotency-key'] = key;
    const response = await fetch(`${backend.url}${base}/person`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function stored(surname: string) {
    const persons = await backend.db
      .selectFrom('persons')
      .select('insz')
      .where('last_name', '=', surname)
      .execute();
    const created = await backend.db
      .selectFrom('legal_log')
      .select('subject')
      .where('operation', '=', 'creeerBis')
      .where('outcome', '=', 'aangemaakt')
      .where('subject', 'in', persons.length > 0 ? persons.map((person) => person.insz) : ['none'])
      .execute();
    return { persons: persons.map((person) => person.insz), created: created.length };
  }

  it('adds the person once for the same key sent twice, and answers the same number', async () => {
    const person = newPerson();
    const key = randomUUID();
    const first = await add(person, { key });
    const second = await add(person, { key });
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    expect(await stored(person.naam)).toEqual({ persons: [first.body.insz], created: 1 });
  });

  it('adds the person once when the same key arrives twice at the same moment', async () => {
    const person = newPerson({ geslacht: { code: '1' } });
    const key = randomUUID();
    const [one, other] = await Promise.all([add(person, { key }), add(person, { key })]);
    expect(one.status).toBe(200);
    expect(other).toEqual(one);
    expect(await stored(person.naam)).toEqual({ persons: [one.body.insz], created: 1 });
  });

  it('refuses the same key with another payload, in the caller’s language', async () => {
    const key = randomUUID();
    const person = newPerson();
    expect((await add(person, { key })).status).toBe(200);
    const changed = { ...person, voornamen: ['Zeynep'] };
    const dutch = await add(changed, { key });
    expect(dutch.status).toBe(422);
    expect(dutch.body).toMatchObject({
      code: 1,
      errors: [
        {
          code: 'idempotency-key',
          message: expect.stringContaining('al eerder verstuurd met andere gegevens') as unknown,
        },
      ],
    });
    const english = await add(changed, { key, language: 'en' });
    expect(english.body).toMatchObject({
      errors: [{ message: expect.stringContaining('sent before with other data') as unknown }],
    });
    expect((await stored(person.naam)).persons).toHaveLength(1);
  });

  it('keeps each caller’s keys apart', async () => {
    const key = randomUUID();
    const person = newPerson();
    const mine = await add(person, { key });
    const theirs = await add(person, { key, caller: 'demo-colleague' });
    expect(theirs.status).toBe(200);
    expect(theirs.body.insz).not.toBe(mine.body.insz);
    expect(await stored(person.naam)).toMatchObject({ created: 2 });
  });

  it('adds a person for every request without a key, and refuses a malformed key', async () => {
    const person = newPerson();
    expect((await add(person)).status).toBe(200);
    expect((await add(person)).status).toBe(200);
    expect(await stored(person.naam)).toMatchObject({ created: 2 });
    const malformed = await add(newPerson(), { key: 'with space' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ errors: [{ code: 'idempotency-key' }] });
    expect((await add(newPerson(), { key: 'x'.repeat(201) })).status).toBe(400);
  });

  it('forgets a key whose request was refused: the corrected request adds the person', async () => {
    const key = randomUUID();
    const refused = await add(
      newPerson({ geboorte: { datum: '2999-01-01', landNisCode: '150' } }),
      {
        key,
      },
    );
    expect(refused.status).toBe(400);
    const person = newPerson();
    const added = await add(person, { key });
    expect(added.status).toBe(200);
    expect(await stored(person.naam)).toEqual({ persons: [added.body.insz], created: 1 });
  });
});
