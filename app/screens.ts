// THE route table: one entry per screen, the only place that knows its paths and who may open it.
// app/routes.ts registers every entry under /<nl>, /nl/<nl> and /en/<en>; href() builds links from it.
import type { Domain, Permission } from '../contracts/permissions';
import type { FeatureToggle } from './config/features';

export interface ScreenDefinition {
  /** Route module, relative to app/. */
  readonly module: string;
  /** Dutch path without the leading slash ('' for the start page). */
  readonly nl: string;
  /** English path without the leading slash and without the /en prefix. Same parameter names. */
  readonly en: string;
  /** 'public': anyone; an empty list: any signed-in user; otherwise any one of these permissions. */
  readonly access: 'public' | readonly Permission[];
  /** The domain whose start page this screen belongs to. */
  readonly domain?: Domain;
  /** The screen one level up in the breadcrumbs. */
  readonly parent?: string;
  /** The screen exists only while this build-time toggle is on. */
  readonly feature?: FeatureToggle;
}

const signedIn: readonly Permission[] = [];

export const screens = {
  home: {
    module: 'routes/general/home.tsx',
    nl: '',
    en: '',
    access: signedIn,
  },
  privacy: {
    module: 'routes/general/privacy.tsx',
    nl: 'privacy',
    en: 'privacy',
    access: 'public',
    parent: 'home',
  },
  accessibility: {
    module: 'routes/general/accessibility.tsx',
    nl: 'toegankelijkheid',
    en: 'accessibility',
    access: 'public',
    parent: 'home',
  },
  profileNotAvailable: {
    module: 'routes/general/profile-not-available.tsx',
    nl: 'profielselectie/nietbeschikbaar',
    en: 'profileselection/notavailable',
    access: 'public',
    parent: 'home',
  },
  notFound: {
    module: 'routes/general/not-found.tsx',
    nl: '*',
    en: '*',
    access: 'public',
  },
} as const satisfies Record<string, ScreenDefinition>;

export type ScreenId = keyof typeof screens;

export const screenIds = Object.keys(screens) as ScreenId[];

export function getScreen(id: ScreenId): ScreenDefinition {
  return screens[id];
}

/** Remix route ids: the bare Dutch path keeps the screen id, the prefixed variants get a suffix. */
export function routeIdFor(id: ScreenId, variant: 'nl' | 'nl-prefixed' | 'en'): string {
  if (variant === 'nl') return id;
  return `${id}.${variant === 'en' ? 'en' : 'nl'}`;
}

/** The screen a Remix route id belongs to, or undefined for the root and other non-screen routes. */
export function screenIdFromRouteId(routeId: string): ScreenId | undefined {
  const id = routeId.replace(/\.(nl|en)$/, '');
  return id in screens ? (id as ScreenId) : undefined;
}

/** Breadcrumb trail from the start page down to the screen itself. */
export function breadcrumbTrail(id: ScreenId): ScreenId[] {
  const trail: ScreenId[] = [];
  let current: ScreenId | undefined = id;
  while (current && !trail.includes(current)) {
    trail.unshift(current);
    const parent: string | undefined = getScreen(current).parent;
    current = parent && parent in screens ? (parent as ScreenId) : undefined;
  }
  return trail;
}
