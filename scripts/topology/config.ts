// The production topology's configuration, as `npm run topology` runs it on this machine: the same
// variables docker-compose.yml gives each service, with loopback addresses in place of the
// services' names, and the same nginx template filled in. tests/topology/compose.test.ts compares
// the two, so a variable added to one and not the other fails there.

/** Where each process of the topology listens, all on 127.0.0.1. */
export interface TopologyPorts {
  proxy: number;
  /** The proxy's internal listener in front of the backends. */
  backendProxy: number;
  portals: number[];
  backends: number[];
  identityProvider: number;
}

/** The secrets compose reads from its environment file (deploy/compose.env.example). */
export interface TopologySecrets {
  SESSION_SECRET: string;
  OIDC_CLIENT_SECRET: string;
  HASH_SECRET: string;
  IDP_COOKIE_SECRET: string;
}

export interface TopologySettings {
  ports: TopologyPorts;
  databaseUrl: string;
  redisUrl: string;
  secrets: TopologySecrets;
  /** Variables that compose takes from its environment file with a default (the same names). */
  overrides: Record<string, string>;
}

export const loopback = '127.0.0.1';

/** The variables compose gives every service a default for, and that may be set for the run. */
export const overridableVariables = [
  'ENVIRONMENT',
  'LOG_LEVEL',
  'POPULATION_SIZE',
  'POSTAL_SCHEDULE',
  'PUSH_IMAGE_BASE_URL',
  'SESSION_TTL_SECONDS',
  'BACKEND_AUDIENCE',
  'OIDC_CLIENT_ID',
  'RATE_LIMIT_WINDOW_SECONDS',
  'RATE_LIMIT_GENERAL',
  'RATE_LIMIT_MUTATIONS',
  'RATE_LIMIT_SIGN_IN',
  'SHUTDOWN_TIMEOUT_SECONDS',
] as const;

const defaults: Record<(typeof overridableVariables)[number], string> = {
  ENVIRONMENT: 'staging',
  LOG_LEVEL: 'info',
  POPULATION_SIZE: 'full',
  POSTAL_SCHEDULE: 'realistic',
  // Unset: the backend's own default address (required on live only).
  PUSH_IMAGE_BASE_URL: '',
  SESSION_TTL_SECONDS: '1800',
  BACKEND_AUDIENCE: 'urn:backoffice:backend',
  OIDC_CLIENT_ID: 'backoffice-portal',
  RATE_LIMIT_WINDOW_SECONDS: '60',
  RATE_LIMIT_GENERAL: '1200',
  RATE_LIMIT_MUTATIONS: '120',
  RATE_LIMIT_SIGN_IN: '60',
  SHUTDOWN_TIMEOUT_SECONDS: '15',
};

function setting(settings: TopologySettings, name: (typeof overridableVariables)[number]): string {
  return settings.overrides[name] ?? defaults[name];
}

export function publicUrl(settings: TopologySettings): string {
  return `http://${loopback}:${settings.ports.proxy}`;
}

/** The nginx template's values: the topology's loopback addresses. */
export function proxyValues(settings: TopologySettings): Record<string, string> {
  const servers = (ports: number[]) =>
    ports.map((port) => `server ${loopback}:${port} max_fails=1 fail_timeout=5s;`).join('\n    ');
  return {
    LISTEN_HTTP: `${loopback}:${settings.ports.proxy}`,
    LISTEN_BACKEND: `${loopback}:${settings.ports.backendProxy}`,
    PORTAL_SERVERS: servers(settings.ports.portals),
    BACKEND_SERVERS: servers(settings.ports.backends),
    IDENTITY_PROVIDER: `http://${loopback}:${settings.ports.identityProvider}`,
  };
}

/**
 * Fills in the ${NAME} placeholders of an nginx template, as the nginx image does at start; any
 * placeholder left without a value is an error (nginx would read it as a variable of its own).
 */
export function renderTemplate(template: string, values: Record<string, string>): string {
  const rendered = template.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`the nginx template needs ${name}`);
    return value;
  });
  return rendered;
}

/** A portal instance's environment (compose's `portal` service). */
export function portalEnvironment(
  settings: TopologySettings,
  index: number,
): Record<string, string> {
  const url = publicUrl(settings);
  const port = settings.ports.portals[index];
  if (port === undefined) throw new Error(`no portal ${index}`);
  return {
    ENVIRONMENT: setting(settings, 'ENVIRONMENT'),
    HOST: loopback,
    PORT: String(port),
    PUBLIC_URL: url,
    SESSION_SECRET: settings.secrets.SESSION_SECRET,
    // Only the proxy, on this machine, may say who the client is.
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: setting(settings, 'LOG_LEVEL'),
    BACKEND_URL: `http://${loopback}:${settings.ports.backendProxy}`,
    BACKEND_AUDIENCE: setting(settings, 'BACKEND_AUDIENCE'),
    OIDC_ISSUER: `${url}/idp`,
    OIDC_CLIENT_ID: setting(settings, 'OIDC_CLIENT_ID'),
    OIDC_CLIENT_SECRET: settings.secrets.OIDC_CLIENT_SECRET,
    REDIS_URL: settings.redisUrl,
    RATE_LIMIT_WINDOW_SECONDS: setting(settings, 'RATE_LIMIT_WINDOW_SECONDS'),
    RATE_LIMIT_GENERAL: setting(settings, 'RATE_LIMIT_GENERAL'),
    RATE_LIMIT_MUTATIONS: setting(settings, 'RATE_LIMIT_MUTATIONS'),
    RATE_LIMIT_SIGN_IN: setting(settings, 'RATE_LIMIT_SIGN_IN'),
    SHUTDOWN_TIMEOUT_SECONDS: setting(settings, 'SHUTDOWN_TIMEOUT_SECONDS'),
  };
}

/** A backend instance's environment (compose's `backend` service). */
export function backendEnvironment(
  settings: TopologySettings,
  index: number,
): Record<string, string> {
  const port = settings.ports.backends[index];
  if (port === undefined) throw new Error(`no backend ${index}`);
  return {
    ENVIRONMENT: setting(settings, 'ENVIRONMENT'),
    BACKEND_HOST: loopback,
    BACKEND_PORT: String(port),
    DATABASE_URL: settings.databaseUrl,
    OIDC_ISSUER: `${publicUrl(settings)}/idp`,
    OIDC_JWKS_URI: `http://${loopback}:${settings.ports.identityProvider}/idp/jwks`,
    BACKEND_AUDIENCE: setting(settings, 'BACKEND_AUDIENCE'),
    HASH_SECRET: settings.secrets.HASH_SECRET,
    POPULATION_SIZE: setting(settings, 'POPULATION_SIZE'),
    POSTAL_SCHEDULE: setting(settings, 'POSTAL_SCHEDULE'),
    PUSH_IMAGE_BASE_URL: setting(settings, 'PUSH_IMAGE_BASE_URL'),
    SESSION_TTL_SECONDS: setting(settings, 'SESSION_TTL_SECONDS'),
    LOG_LEVEL: setting(settings, 'LOG_LEVEL'),
  };
}

/** The development identity provider's environment (compose's `identity-provider` service). */
export function identityProviderEnvironment(settings: TopologySettings): Record<string, string> {
  const url = publicUrl(settings);
  return {
    ENVIRONMENT: setting(settings, 'ENVIRONMENT'),
    IDP_HOST: loopback,
    IDP_PORT: String(settings.ports.identityProvider),
    IDP_PROXY: 'true',
    OIDC_ISSUER: `${url}/idp`,
    PUBLIC_URL: url,
    OIDC_CLIENT_ID: setting(settings, 'OIDC_CLIENT_ID'),
    OIDC_CLIENT_SECRET: settings.secrets.OIDC_CLIENT_SECRET,
    IDP_COOKIE_SECRET: settings.secrets.IDP_COOKIE_SECRET,
    BACKEND_AUDIENCE: setting(settings, 'BACKEND_AUDIENCE'),
    DATABASE_URL: settings.databaseUrl,
    LOG_LEVEL: setting(settings, 'LOG_LEVEL'),
  };
}

/** The main nginx file around the rendered template, with this run's own folders. */
export function nginxMainConfig(folder: string, user: string | null): string {
  return [
    '# Written by `npm run topology` for this run; the proxying is portal.conf (from',
    '# deploy/nginx/portal.conf.template), as in the proxy container.',
    ...(user ? [`user ${user};`] : []),
    'worker_processes 2;',
    'error_log stderr warn;',
    'events {',
    '    worker_connections 1024;',
    '}',
    'http {',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `    ${kind}_temp_path ${folder}/temp/${kind};`,
    ),
    `    include ${folder}/portal.conf;`,
    '}',
    '',
  ].join('\n');
}
