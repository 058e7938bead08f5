import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { PortalSession } from '~/auth/portal-session';
import { formFailed } from '~/page-state/form-reply.server';
import {
  chosenMode,
  resultsLinkOf,
  schemaForm,
  statusOf,
  urlLookup,
  urlSearch,
  type DetailLink,
} from './url-search.server';

const context = () =>
  ({
    session: new PortalSession({
      sessionId: 'session-1',
      accessToken: 'token',
      refreshToken: null,
      accessTokenExpiresAt: Date.now() + 60_000,
      activeRoleUri: 'role-1',
      expiresAt: null,
      signedInAt: Date.now(),
    }),
  }) as AppLoadContext;

const request = (query: string, headers: Record<string, string> = {}) =>
  new Request(`http://portal.test/en/healthattestations${query}`, { headers });

/** A plate of two letters and three digits: the rule the test form reads with. */
const schema = z.object({
  plaat: z.string().regex(/^[A-Z]{2}\d{3}$/),
  referentie: z.string().optional(),
});

type Found =
  { rows: { id: string }[] } | { notFound: true } | { failed: string; timedOut?: boolean };

const oneRow = (found: Found): DetailLink | null =>
  'rows' in found && found.rows.length === 1 && found.rows[0]
    ? {
        screen: 'healthAttestation',
        params: { attestId: found.rows[0].id },
        consultation: { source: 'ATTESTEN', reference: 'D-1' },
      }
    : null;

function search(
  query: string,
  {
    headers = {},
    found = { rows: [{ id: 'a' }, { id: 'b' }] } as Found,
    consultation,
  }: { headers?: Record<string, string>; found?: Found; consultation?: false } = {},
) {
  const asked = context();
  const consult = vi.fn(async () => found);
  const answer = urlSearch(
    { request: request(query, headers), context: asked },
    {
      asks: (params) => params.has('plaat'),
      form: schemaForm(schema),
      search: consult,
      opens: oneRow,
      consultation,
    },
  );
  return { answer, consult, context: asked };
}

describe('urlSearch', () => {
  it('asks nothing while the URL carries none of its fields', async () => {
    const { answer, consult } = search('?zoekwijze=naam');
    await expect(answer).resolves.toBeNull();
    expect(consult).not.toHaveBeenCalled();
  });

  it('shows a link from another site on its form to confirm, without searching', async () => {
    const { answer, consult } = search('?plaat=AB123&referentie=D-1', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    await expect(answer).resolves.toEqual({
      status: 200,
      crossSite: true,
      result: { initialValue: { plaat: 'AB123', referentie: 'D-1' } },
    });
    expect(consult).not.toHaveBeenCalled();
  });

  it('searches a link from another site at once when the search names no one', async () => {
    const { answer, consult } = search('?plaat=AB123&referentie=', {
      headers: { 'sec-fetch-site': 'cross-site' },
      consultation: false,
    });
    await expect(answer).resolves.toMatchObject({ status: 200 });
    expect(consult).toHaveBeenCalledOnce();
  });

  it('answers invalid values with 400 and their errors, marking the form failed', async () => {
    const { answer, consult, context: asked } = search('?plaat=12&referentie=');
    const answered = await answer;
    expect(answered?.status).toBe(400);
    expect(answered && 'outcome' in answered).toBe(false);
    expect(answered?.result).toMatchObject({ error: { plaat: expect.any(Array) } });
    expect(formFailed(asked)).toBe(true);
    expect(consult).not.toHaveBeenCalled();
  });

  it('answers the outcome with its status: found 200, nothing known 404, a failure 502', async () => {
    const found = await search('?plaat=AB123&referentie=').answer;
    expect(found).toMatchObject({ status: 200, outcome: { rows: [{ id: 'a' }, { id: 'b' }] } });
    const none = await search('?plaat=AB123&referentie=', { found: { notFound: true } }).answer;
    expect(none?.status).toBe(404);
    const failed = await search('?plaat=AB123&referentie=', { found: { failed: 'c-1' } }).answer;
    expect(failed?.status).toBe(502);
    const late = await search('?plaat=AB123&referentie=', {
      found: { failed: 'c-2', timedOut: true },
    }).answer;
    expect(late?.status).toBe(504);
  });

  it('opens the one match directly, with the way back to the list in its link', async () => {
    const { answer } = search('?plaat=AB123&referentie=D-1', { found: { rows: [{ id: 'a' }] } });
    const thrown = await answer.catch((response: unknown) => response);
    expect(thrown).toBeInstanceOf(Response);
    const location = new URL((thrown as Response).headers.get('location') ?? '', 'http://x');
    expect(location.pathname).toBe('/en/healthattestations/a');
    expect(location.searchParams.get('bron')).toBe('ATTESTEN');
    expect(location.searchParams.get('referentie')).toBe('D-1');
    expect(location.searchParams.get('resultaten')).toBe(
      '/en/healthattestations?plaat=AB123&referentie=D-1&lijst=1#resultaten',
    );
  });

  it('shows the list on the way back to it, however many it found', async () => {
    const { answer } = search('?plaat=AB123&referentie=D-1&lijst=1', {
      found: { rows: [{ id: 'a' }] },
    });
    await expect(answer).resolves.toMatchObject({ status: 200, outcome: { rows: [{ id: 'a' }] } });
  });
});

describe('urlLookup', () => {
  const lookup = (query: string) =>
    urlLookup(
      { request: request(query), context: context() },
      {
        asks: (params) => params.has('plaat'),
        form: schemaForm(schema),
        opens: ({ plaat, referentie }) => ({
          screen: 'belgianVehicle',
          params: { nummerplaat: plaat },
          consultation: { source: 'DIV', reference: referentie },
        }),
      },
    );

  it('opens the subject screen of a valid value', async () => {
    const thrown = await lookup('?plaat=AB123&referentie=R').catch((error: unknown) => error);
    expect((thrown as Response).headers.get('location')).toBe(
      '/en/mobility/belgianvehicle/AB123?bron=DIV&referentie=R',
    );
  });

  it('answers invalid values with 400, and nothing asked with null', async () => {
    await expect(lookup('?plaat=A')).resolves.toMatchObject({ status: 400 });
    await expect(lookup('')).resolves.toBeNull();
  });
});

describe('the small rules', () => {
  it('gives the status of an outcome', () => {
    expect(statusOf({ rows: [] })).toBe(200);
    expect(statusOf({ notFound: true })).toBe(404);
    expect(statusOf({ failed: 'c' })).toBe(502);
    expect(statusOf({ failed: 'c', timedOut: false })).toBe(502);
    expect(statusOf({ failed: 'c', timedOut: true })).toBe(504);
  });

  it('keeps the search in the way back and asks for the list', () => {
    expect(resultsLinkOf(new URL('http://x/nl/kadaster?capakey=1&lijst=1'))).toBe(
      '/nl/kadaster?capakey=1&lijst=1#resultaten',
    );
  });

  it('chooses the asked mode only when the role may use it, else the first', () => {
    const modes = ['insz', 'naam', 'ctpc'] as const;
    const asked = (query: string) => new Request(`http://x/nl/attesten${query}`);
    expect(chosenMode(asked('?zoekwijze=naam'), modes, ['insz', 'naam'])).toBe('naam');
    expect(chosenMode(asked('?zoekwijze=ctpc'), modes, ['insz', 'naam'])).toBe('insz');
    expect(chosenMode(asked('?zoekwijze=other'), modes, ['naam'])).toBe('naam');
    expect(chosenMode(asked(''), modes, [])).toBeNull();
  });
});
