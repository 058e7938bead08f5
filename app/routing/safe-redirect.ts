// Only same-origin, relative targets may be redirected to; anything else falls back.
const maxLength = 2000;

export function safeRedirect(target: unknown, fallback: string): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > maxLength)
    return fallback;
  // A relative path of this site: one leading slash, no scheme-relative '//' or '/\' trick,
  // no control characters that browsers strip before resolving.
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  try {
    const resolved = new URL(target, 'http://portal.invalid');
    if (resolved.origin !== 'http://portal.invalid') return fallback;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return fallback;
  }
}
