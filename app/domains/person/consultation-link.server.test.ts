import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import type { PersonCapabilities } from './capabilities';
import { readConsultationLink } from './consultation-link.server';

const capabilities = (referenceRequired: boolean): PersonCapabilities => ({
  modes: ['insz'],
  sources: ['RR', 'KSZ'],
  history: { available: false, forced: false },
  familyHistory: { available: false, forced: false },
  family: false,
  referenceRequired,
  canAdd: false,
});
const context = {} as AppLoadContext;
const request = (query: string, headers: Record<string, string> = {}) =>
  new Request(`http://portal.test/persoon/insz/60111842284${query}`, { headers });

describe('readConsultationLink', () => {
  it('reads source and reference, and consults a same-site link', () => {
    expect(
      readConsultationLink(
        request('?bron=KSZ&referentie=D-1', { 'sec-fetch-site': 'same-origin' }),
        context,
        '60111842284',
        capabilities(true),
      ),
    ).toEqual({ insz: '60111842284', bron: 'KSZ', reference: 'D-1', refused: null });
  });

  it('falls back to the first source for one the role does not have', () => {
    const link = readConsultationLink(
      request('?bron=DIV'),
      context,
      '60111842284',
      capabilities(false),
    );
    expect(link.bron).toBe('RR');
  });

  it('does not consult a link from another site before the user confirms it', () => {
    const link = readConsultationLink(
      request('?referentie=D-1', { 'sec-fetch-site': 'cross-site' }),
      context,
      '60111842284',
      capabilities(true),
    );
    expect(link.refused).toMatchObject({ status: 200, crossSite: true });
    expect(link.refused?.formResult.error).toBeUndefined();
  });

  it('answers an impossible number and a missing reference with the form errors', () => {
    const link = readConsultationLink(request(''), context, '60111842285', capabilities(true));
    expect(link.refused).toMatchObject({
      status: 404,
      formResult: {
        status: 'error',
        error: { insz: [{ key: 'insz.checkDigit' }], reference: [{ key: 'required' }] },
      },
    });
  });
});
