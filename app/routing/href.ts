// Typed links to screens: href('personDetail', { insz }, 'en') → /en/person/insz/…
import { type Locale } from '~/i18n/locale';
import { getScreen, type screens, type ScreenId } from '~/screens';

type Segments<Path extends string> = Path extends `${infer Head}/${infer Tail}`
  ? Head | Segments<Tail>
  : Path;

type RequiredParam<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type OptionalParam<S> = S extends `:${infer Name}?` ? Name : never;
type SplatParam<S> = S extends '*' ? '*' : never;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

export type PathParams<Path extends string> = Simplify<
  { [K in RequiredParam<Segments<Path>> | SplatParam<Segments<Path>>]: string } & {
    [K in OptionalParam<Segments<Path>>]?: string;
  }
>;

export type ScreenParams<Id extends ScreenId> = PathParams<(typeof screens)[Id]['nl']>;

export type Query = Record<string, string | number | undefined> | URLSearchParams | string;

function queryString(query: Query | undefined): string {
  if (query === undefined) return '';
  if (typeof query === 'string') {
    const trimmed = query.replace(/^\?/, '');
    return trimmed ? `?${trimmed}` : '';
  }
  const params =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query).flatMap(([key, value]) =>
            value === undefined ? [] : [[key, String(value)]],
          ),
        );
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Fills a route pattern; unknown or missing required parameters are a programming error. */
export function fillPath(pattern: string, params: Record<string, string | undefined>): string {
  return pattern
    .split('/')
    .flatMap((segment) => {
      if (segment === '*') {
        const rest = params['*'] ?? '';
        return rest ? [rest.split('/').map(encodeURIComponent).join('/')] : [];
      }
      if (!segment.startsWith(':')) return [segment];
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined || value === '') {
        if (optional) return [];
        throw new Error(`href: missing parameter "${name}" for "${pattern}"`);
      }
      return [encodeURIComponent(value)];
    })
    .join('/');
}

export function href<Id extends ScreenId>(
  id: Id,
  params: ScreenParams<Id>,
  locale: Locale,
  query?: Query,
): string {
  const screen = getScreen(id);
  const path = fillPath(locale === 'en' ? screen.en : screen.nl, params);
  const prefix = locale === 'en' ? '/en' : '';
  const full = path === '' ? prefix || '/' : `${prefix}/${path}`;
  return `${full}${queryString(query)}`;
}

/** The same screen in another language, keeping its parameters and query (language switcher). */
export function hrefForScreen(
  id: ScreenId,
  params: Record<string, string | undefined>,
  locale: Locale,
  search = '',
): string {
  return href(id, params as ScreenParams<ScreenId>, locale, search);
}
