import { describe, expect, it } from 'vitest';
import type { Permission } from '@contracts/permissions';
import type { Role } from '@contracts/session';
import { personCapabilities } from './capabilities';

function role(
  grants: { naam: Permission; bronnen?: string[]; parameters?: Record<string, string> }[],
): Role {
  return {
    full: 'Rol – Organisatie',
    uri: 'urn:backoffice:rol:Test:OVO1',
    service: 'Persoon',
    naam: 'Rol',
    organisatie: { code: 'OVO1', naam: 'Organisatie' },
    domains: ['Person'],
    permissions: grants.map(({ naam, bronnen = [], parameters = {} }) => ({
      naam,
      bronnen: bronnen.map((waarde) => ({ waarde })),
      parameters: Object.entries(parameters).map(([name, waarde]) => ({ naam: name, waarde })),
    })),
  };
}

describe('personCapabilities', () => {
  it('gives every mode, both sources and a mandatory reference to the full profile', () => {
    const all: Permission[] = [
      'persoon.geefPersoon',
      'persoon.geefHistoriekPersoon',
      'persoon.geefGezinssamenstelling',
      'persoon.geefHistoriekGezinssamenstelling',
      'persoon.zoekPersoonOpAdres',
      'persoon.zoekPersoonOpNaam',
      'persoon.creeerBis',
    ];
    const capabilities = personCapabilities(
      role(
        all.map((naam) => ({
          naam,
          bronnen: ['RR', 'KSZ'],
          parameters: { legalLogReferentieVerplicht: '1' },
        })),
      ),
    );
    const everything = { sources: ['RR', 'KSZ'], referenceRequired: true };
    expect(capabilities).toEqual({
      modes: ['insz', 'naam', 'adres'],
      lookups: { insz: everything, naam: everything, adres: everything, family: everything },
      history: { available: true, forced: false },
      familyHistory: { available: true, forced: false },
      family: true,
      canAdd: true,
      canOpenBis: true,
    });
  });

  it('offers each lookup only the sources of its own grants', () => {
    const capabilities = personCapabilities(
      role([
        { naam: 'persoon.geefPersoon', bronnen: ['RR', 'KSZ'] },
        { naam: 'persoon.zoekPersoonOpNaam', bronnen: ['RR'] },
      ]),
    );
    expect(capabilities.lookups.insz.sources).toEqual(['RR', 'KSZ']);
    expect(capabilities.lookups.naam.sources).toEqual(['RR']);
    expect(capabilities.lookups.adres.sources).toEqual([]);
    expect(capabilities.modes).toEqual(['insz', 'naam']);
  });

  it('offers only the insz search without history or reference to a basic profile', () => {
    const capabilities = personCapabilities(
      role([
        { naam: 'persoon.geefPersoon', bronnen: ['RR'] },
        { naam: 'persoon.geefGezinssamenstelling', bronnen: ['RR'] },
      ]),
    );
    expect(capabilities.modes).toEqual(['insz']);
    expect(capabilities.lookups.insz.sources).toEqual(['RR']);
    expect(capabilities.history).toEqual({ available: false, forced: false });
    expect(capabilities.lookups.insz.referenceRequired).toBe(false);
    expect(capabilities.canAdd).toBe(false);
  });

  it('forces history on for a history-only profile', () => {
    const capabilities = personCapabilities(role([{ naam: 'persoon.geefHistoriekPersoon' }]));
    expect(capabilities.modes).toEqual(['insz']);
    expect(capabilities.history).toEqual({ available: true, forced: true });
    expect(capabilities.family).toBe(false);
    // A grant without sources asks the national register.
    expect(capabilities.lookups.insz.sources).toEqual(['RR']);
  });

  it('gives nothing without a role', () => {
    expect(personCapabilities(null).modes).toEqual([]);
  });

  it('reads a reference parameter of 0 as not mandatory', () => {
    const capabilities = personCapabilities(
      role([{ naam: 'persoon.geefPersoon', parameters: { legalLogReferentieVerplicht: '0' } }]),
    );
    expect(capabilities.lookups.insz.referenceRequired).toBe(false);
  });
});
