// Which translation namespaces a page needs: common (layout, error page) and those its screens declare.
import { matchRoutes } from '@remix-run/react';
import { isFeatureEnabled } from '~/config/features';
import { defaultNamespace, type Namespace } from '~/i18n/namespaces';
import { getScreen, screenIdFromRouteId, screenIds, type ScreenId } from '~/screens';

/** The namespaces of the page made of these Remix routes (the root and non-screen routes add none). */
export function pageNamespaces(routeIds: readonly string[]): Namespace[] {
  const needed = new Set<Namespace>([defaultNamespace]);
  for (const routeId of routeIds) {
    const id = screenIdFromRouteId(routeId);
    if (id) for (const namespace of getScreen(id).namespaces) needed.add(namespace);
  }
  return [...needed];
}

const join = (prefix: string, path: string) => (path === '' ? prefix : `${prefix}/${path}`);

/** The screens' paths as the router ranks them, to tell where a navigation is going. */
const screenRoutes = screenIds
  .filter((id) => isFeatureEnabled(getScreen(id).feature))
  .flatMap((id: ScreenId) => {
    const { nl, en } = getScreen(id);
    return [join('', nl) || '/', join('/nl', nl), join('/en', en)].map((path) => ({ id, path }));
  });

/** The namespaces of the screen at this path, known before its loaders answer. */
export function namespacesForPath(pathname: string): Namespace[] {
  const match = matchRoutes(screenRoutes, pathname)?.at(-1);
  return pageNamespaces(match ? [match.route.id] : []);
}
