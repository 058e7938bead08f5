import { describe, expect, it } from 'vitest';
import { defaultFeatures } from './config/features';
import { buildToggles, routeTable } from './routes';

const routeIds = (toggles: typeof defaultFeatures) => routeTable(toggles).map((entry) => entry.id);

describe('the route table of a build', () => {
  it("has a toggled screen's routes only while its toggle is on", () => {
    // Sending e-mail is off in the product.
    expect(routeIds(defaultFeatures)).not.toContain('documentEmail');
    const on = routeTable({ ...defaultFeatures, emailSending: true });
    expect(
      on.filter((entry) => entry.id?.startsWith('documentEmail')).map((entry) => entry.path),
    ).toEqual([
      'documentendienst/email/verzenden',
      'nl/documentendienst/email/verzenden',
      'en/documentservice/email/send',
    ]);
  });

  it("reads the build's PORTAL_FEATURES, which the route table is not compiled with", () => {
    expect(buildToggles(undefined)).toEqual(defaultFeatures);
    expect(buildToggles('livingWage,emailSending')).toEqual({
      ...defaultFeatures,
      livingWage: true,
      emailSending: true,
    });
    expect(buildToggles('ctpc=off').ctpc).toBe(false);
    expect(() => buildToggles('emailSend')).toThrow("unknown feature toggle 'emailSend'");
  });
});
