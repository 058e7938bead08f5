// Remix routes, generated from the route table: every screen under /<nl>, /nl/<nl> and /en/<en>.
import { index, route, type RouteConfig, type RouteConfigEntry } from '@remix-run/route-config';
import { parseFeatureOverrides } from '../scripts/feature-overrides.mjs';
import { defaultFeatures, features, type FeatureToggle } from './config/features';
import { endpoints, type EndpointId } from './endpoints';
import { getScreen, routeIdFor, screenIds } from './screens';

function joinPath(prefix: string, path: string): string {
  return path === '' ? prefix : `${prefix}/${path}`;
}

/**
 * The toggles of the build the route table is made for: the compiled ones, with the build's
 * PORTAL_FEATURES (ADR 016). Remix reads this file apart from the build's own configuration, so
 * the toggles vite.config.ts compiles into the modules are not compiled in here: a screen whose
 * toggle a test build turns on would get no route. The same variable is read here, as there.
 */
export function buildToggles(overrides: string | undefined): Record<FeatureToggle, boolean> {
  return {
    ...features,
    ...parseFeatureOverrides(overrides, Object.keys(defaultFeatures)),
  };
}

/** The routes of a build with these toggles: every screen whose toggle is on, and the endpoints. */
export function routeTable(toggles: Readonly<Record<FeatureToggle, boolean>>): RouteConfigEntry[] {
  /** Endpoints that are not screens, from app/endpoints.ts. */
  const endpointRoutes = (Object.keys(endpoints) as EndpointId[]).map((id) =>
    route(endpoints[id].path, endpoints[id].module, { id: `endpoint.${id}` }),
  );
  const screenRoutes = screenIds
    .filter((id) => {
      const toggle = getScreen(id).feature;
      return toggle === undefined || toggles[toggle];
    })
    .flatMap((id) => {
      const screen = getScreen(id);
      return [
        screen.nl === ''
          ? index(screen.module, { id: routeIdFor(id, 'nl') })
          : route(screen.nl, screen.module, { id: routeIdFor(id, 'nl') }),
        route(joinPath('nl', screen.nl), screen.module, { id: routeIdFor(id, 'nl-prefixed') }),
        route(joinPath('en', screen.en), screen.module, { id: routeIdFor(id, 'en') }),
      ];
    });
  return [...endpointRoutes, ...screenRoutes];
}

export default routeTable(buildToggles(process.env.PORTAL_FEATURES)) satisfies RouteConfig;
