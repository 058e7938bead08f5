// Only same-origin, relative targets may be redirected to; anything else falls back.
const maxLength = 2000;

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const controlOrBackslash = /[\u0000-\u001f\u007f\\]/;

/**
 * A path a browser resolves on this site whatever it does with it: one leading slash, not a
 * scheme-relative '//' or '/\', no backslash or control character (browsers treat '\' as '/' and
 * strip tabs and newlines before resolving).
 */
function isSitePath(value: string): boolean {
  return (
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\') &&
    !controlOrBackslash.test(value)
  );
}

export function safeRedirect(target: unknown, fallback: string): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > maxLength)
    return fallback;
  if (!isSitePath(target)) return fallback;
  try {
    const resolved = new URL(target, 'http://portal.invalid');
    if (resolved.origin !== 'http://portal.invalid') return fallback;
    // Normalisation can make a harmless-looking path scheme-relative ('/./', '/a/../' become
    // '//'): what is returned is checked, not only what came in.
    const result = `${resolved.pathname}${resolved.search}${resolved.hash}`;
    return isSitePath(result) ? result : fallback;
  } catch {
    return fallback;
  }
}
