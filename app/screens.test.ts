import { describe, expect, it } from 'vitest';
import { permissions } from '@contracts/permissions';
import {
  breadcrumbTrail,
  getScreen,
  routeIdFor,
  screenIdFromRouteId,
  screenIds,
  screens,
} from './screens';

const paramNames = (path: string) =>
  path
    .split('/')
    .filter((segment) => segment.startsWith(':') || segment === '*')
    .map((segment) => segment.replace(/\?$/, ''))
    .sort();

describe('the route table', () => {
  it('gives every screen the same parameters in Dutch and English', () => {
    for (const id of screenIds) {
      expect(paramNames(getScreen(id).en), id).toEqual(paramNames(getScreen(id).nl));
    }
  });

  it('has no two screens on the same path in one language', () => {
    for (const language of ['nl', 'en'] as const) {
      const paths = screenIds.map((id) => getScreen(id)[language].replace(/:[^/]+/g, ':'));
      expect(new Set(paths).size, language).toBe(paths.length);
    }
  });

  it('uses lower-case paths without a leading slash or an /en or /nl prefix', () => {
    for (const id of screenIds) {
      for (const path of [getScreen(id).nl, getScreen(id).en]) {
        expect(path, id).not.toMatch(/^\/|^(en|nl)(\/|$)/);
        expect(path.replace(/:[A-Za-z0-9]+\??/g, ''), id).toBe(
          path.replace(/:[A-Za-z0-9]+\??/g, '').toLowerCase(),
        );
      }
    }
  });

  it('names only catalogued permissions and existing parents', () => {
    for (const id of screenIds) {
      const screen = getScreen(id);
      if (screen.access !== 'public') {
        for (const permission of screen.access) expect(permissions).toContain(permission);
      }
      if (screen.parent) expect(screens, id).toHaveProperty(screen.parent);
    }
  });

  it('maps Remix route ids back to their screen', () => {
    for (const id of screenIds) {
      expect(screenIdFromRouteId(routeIdFor(id, 'nl'))).toBe(id);
      expect(screenIdFromRouteId(routeIdFor(id, 'nl-prefixed'))).toBe(id);
      expect(screenIdFromRouteId(routeIdFor(id, 'en'))).toBe(id);
    }
    expect(screenIdFromRouteId('root')).toBeUndefined();
  });

  it('builds breadcrumb trails from the start page down', () => {
    expect(breadcrumbTrail('home')).toEqual(['home']);
    expect(breadcrumbTrail('privacy')).toEqual(['home', 'privacy']);
  });
});
