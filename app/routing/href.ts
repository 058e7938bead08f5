// Typed links to screens: href('personDetail', { insz }, 'en') → /en/person/insz/…
import { REFERENCE_MAX_LENGTH } from '@contracts/reference';
import { type Locale } from '~/i18n/locale';
import { safeRedirect } from '~/routing/safe-redirect';
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

/**
 * What a link to a consultation screen carries besides the subject in its path: the source to
 * ask and 'Uw referentie' for the legal log. The only place that knows their query names.
 */
export interface Consultation {
  source: string;
  /** Left out of the link when empty. */
  reference?: string;
  /**
   * What else the consultation asks with, under the screen's own query names (a vehicle's date
   * of the facts); empty values are left out.
   */
  asked?: Readonly<Record<string, string | undefined>>;
}

/** A consultation screen opened from a list of results: the way back to that list. */
export interface ConsultationLink extends Consultation {
  /** The path and query of the results (their page and order included). */
  results?: string;
}

/** The query names of a consultation link, for a GET form that sends one itself. */
export const consultationNames = {
  source: 'bron',
  reference: 'referentie',
  results: 'resultaten',
} as const;

/** The way back to the results a consultation screen was opened from, when its link has one. */
export function readResultsLink(url: URL): string | null {
  // Only a path of this site: never a link to another host.
  return safeRedirect(url.searchParams.get(consultationNames.results), '') || null;
}

/** The source and reference a consultation screen's link carries (the source null when absent). */
export function readConsultation(url: URL): { source: string | null; reference: string } {
  return {
    source: url.searchParams.get(consultationNames.source),
    reference:
      url.searchParams.get(consultationNames.reference)?.trim().slice(0, REFERENCE_MAX_LENGTH) ??
      '',
  };
}

function consultationQuery({ source, reference, results, asked = {} }: ConsultationLink) {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(asked)) if (value) query[name] = value;
  query[consultationNames.source] = source;
  if (reference) query[consultationNames.reference] = reference;
  if (results) query[consultationNames.results] = results;
  return query;
}

/** The query a screen's links take: a consultation for consultation screens. */
export type ScreenQuery<Id extends ScreenId> = (typeof screens)[Id] extends { consultation: true }
  ? ConsultationLink
  : Query;

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
        // Empty segments dropped: a splat of '/evil.example' must not give '//evil.example'.
        const segments = rest.split('/').filter((part) => part !== '');
        return segments.length ? [segments.map(encodeURIComponent).join('/')] : [];
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
  query?: ScreenQuery<Id>,
): string {
  const search =
    getScreen(id).consultation && query !== undefined
      ? consultationQuery(query as ConsultationLink)
      : (query as Query | undefined);
  return `${screenPath(id, params, locale)}${queryString(search)}`;
}

function screenPath(id: ScreenId, params: Record<string, string | undefined>, locale: Locale) {
  const screen = getScreen(id);
  const path = fillPath(locale === 'en' ? screen.en : screen.nl, params);
  const prefix = locale === 'en' ? '/en' : '';
  return path === '' ? prefix || '/' : `${prefix}/${path}`;
}

/** The same screen in another language, keeping its parameters and query (language switcher). */
export function hrefForScreen(
  id: ScreenId,
  params: Record<string, string | undefined>,
  locale: Locale,
  search = '',
): string {
  return `${screenPath(id, params, locale)}${queryString(search)}`;
}
