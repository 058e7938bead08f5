// What an access log line keeps of a request's URL. Search criteria are personal data (names,
// birth dates, addresses), so no query value is kept, only the names asked for; and a path that
// matches a known pattern (a backend call's '/persoon/naam/:lastname/:birthdate') is logged as
// the pattern (a screen's '/persoon/insz/:insz'). National numbers left in a path are masked
// afterwards (log-masking.ts).

/** A path pattern with :params (an optional last one ends in '?'), as a matcher. */
export function patternMatcher(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return segment.endsWith('?') ? '?[^/]*' : '[^/]+';
    })
    .join('/');
  // An optional last parameter: '/a/:b/:c?' becomes '/a/[^/]+/?[^/]*'.
  return new RegExp(`^${source}$`);
}

export interface UrlLogging {
  /** Path patterns whose parameters are left out of the log (the first match is logged). */
  patterns?: readonly string[];
}

export function createUrlForLog({ patterns = [] }: UrlLogging = {}): (url: string) => string {
  // Of the patterns a path matches, the one with the most literal segments names it:
  // '/person/:insz/details' rather than '/person/:lastname/:birthdate'.
  const literalSegments = (pattern: string) =>
    pattern.split('/').filter((segment) => !segment.startsWith(':')).length;
  const matchers = patterns
    .map((pattern) => ({ pattern, matcher: patternMatcher(pattern) }))
    .sort((a, b) => literalSegments(b.pattern) - literalSegments(a.pattern));
  return (url) => {
    const separator = url.indexOf('?');
    const path = separator === -1 ? url : url.slice(0, separator);
    const query = separator === -1 ? null : url.slice(separator + 1);
    // A page's data request ('/persoon/insz/….data') is named by its page's pattern.
    const dataSuffix = path.endsWith('.data') ? '.data' : '';
    const page = dataSuffix ? path.slice(0, -dataSuffix.length) : path;
    const known = matchers.find(({ matcher }) => matcher.test(page));
    const loggedPath = known ? `${known.pattern}${dataSuffix}` : path;
    if (query === null) return loggedPath;
    const names = query
      .split('&')
      .filter((pair) => pair !== '')
      .map((pair) => {
        const equals = pair.indexOf('=');
        const name = equals === -1 ? pair : pair.slice(0, equals);
        if (equals === -1) return name;
        return equals < pair.length - 1 ? `${name}=*` : `${name}=`;
      });
    return `${loggedPath}?${names.join('&')}`;
  };
}
