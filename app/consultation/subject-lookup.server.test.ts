import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it, vi } from 'vitest';
import type { ConsultationOptions } from '@contracts/consultation';
import { PortalSession } from '~/auth/portal-session';
import { BackendError } from '~/backend/errors';
import { issue } from '~/lib/validation/issue';
import { formFailed } from '~/page-state/form-reply.server';
import { lookupSubject, rememberedReference, type SubjectRule } from './subject-lookup.server';
import { inszSubject } from './subject-rules';

const signedIn = () => ({
  sessionId: 'session-1',
  accessToken: 'token',
  refreshToken: null,
  accessTokenExpiresAt: Date.now() + 60_000,
  activeRoleUri: 'role-1',
  expiresAt: null,
  signedInAt: Date.now(),
});

const options = (referenceRequired: boolean): ConsultationOptions => ({
  sources: ['RR', 'KSZ'],
  referenceRequired,
});
const request = (query: string, headers: Record<string, string> = {}) =>
  new Request(`http://portal.test/persoon/insz/60111842284${query}`, { headers });

function lookup(
  query: string,
  {
    typed = '60111842284',
    referenceRequired = false,
    headers = {},
    consult = async () => 'found',
    subject = inszSubject,
  }: {
    typed?: string;
    referenceRequired?: boolean;
    headers?: Record<string, string>;
    consult?: () => Promise<string>;
    subject?: SubjectRule;
  } = {},
) {
  const context = { session: new PortalSession(signedIn()) } as AppLoadContext;
  const result = lookupSubject({
    request: request(query, headers),
    context,
    typed,
    subject,
    options: options(referenceRequired),
    consult,
  });
  return { result, context };
}

describe('lookupSubject', () => {
  it('reads source and reference, and consults a same-site link', async () => {
    const consult = vi.fn(async () => 'found');
    const { result } = lookup('?bron=KSZ&referentie=D-1', {
      referenceRequired: true,
      headers: { 'sec-fetch-site': 'same-origin' },
      consult,
    });
    expect(await result).toEqual({
      link: { subject: '60111842284', typed: '60111842284', source: 'KSZ', reference: 'D-1' },
      results: null,
      outcome: { state: 'found', found: 'found' },
      status: 200,
    });
    expect(consult).toHaveBeenCalledWith({
      subject: '60111842284',
      typed: '60111842284',
      source: 'KSZ',
      reference: 'D-1',
    });
  });

  it("keeps the reference of a consultation for the session's next search forms", async () => {
    const { result, context } = lookup('?referentie=%20D-7%20', { referenceRequired: true });
    await result;
    expect(rememberedReference(context)).toBe('D-7');
    // A link that is refused consults nothing and changes nothing.
    const refused = lookup('?referentie=D-8', { typed: '60111842285', referenceRequired: true });
    await refused.result;
    expect(rememberedReference(refused.context)).toBe('');
  });

  it('offers no reference to a form opened from its clear link', async () => {
    const { result, context } = lookup('?referentie=D-7');
    await result;
    expect(rememberedReference(context, new Request('http://portal.test/persoon'))).toBe('D-7');
    expect(rememberedReference(context, new Request('http://portal.test/persoon?wissen=1'))).toBe(
      '',
    );
  });

  it('keeps the reference of a consultation that found nobody too', async () => {
    const { result, context } = lookup('?referentie=D-9', {
      consult: async () => {
        throw new BackendError(404, null, 'geefPersoon');
      },
    });
    await result;
    expect(rememberedReference(context)).toBe('D-9');
  });

  it('reads the way back to the results, a path of this site only', async () => {
    const back = encodeURIComponent('/persoon?zoekwijze=naam&lastName=Peeters#resultaten');
    expect((await lookup(`?bron=RR&resultaten=${back}`).result).results).toBe(
      '/persoon?zoekwijze=naam&lastName=Peeters#resultaten',
    );
    for (const elsewhere of [
      '//evil.test/x',
      'https://evil.test/',
      '/\\evil.test',
      'javascript:x',
    ]) {
      const query = `?resultaten=${encodeURIComponent(elsewhere)}`;
      expect((await lookup(query).result).results).toBeNull();
    }
  });

  it('falls back to the first source for one the role may not ask', async () => {
    const { result } = lookup('?bron=DIV');
    expect((await result).link.source).toBe('RR');
  });

  it('consults a number typed with separators as its digits', async () => {
    const { result } = lookup('', { typed: '60.11.18-422.84' });
    expect((await result).link.subject).toBe('60111842284');
  });

  it('does not consult a link from another site before the user confirms it', async () => {
    const consult = vi.fn(async () => 'found');
    const { result } = lookup('?referentie=D-1', {
      referenceRequired: true,
      headers: { 'sec-fetch-site': 'cross-site' },
      consult,
    });
    const answer = await result;
    expect(answer.status).toBe(200);
    expect(answer.outcome).toMatchObject({ state: 'invalid', crossSite: true });
    expect(answer.outcome.state === 'invalid' && answer.outcome.formResult.error).toBeFalsy();
    expect(consult).not.toHaveBeenCalled();
  });

  it('answers an impossible number and a missing reference with the form errors', async () => {
    const consult = vi.fn(async () => 'found');
    const { result, context } = lookup('', {
      typed: '60111842285',
      referenceRequired: true,
      consult,
    });
    const answer = await result;
    expect(answer.status).toBe(404);
    expect(answer.outcome).toMatchObject({
      state: 'invalid',
      formResult: {
        status: 'error',
        error: { insz: [{ key: 'insz.checkDigit' }], reference: [{ key: 'required' }] },
      },
    });
    expect(consult).not.toHaveBeenCalled();
    // The page's title gets the error prefix.
    expect(formFailed(context)).toBe(true);
  });

  it('answers a missing reference alone with 400', async () => {
    const { result } = lookup('', { referenceRequired: true });
    expect((await result).status).toBe(400);
  });

  it('sorts backend failures into not found and failed', async () => {
    const notFound = lookup('', {
      consult: async () => {
        throw new BackendError(404, null, 'geefPersoon');
      },
    });
    expect(await notFound.result).toMatchObject({ outcome: { state: 'notFound' }, status: 404 });
    const failed = lookup('', {
      consult: async () => {
        throw new BackendError(503, null, 'geefPersoon');
      },
    });
    expect(await failed.result).toMatchObject({
      outcome: { state: 'failed', timedOut: false },
      status: 502,
    });
    const late = lookup('', {
      consult: async () => {
        throw new BackendError(504, null, 'geefPersoon');
      },
    });
    expect(await late.result).toMatchObject({
      outcome: { state: 'failed', timedOut: true },
      status: 504,
    });
  });

  it('throws a refusal of the source that is not a not-found: the error page with its status', async () => {
    for (const status of [400, 403, 429]) {
      const refusal = new BackendError(status, null, 'geefPersoon');
      const refused = lookup('', {
        consult: async () => {
          throw refusal;
        },
      });
      await expect(refused.result).rejects.toBe(refusal);
    }
  });

  it('lets programming errors through', async () => {
    const { result } = lookup('', {
      consult: async () => {
        throw new TypeError('bug');
      },
    });
    await expect(result).rejects.toThrow('bug');
  });

  it('serves any subject: a plate with its own rule and form field', async () => {
    const plate: SubjectRule = {
      field: 'nummerplaat',
      validate: (typed) => (/^\d-?[A-Z]{3}-?\d{3}$/i.test(typed) ? null : issue('invalid')),
      normalise: (typed) => typed.replace(/-/g, '').toUpperCase(),
    };
    const ok = await lookup('', { typed: '1-abc-123', subject: plate }).result;
    expect(ok.link.subject).toBe('1ABC123');
    const refused = await lookup('', { typed: 'nope', subject: plate }).result;
    expect(refused.outcome).toMatchObject({
      state: 'invalid',
      formResult: { error: { nummerplaat: [{ key: 'invalid' }] } },
    });
  });
});
