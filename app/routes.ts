// Remix routes, generated from the route table: every screen under /<nl>, /nl/<nl> and /en/<en>.
import { index, route, type RouteConfig } from '@remix-run/route-config';
import { isFeatureEnabled } from './config/features';
import { endpoints, type EndpointId } from './endpoints';
import { getScreen, routeIdFor, screenIds } from './screens';

function joinPath(prefix: string, path: string): string {
  return path === '' ? prefix : `${prefix}/${path}`;
}

/** Endpoints that are not screens, from app/endpoints.ts. */
const endpointRoutes = (Object.keys(endpoints) as EndpointId[]).map((id) =>
  route(endpoints[id].path, endpoints[id].module, { id: `endpoint.${id}` }),
);

const screenRoutes = screenIds
  .filter((id) => isFeatureEnabled(getScreen(id).feature))
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

export default [...endpointRoutes, ...screenRoutes] satisfies RouteConfig;
