// The compose file and `npm run topology` are one topology: the same services, replicas and
// variables, and the same nginx template filled in. No container engine runs where the tests run,
// so this reads the compose file against the processes the topology starts.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  backendEnvironment,
  identityProviderEnvironment,
  portalEnvironment,
  proxyValues,
  renderTemplate,
  type TopologySettings,
} from './config';

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  deploy?: { replicas?: number };
  read_only?: boolean;
  restart?: string;
  healthcheck?: { test: string[] };
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
}

const compose = parse(readFileSync('docker-compose.yml', 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const services = compose.services;

const settings: TopologySettings = {
  ports: {
    proxy: 8080,
    backendProxy: 8081,
    portals: [3001, 3002],
    backends: [4001, 4002],
    identityProvider: 4100,
  },
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/portal_topology',
  redisUrl: 'redis://127.0.0.1:6379/0',
  secrets: {
    SESSION_SECRET: 'session',
    OIDC_CLIENT_SECRET: 'client',
    HASH_SECRET: 'hash',
    IDP_COOKIE_SECRET: 'cookie',
  },
  overrides: {},
};

/** The portal's presentation settings: empty (or their default) in both, set per deployment. */
const presentationOnly = [
  'WIDGET_HOST',
  'HEADER_WIDGET_ID',
  'FOOTER_WIDGET_ID',
  'DOCUMENT_SERVICE_HOST',
  'DOCUMENT_SERVICE_HEADER_WIDGET_ID',
  'DOCUMENT_SERVICE_FOOTER_WIDGET_ID',
  'FONT_STYLESHEET_URL',
  'SUPPORT_EMAIL',
];

function service(name: string): Service {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
}

function variables(name: string): string[] {
  return Object.keys(service(name).environment ?? {}).sort();
}

describe('docker-compose.yml and npm run topology', () => {
  it('have the same services, two instances of the portal and of the backend', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['backend', 'identity-provider', 'portal', 'postgres', 'proxy', 'redis'].sort(),
    );
    expect(service('portal').deploy?.replicas).toBe(2);
    expect(service('backend').deploy?.replicas).toBe(2);
  });

  it('give every instance the same variables', () => {
    expect(variables('portal').filter((name) => !presentationOnly.includes(name))).toEqual(
      Object.keys(portalEnvironment(settings, 0)).sort(),
    );
    expect(variables('backend')).toEqual(Object.keys(backendEnvironment(settings, 1)).sort());
    expect(variables('identity-provider')).toEqual(
      Object.keys(identityProviderEnvironment(settings)).sort(),
    );
  });

  it('fill in the one nginx template, which needs nothing else', () => {
    const template = readFileSync('deploy/nginx/portal.conf.template', 'utf8');
    const proxy = service('proxy');
    expect(proxy.volumes).toContain(
      './deploy/nginx/portal.conf.template:/etc/nginx/templates/portal.conf.template:ro',
    );
    const values = proxyValues(settings);
    for (const name of Object.keys(values)) expect(proxy.environment).toHaveProperty(name);
    const rendered = renderTemplate(template, values);
    expect(rendered).not.toMatch(/\$\{/);
    expect(rendered).toContain('server 127.0.0.1:3001 max_fails=1 fail_timeout=5s;');
    expect(rendered).toContain('server 127.0.0.1:4002 max_fails=1 fail_timeout=5s;');
    // The compose values fill it in just as completely.
    expect(renderTemplate(template, proxy.environment ?? {})).toContain('server portal:3000');
    expect(() => renderTemplate(template, {})).toThrow(/the nginx template needs [A-Z_]+/);
  });

  it('reach the backends through the proxy, and the issuer at the public address', () => {
    expect(service('portal').environment?.BACKEND_URL).toBe('http://proxy:4000');
    expect(portalEnvironment(settings, 0).BACKEND_URL).toBe('http://127.0.0.1:8081');
    expect(portalEnvironment(settings, 1).OIDC_ISSUER).toBe('http://127.0.0.1:8080/idp');
    expect(identityProviderEnvironment(settings).OIDC_ISSUER).toBe('http://127.0.0.1:8080/idp');
    expect(backendEnvironment(settings, 0).OIDC_JWKS_URI).toBe('http://127.0.0.1:4100/idp/jwks');
  });

  it('run read-only, restart on failure, and say when they are healthy', () => {
    for (const [name, entry] of Object.entries(services)) {
      expect(entry.restart, name).toBe('unless-stopped');
      expect(entry.healthcheck?.test.length, name).toBeGreaterThan(0);
      if (name !== 'postgres') expect(entry.read_only, name).toBe(true);
    }
    // Only the proxy is published.
    const published = Object.entries(services).filter(([, entry]) => entry.ports?.length);
    expect(published.map(([name]) => name)).toEqual(['proxy']);
  });

  it('take every secret from the environment file, none written in the file itself', () => {
    const text = readFileSync('docker-compose.yml', 'utf8');
    for (const secret of [
      'SESSION_SECRET',
      'OIDC_CLIENT_SECRET',
      'HASH_SECRET',
      'IDP_COOKIE_SECRET',
      'POSTGRES_PASSWORD',
    ]) {
      expect(text).toMatch(new RegExp(`\\$\\{${secret}:\\?`));
      expect(readFileSync('deploy/compose.env.example', 'utf8')).toMatch(
        new RegExp(`^${secret}=$`, 'm'),
      );
    }
  });
});

describe('the Dockerfile', () => {
  const dockerfile = readFileSync('Dockerfile', 'utf8');

  it('builds in one stage and runs production dependencies only, as a user without privileges', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(3);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(dockerfile).toMatch(/^USER node$/m);
  });

  it('ships the three programs the compose services run', () => {
    expect(dockerfile).toMatch(/COPY --from=build --chown=node:node \/app\/build \.\/build/);
    const commands = Object.values(services)
      .map((entry) => entry.command?.join(' ') ?? '')
      .filter((command) => command.startsWith('node '));
    expect(commands.sort()).toEqual(['node ./build/backend.js', 'node ./build/dev-idp.js']);
    const build = readFileSync('scripts/build-server.mjs', 'utf8');
    for (const entry of ['server.ts', 'backend/main.ts', 'dev-idp/main.ts']) {
      expect(build).toContain(`'${entry}'`);
    }
  });

  it('ships every patched package as the build stage patched it (patches/)', () => {
    // patch-package names a patch <package, / as +>+<version>.patch.
    const patched = readdirSync('patches')
      .filter((name) => name.endsWith('.patch'))
      .map((name) => name.replace(/\+[^+]+\.patch$/, '').replace('+', '/'));
    expect(patched.length).toBeGreaterThan(0);
    for (const name of patched) {
      expect(dockerfile).toContain(
        `COPY --from=build /app/node_modules/${name} ./node_modules/${name}`,
      );
    }
  });
});
