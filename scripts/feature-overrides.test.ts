import { describe, expect, it } from 'vitest';
import { parseFeatureOverrides } from './feature-overrides.mjs';

const known = ['livingWage', 'emailSending'];

describe('parseFeatureOverrides', () => {
  it('reads names as on, and =on / =off explicitly', () => {
    expect(parseFeatureOverrides('livingWage, emailSending=off', known)).toEqual({
      livingWage: true,
      emailSending: false,
    });
    expect(parseFeatureOverrides('livingWage=on', known)).toEqual({ livingWage: true });
  });

  it('sets nothing without a value', () => {
    expect(parseFeatureOverrides(undefined, known)).toEqual({});
    expect(parseFeatureOverrides(' , ', known)).toEqual({});
  });

  it('fails on a toggle the portal does not know and on a value other than on or off', () => {
    expect(() => parseFeatureOverrides('livingwage', known)).toThrow(
      "PORTAL_FEATURES: unknown feature toggle 'livingwage'",
    );
    expect(() => parseFeatureOverrides('livingWage=yes', known)).toThrow(
      "PORTAL_FEATURES: 'livingWage=yes' must be 'livingWage', 'livingWage=on' or 'livingWage=off'",
    );
  });
});
