// The server's route matching, as patched (patches/README.md): kept branches must give the same
// matches as flattening the table anew, for the route objects of the table being matched.
import { createRequire } from 'node:module';
import type * as RouterModule from '@remix-run/router';
import { describe, expect, it } from 'vitest';

// The CommonJS build is the one the server loads (and the one patched).
const router = createRequire(import.meta.url)('@remix-run/router') as typeof RouterModule;
const { matchPath, matchRoutes } = router;

type TestRoute = RouterModule.AgnosticRouteObject;

/** A table shaped like the portal's: a layout, each screen bare, under /nl and under /en. */
function table(): TestRoute[] {
  const screens = (prefix: string): TestRoute[] => [
    { id: `${prefix}home`, index: true },
    { id: `${prefix}person`, path: 'persoon/insz/:insz' },
    { id: `${prefix}search`, path: 'persoon/:tab?' },
    { id: `${prefix}case`, path: 'Exact', caseSensitive: true },
  ];
  return [
    {
      id: 'root',
      path: '',
      children: [
        ...screens(''),
        { id: 'nl', path: 'nl', children: screens('nl-') },
        { id: 'en', path: 'en', children: screens('en-') },
        { id: 'not-found', path: '*' },
      ],
    },
  ];
}

const ids = (routes: TestRoute[], path: string) =>
  matchRoutes(routes, path)?.map((match) => match.route.id);

describe('route matching (patched @remix-run/router)', () => {
  it('matches paths, parameters, optional segments, index and splat routes', () => {
    const routes = table();
    expect(ids(routes, '/')).toEqual(['root', 'home']);
    expect(ids(routes, '/en/persoon/insz/60111842284')).toEqual(['root', 'en', 'en-person']);
    expect(matchRoutes(routes, '/nl/persoon/insz/60111842284')?.at(-1)?.params).toEqual({
      insz: '60111842284',
    });
    expect(ids(routes, '/persoon')).toEqual(['root', 'search']);
    expect(matchRoutes(routes, '/persoon/naam')?.at(-1)?.params).toMatchObject({ tab: 'naam' });
    expect(ids(routes, '/Exact')).toEqual(['root', 'case']);
    expect(ids(routes, '/exact')).toEqual(['root', 'not-found']);
    expect(ids(routes, '/en/bestaat/niet')).toEqual(['root', 'not-found']);
  });

  it('answers a table rebuilt with the same structure with that table’s own route objects', () => {
    const first = table();
    matchRoutes(first, '/en/persoon/insz/1');
    const rebuilt = table();
    const matches = matchRoutes(rebuilt, '/en/persoon/insz/1') ?? [];
    const en = rebuilt[0]?.children?.[5];
    const expected = [rebuilt[0], en, en?.children?.[1]];
    expect(matches).toHaveLength(3);
    // The very objects of the rebuilt table, not equal copies from the first one.
    matches.forEach((match, i) => expect(match.route).toBe(expected[i]));
  });

  it('sees routes added to a table it has matched before', () => {
    const routes = table();
    expect(ids(routes, '/nieuw')).toEqual(['root', 'not-found']);
    routes[0]?.children?.push({ id: 'new', path: 'nieuw' });
    expect(ids(routes, '/nieuw')).toEqual(['root', 'new']);
  });

  it('matches patterns given directly, with and without end', () => {
    expect(matchPath('/a/:b', '/a/c')?.params).toEqual({ b: 'c' });
    expect(matchPath({ path: '/a/:b', end: false }, '/a/c/d')?.pathname).toBe('/a/c');
    expect(matchPath('/a/:b', '/a/c/d')).toBeNull();
  });
  it('tries only the branches a first segment may match, with the same answers as trying all', () => {
    const routes: TestRoute[] = [
      {
        id: 'root',
        path: '',
        children: [
          { id: 'privacy', path: 'privacy' },
          { id: 'nl', path: 'nl', children: [{ id: 'nl-home', index: true }] },
          { id: 'by-language', path: ':lang/x' },
          { id: 'optional', path: 'opt?/y' },
          { id: 'not-found', path: '*' },
        ],
      },
    ];
    // The first segment is compared as the case-insensitive pattern compares it.
    expect(ids(routes, '/PRIVACY')).toEqual(['root', 'privacy']);
    expect(ids(routes, '/Nl')).toEqual(['root', 'nl', 'nl-home']);
    expect(ids(routes, '/priva\u017Fy')).toEqual(['root', 'not-found']);
    // Branches that start with a parameter or an optional segment are tried for any pathname.
    expect(ids(routes, '/nl/x')).toEqual(['root', 'by-language']);
    expect(ids(routes, '/y')).toEqual(['root', 'optional']);
    expect(ids(routes, '/opt/y')).toEqual(['root', 'optional']);
    expect(ids(routes, '//privacy')).toEqual(['root', 'not-found']);
    expect(ids(routes, '/')).toEqual(['root']);
  });
});

describe('route matching over the portal’s route table', () => {
  it('gives the unpatched matcher’s answer for every screen path, cased and suffixed otherwise', async () => {
    // The package's ES module build is the browser's copy: never patched, so the reference.
    const reference = (await import(
      '@remix-run/router/dist/router.js' as string
    )) as typeof RouterModule;
    const { default: config } = await import('~/routes');
    const children: TestRoute[] = config.map((entry) =>
      entry.index ? { id: entry.id, index: true } : { id: entry.id, path: entry.path },
    );
    const routes = (): TestRoute[] => [
      { id: 'root', path: '', children: children.map((child) => ({ ...child })) },
    ];
    const concrete = config.flatMap((entry) =>
      entry.path === undefined ? [] : [entry.path.replace(/:(\w+)\??/g, '$1-value')],
    );
    const paths = [
      '/',
      '//privacy',
      '/bestaat/niet',
      ...concrete.flatMap((path) => [
        `/${path}`,
        `/${path}/`,
        `/${path.toUpperCase()}`,
        `/${path}/meer`,
        `/x${path}`,
      ]),
    ];
    expect(paths.length).toBeGreaterThan(800);
    const patchedTable = routes();
    const referenceTable = routes();
    const answer = (matches: RouterModule.AgnosticRouteMatch[] | null) =>
      matches?.map(({ route, params }) => ({ id: route.id, params }));
    for (const path of paths) {
      expect(answer(matchRoutes(patchedTable, path)), path).toEqual(
        answer(reference.matchRoutes(referenceTable, path)),
      );
    }
  });
});
