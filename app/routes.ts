// Remix routes, generated from the route table: every screen under /<nl>, /nl/<nl> and /en/<en>.
import { index, route, type RouteConfig } from '@remix-run/route-config';
import { isFeatureEnabled } from './config/features';
import { getScreen, routeIdFor, screenIds } from './screens';

function joinPath(prefix: string, path: string): string {
  return path === '' ? prefix : `${prefix}/${path}`;
}

/** Endpoints that are not screens: sign-in and session, the same in both languages (spec §9). */
const sessionEndpoints = [
  route('auth/login', 'routes/auth/login.ts', { id: 'auth.login' }),
  route('auth/callback', 'routes/auth/callback.tsx', { id: 'auth.callback' }),
  route('auth/signout', 'routes/auth/signout.ts', { id: 'auth.signout' }),
  route('auth/switch', 'routes/auth/switch.ts', { id: 'auth.switch' }),
  route('sss/api/refresh', 'routes/auth/refresh.ts', { id: 'auth.refresh' }),
  // Fetched by the address form's autocomplete: JSON, 401 rather than a sign-in redirect.
  route('api/suggest/municipalities', 'routes/api/suggest-municipalities.ts', {
    id: 'api.suggest.municipalities',
  }),
  route('api/suggest/streets', 'routes/api/suggest-streets.ts', { id: 'api.suggest.streets' }),
];

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

export default [...sessionEndpoints, ...screenRoutes] satisfies RouteConfig;
