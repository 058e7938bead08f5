// The build-time feature toggles a build sets otherwise than the product's defaults
// (app/config/features.ts), read from PORTAL_FEATURES: toggle names separated by commas, each
// on, or '=on' / '=off' explicitly ('livingWage,emailSending=off'). A name the portal does not
// know fails the build, so a typo never builds the product's defaults silently.

/**
 * @param {string | undefined} text
 * @param {readonly string[]} known the toggles' names
 * @returns {Record<string, boolean>}
 */
export function parseFeatureOverrides(text, known) {
  /** @type {Record<string, boolean>} */
  const overrides = {};
  for (const entry of (text ?? '').split(',')) {
    const trimmed = entry.trim();
    if (trimmed === '') continue;
    const [name = '', value = 'on', ...rest] = trimmed.split('=').map((part) => part.trim());
    if (!known.includes(name)) {
      throw new Error(`PORTAL_FEATURES: unknown feature toggle '${name}'`);
    }
    if (rest.length > 0 || (value !== 'on' && value !== 'off')) {
      throw new Error(
        `PORTAL_FEATURES: '${trimmed}' must be '${name}', '${name}=on' or '${name}=off'`,
      );
    }
    overrides[name] = value === 'on';
  }
  return overrides;
}

/** Where a build writes: build/ for the product, PORTAL_BUILD_DIR for a variant (test builds). */
export function buildDirectory() {
  return process.env.PORTAL_BUILD_DIR || 'build';
}
