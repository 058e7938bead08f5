// What each demo role may do on the health attestation screens, with the toggles on and off.
import { describe, expect, it } from 'vitest';
import type { FeatureToggle } from '~/config/features';
import { demoSessionRole } from '../../../tests/support/demo-role';
import { healthAttestationCapabilities } from './capabilities';

const allOn = () => true;
const off =
  (...toggles: FeatureToggle[]) =>
  (toggle: FeatureToggle) =>
    !toggles.includes(toggle);

describe('health attestation capabilities', () => {
  it('the attestation role may do everything, with every toggle on', () => {
    const capabilities = healthAttestationCapabilities(demoSessionRole('Attesten'), allOn);
    expect(capabilities.modes).toEqual(['insz', 'naam', 'ctpc']);
    expect(capabilities.mayRecreate).toBe(true);
    expect(capabilities.mayReadMetadata).toBe(true);
    expect(capabilities.oneDose.sources).toEqual(['ATTESTEN']);
  });

  it('each toggle takes its part away', () => {
    const role = demoSessionRole('Attesten');
    expect(healthAttestationCapabilities(role, off('healthAttestationNameSearch')).modes).toEqual([
      'insz',
      'ctpc',
    ]);
    expect(healthAttestationCapabilities(role, off('ctpc')).modes).toEqual(['insz', 'naam']);
    expect(healthAttestationCapabilities(role, off('attestationRecreate')).mayRecreate).toBe(false);
    expect(healthAttestationCapabilities(role, off('oneDoseRequired')).oneDose.sources).toEqual([]);
  });

  it('another role may do nothing here', () => {
    const capabilities = healthAttestationCapabilities(demoSessionRole('Led'), allOn);
    expect(capabilities.modes).toEqual([]);
    expect(capabilities.mayRecreate).toBe(false);
    expect(capabilities.mayReadMetadata).toBe(false);
    expect(capabilities.ctpc.sources).toEqual([]);
  });
});
