import { describe, expect, it } from 'vitest';
import { callContracts, consultationCalls } from './calls';
import {
  referenceText,
  consultationGrant,
  consultationOptions,
  grantRequiresReference,
  type ConsultationCall,
} from './consultation';
import { demoRoles, type DemoPermission } from './demo-catalogue';
import { pathParameterNames } from './http';
import type { Permission } from './permissions';
import * as person from './person';
import type { PermissionGrant, Role } from './session';

function grant(naam: Permission, bronnen: string[] = [], parameters: Record<string, string> = {}) {
  return {
    naam,
    bronnen: bronnen.map((waarde) => ({ waarde })),
    parameters: Object.entries(parameters).map(([name, waarde]) => ({ naam: name, waarde })),
  } satisfies PermissionGrant;
}

function role(permissions: PermissionGrant[]): Role {
  return {
    full: 'Test',
    uri: 'urn:test',
    service: 'test',
    naam: 'Test',
    organisatie: { code: 'OVO000001', naam: 'Test' },
    domains: ['Person'],
    permissions,
  };
}

function roleOf(permissions: DemoPermission[]): Role {
  return role(permissions.map((p) => grant(p.naam, p.bronnen, p.parameters)));
}

describe('the consultation rule', () => {
  const consult = person.getPersonDetails;

  it('offers every source of every grant the role holds for the call', () => {
    const mixed = role([
      grant('persoon.geefPersoon', ['RR']),
      grant('persoon.geefHistoriekPersoon', ['KSZ']),
    ]);
    expect(consultationOptions(mixed, consult).sources).toEqual(['RR', 'KSZ']);
    // The backend finds a grant for each source offered: the one that names it.
    expect(consultationGrant(mixed, consult, 'RR')?.naam).toBe('persoon.geefPersoon');
    expect(consultationGrant(mixed, consult, 'KSZ')?.naam).toBe('persoon.geefHistoriekPersoon');
  });

  it('gives a grant without sources the national register only', () => {
    const plain = role([grant('persoon.geefPersoon')]);
    expect(consultationOptions(plain, consult).sources).toEqual(['RR']);
    expect(consultationGrant(plain, consult, 'KSZ')).toBeUndefined();
  });

  it('offers nothing for a call the role holds no permission of', () => {
    const other = role([grant('persoon.zoekPersoonOpNaam', ['RR', 'KSZ'])]);
    expect(consultationOptions(other, consult)).toEqual({ sources: [], referenceRequired: false });
    expect(consultationGrant(other, consult, 'RR')).toBeUndefined();
    expect(consultationOptions(null, consult).sources).toEqual([]);
  });

  it('makes the reference mandatory when one of the call’s grants demands it', () => {
    const strict = role([
      grant('persoon.geefPersoon', ['RR']),
      grant('persoon.geefHistoriekPersoon', ['RR'], { legalLogReferentieVerplicht: '1' }),
    ]);
    expect(consultationOptions(strict, consult).referenceRequired).toBe(true);
    // A demand on another call's grant does not count for this one.
    const elsewhere = role([
      grant('persoon.geefPersoon', ['RR']),
      grant('persoon.zoekPersoonOpNaam', ['RR'], { legalLogReferentieVerplicht: '1' }),
    ]);
    expect(consultationOptions(elsewhere, consult).referenceRequired).toBe(false);
  });

  it.each([
    [{ legalLogReferentieVerplicht: '1' }, true],
    [{ other: 'x', legalLogReferentieVerplicht: '1' }, true],
    [{ legalLogReferentieVerplicht: '0' }, false],
    [{ legalLogReferentieVerplicht: 'true' }, false],
    [{ andereParameter: '1' }, false],
    [{}, false],
  ])('reads the reference parameter %j as mandatory: %s', (parameters, expected) => {
    expect(grantRequiresReference(grant('persoon.geefPersoon', [], parameters))).toBe(expected);
  });

  // The portal offers what consultationOptions allows; the backend accepts what consultationGrant
  // finds. For every demo role and every consultation call they agree: every source offered has
  // a grant, and no source outside the offer has one.
  it.each(Object.entries(demoRoles))('agrees for every consultation of the %s role', (_, demo) => {
    const demoRole = roleOf(demo.permissions);
    for (const call of consultationCalls) {
      const offered = consultationOptions(demoRole, call as ConsultationCall).sources;
      for (const source of call.sources?.known ?? []) {
        const accepted =
          consultationGrant(demoRole, call as ConsultationCall, source) !== undefined;
        expect(accepted, `${call.id} with ${source}`).toBe(offered.includes(source));
      }
    }
  });
});

describe('every contract', () => {
  it.each(callContracts.map((call) => [call.id, call] as const))(
    '%s names the same path parameters in its path and its params schema',
    (_, call) => {
      const declared =
        call.params && 'shape' in call.params
          ? Object.keys((call.params as unknown as { shape: object }).shape).sort()
          : [];
      expect(declared).toEqual(pathParameterNames(call.path).sort());
    },
  );
});

describe('referenceText', () => {
  it('refuses a reference without a visible character, keeps one with', () => {
    for (const invisible of ['\u200B', '\u2060', '\u00AD', '\u2060\u200B', '\u0301', '\u3164']) {
      expect(referenceText.safeParse(invisible).success, JSON.stringify(invisible)).toBe(false);
    }
    expect(referenceText.parse(' DOS\u200B-1 ')).toBe('DOS\u200B-1');
    expect(referenceText.safeParse('x'.repeat(101)).success).toBe(false);
  });
});
