// `npm run bench`: throughput and latency of the built portal, and the size of what a page ships.
// Builds if needed, starts build/server.js on a free loopback port, measures, stops it.
// The figures to watch are the person and enterprise detail pages against a bare framework route:
// what a screen that reads a person (a backend call and a legal-log entry) costs on top of
// rendering a page, and what an enterprise's record costs when the session sees it again.
import { fork, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { routeWeights } from './route-weights.mjs';
import { signIn } from './sign-in.mjs';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const budgets = {
  cssGzipBytes: 30 * 1024,
  startPageJsGzipBytes: 125 * 1024,
  // The HTML of a bare page, uncompressed: the layout and the screen, no translation files.
  privacyHtmlBytes: 15 * 1024,
};
// A generated person (docs/demo-data.md) and a demo account with one role that may read them.
const personPath = '/persoon/insz/60111842284?bron=RR';
const personReader = 'bart.claes';
// A featured enterprise (docs/demo-data.md) and the demo account whose Economie profile reads it.
const enterprisePath = '/onderneming/0424871480?bron=KBO';
const enterpriseReader = { login: 'carla.desmet', role: 'urn:backoffice:rol:Economie:OVO100001' };
// A featured vehicle (docs/demo-data.md) and the same account's GAS-boetes profile, which reads it.
const vehiclePath = '/mobiliteit/belgischvoertuig/1PKU670?bron=DIV';
const vehicleReader = { login: 'carla.desmet', role: 'urn:backoffice:rol:GasBoetes:OVO100001' };

// A featured person's social statutes and a featured child's benefits (docs/demo-data.md), both
// asked by bart.claes: the same search again in the session is the answer it was shown (ADR 009).
const socialStatusPath =
  '/socialezekerheid?insz=50.04.10-792.83&statuut=BIM_BVT&statuut=GENT_PARKING_ADULT&statuut=LIVING_WAGES_PCSA_HELP&bron=KSZ';
const childBenefitsPath = '/gezin?insz=16.08.22-852.73&bron=GROEIPAKKET';
// A featured person's certificates (docs/demo-data.md), listed and one opened, by frank.willems's
// profile Attesten: the list is the search the session made before (ADR 009); every load of the
// certificate is a consultation of its own, as a detail page's is.
const attestationsReader = {
  login: 'frank.willems',
  role: 'urn:backoffice:rol:Attesten:OVO100005',
};
const attestationSearchPath = '/attesten?zoekwijze=insz&insz=30.11.21-314.54';
const attestationPath = '/attesten/2ff295a9-7782-44ed-a61c-4cedd5b238c4?bron=ATTESTEN';
// A featured partition and a featured parcel's ownership history (docs/demo-data.md, land
// registry), read by carla.desmet's profile Kadaster: every load of either is a consultation.
const landRegistryReader = {
  login: 'carla.desmet',
  role: 'urn:backoffice:rol:Kadaster:OVO100001',
};
const partitionPath = '/kadaster/44021A0041-00A000-P0000?bron=AAPD';
const ownershipHistoryPath = '/kadaster/historiek/44021A0154-00B000?bron=AAPD';
// A featured sale (docs/demo-data.md, sale prices): names no parties, so no legal-log entry.
const salePath = '/kadaster/verkoopprijzen/44021A0041-00A000-P0000-03-V';
// Stad Rivierstad's featured letter handed over (docs/demo-data.md, document service), read by
// dirk.maes: a letter to an enterprise, so every load is a consultation; and the start page's
// shipment search by its reference.
const documentReader = {
  login: 'dirk.maes',
  role: 'urn:backoffice:rol:Documentendienst:OVO100003',
};
const shipmentPath = '/documentendienst/verzending/0d0c0001-5eed-4d0c-8000-000000000003';
const shipmentSearchPath = '/documentendienst?referentie=RIV-DEMO-PAIR';

if (!existsSync('build/server.js')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The bare framework /privacy is held against (bench/bare-remix): built where the build goes.
if (!existsSync('build/bench-bare-remix/server/index.js')) {
  const build = spawnSync(
    'node_modules/.bin/remix',
    ['vite:build', '--config', 'bench/bare-remix/vite.config.mjs'],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const url = `http://127.0.0.1:${port}`;
const unlimited = '100000000';
// BENCH_CPU_PROFILE=<folder>: the portal process writes a V8 CPU profile there
// when it stops (open it in Chrome's DevTools), to see where a page's time goes.
const profileArgs = process.env.BENCH_CPU_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
  : [];
const server = spawn(process.execPath, [...profileArgs, 'build/server.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    // The benchmark measures rendering, not the rate limiter.
    RATE_LIMIT_GENERAL: unlimited,
    RATE_LIMIT_SIGN_IN: unlimited,
    RATE_LIMIT_MUTATIONS: unlimited,
  },
  stdio: 'inherit',
});

const bare = fork('bench/bare-remix/server.mjs', [], { stdio: 'inherit' });
const bareUrl = await new Promise((resolve, reject) => {
  bare.once('message', ({ port: barePort }) => resolve(`http://127.0.0.1:${barePort}`));
  bare.once('exit', (code) => reject(new Error(`the bare Remix app exited with ${code}`)));
});

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;

/**
 * Loads one path from `connections` clients for `durationSeconds`. Latencies are kept per response
 * (autocannon's own summary has no 95th percentile); answers other than `status` are counted.
 */
/**
 * CPU time (user + system, ms) the portal process and the embedded backend it forked have used so
 * far, from /proc: unlike requests per second, CPU time per request hardly moves when other work
 * shares the machine. Null where there is no /proc.
 */
function cpuTimes(pid = server.pid) {
  const ticks = (pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  try {
    const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean),
    );
    return {
      portal: ticks(pid),
      backend: children.reduce((sum, pid) => sum + ticks(pid), 0),
    };
  } catch {
    return null;
  }
}

async function load(
  path,
  {
    headers = {},
    status = 200,
    label = path,
    clients = connections,
    base = url,
    pid = server.pid,
  } = {},
) {
  const latencies = [];
  let unexpected = 0;
  const cpuBefore = cpuTimes(pid);
  const instance = autocannon({
    url: `${base}${path}`,
    connections: clients,
    duration: durationSeconds,
    headers,
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (statusCode !== status) unexpected += 1;
  });
  const result = await instance;
  const cpuAfter = cpuTimes(pid);
  latencies.sort((a, b) => a - b);
  const perRequest = (part) =>
    cpuBefore && cpuAfter && latencies.length
      ? Number(((cpuAfter[part] - cpuBefore[part]) / latencies.length).toFixed(2))
      : null;
  return {
    path: label,
    'req/s': Math.round(result.requests.average),
    'portal CPU ms': perRequest('portal'),
    'backend CPU ms': perRequest('backend'),
    'p50 ms': Number(percentile(latencies, 0.5).toFixed(1)),
    'p95 ms': Number(percentile(latencies, 0.95).toFixed(1)),
    'p99 ms': Number(percentile(latencies, 0.99).toFixed(1)),
    // Timeouts and connection errors, and answers that were not the expected page.
    errors: result.errors + result.timeouts + unexpected,
  };
}

const gzipped = async (path) =>
  gzipSync(Buffer.from(await (await fetch(`${url}${path}`)).arrayBuffer())).length;

/**
 * What a page ships: its HTML (as sent, and gzipped), every script it loads, its own route module
 * (the last route the page imports) and the translation files it preloads, the last three gzipped.
 */
async function pageWeight(path, headers = {}) {
  const response = await fetch(`${url}${path}`, { headers, redirect: 'manual' });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const html = Buffer.from(await response.arrayBuffer());
  const text = html.toString('utf8');
  const assets = (pattern) => [...new Set([...text.matchAll(pattern)].map((m) => m[1]))];
  const scripts = assets(/(?:href|src)="(\/assets\/[^"]+\.js)"/g);
  const stylesheets = assets(/href="(\/assets\/[^"]+\.css)"/g);
  const translations = assets(/href="(\/assets\/[^"]+\.json)"/g);
  const routeModules = assets(/import \* as route\d+ from "([^"]+)"/g);
  // Measured on an empty page (a redirect), the budgets would hold for nothing.
  if (scripts.length === 0) throw new Error(`${path} links no scripts`);
  const sum = async (paths) => (await Promise.all(paths.map(gzipped))).reduce((a, b) => a + b, 0);
  return {
    html: html.length,
    htmlGzip: gzipSync(html).length,
    js: await sum(scripts),
    css: await sum(stylesheets),
    routeModule: routeModules.length > 1 ? await gzipped(routeModules.at(-1)) : 0,
    translations: await sum(translations),
  };
}

/**
 * Signs in once and checks the person page answers with the person, not an error or the sign-in
 * page: a benchmark of error pages is worthless. The same session cookie serves every request
 * that needs one (the start page too: signed out, it only redirects to the sign-in).
 */
async function personSession() {
  const { jar, landed } = await signIn(url, personReader, personPath);
  if (landed.response.status !== 200 || !landed.url.endsWith(personPath)) {
    throw new Error(`${personPath} as ${personReader}: ${landed.response.status} at ${landed.url}`);
  }
  return { cookie: jar.header() };
}

/** A demo account with one of its profiles chosen, checked on the page it will load. */
async function profileSession(reader, path, expected) {
  const { jar } = await signIn(url, reader.login, '/profielselectie');
  const chosen = await fetch(`${url}/profielselectie`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      cookie: jar.header(),
      origin: url,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ uri: reader.role, redirect: '/' }).toString(),
  });
  jar.store(chosen);
  const page = await fetch(`${url}${path}`, { headers: { cookie: jar.header() } });
  const body = await page.text();
  if (page.status !== 200 || !body.includes(expected)) {
    throw new Error(`${path} as ${reader.login}: ${page.status}`);
  }
  return { cookie: jar.header() };
}

try {
  // The first start generates the population for the backend: seconds, not milliseconds.
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (attempt > 1200) throw new Error('portal did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const session = await personSession();
  const economie = await profileSession(enterpriseReader, enterprisePath, 'Van Loon');
  const gasBoetes = await profileSession(vehicleReader, vehiclePath, 'Volkswagen');
  const attesten = await profileSession(attestationsReader, attestationPath, 'Van Goethem');
  const kadaster = await profileSession(landRegistryReader, partitionPath, 'Claeys');
  const documents = await profileSession(documentReader, shipmentPath, 'RIV-DEMO-HANDED');
  const history = await fetch(`${url}${ownershipHistoryPath}`, { headers: kadaster });
  if (history.status !== 200 || !(await history.text()).includes('44021A0154/00B000')) {
    throw new Error(`${ownershipHistoryPath}: ${history.status}`);
  }
  const sold = await fetch(`${url}${salePath}`, { headers: kadaster });
  if (sold.status !== 200 || !(await sold.text()).includes('139.500')) {
    throw new Error(`${salePath}: ${sold.status}`);
  }
  const attestationList = await fetch(`${url}${attestationSearchPath}`, { headers: attesten });
  if (!(await attestationList.text()).includes('6 attesten gevonden')) {
    throw new Error(`${attestationSearchPath}: ${attestationList.status}`);
  }
  for (const [path, expected] of [
    [socialStatusPath, 'Van toepassing'],
    [childBenefitsPath, 'Basisbedrag'],
  ]) {
    const page = await fetch(`${url}${path}`, { headers: session });
    if (page.status !== 200 || !(await page.text()).includes(expected)) {
      throw new Error(`${path} as ${personReader}: ${page.status}`);
    }
  }
  const weights = {
    '/privacy': await pageWeight('/privacy'),
    '/ (signed in)': await pageWeight('/', session),
    [personPath]: await pageWeight(personPath, session),
    [enterprisePath]: await pageWeight(enterprisePath, economie),
    [vehiclePath]: await pageWeight(vehiclePath, gasBoetes),
    [socialStatusPath]: await pageWeight(socialStatusPath, session),
    [childBenefitsPath]: await pageWeight(childBenefitsPath, session),
    [attestationSearchPath]: await pageWeight(attestationSearchPath, attesten),
    [attestationPath]: await pageWeight(attestationPath, attesten),
    [partitionPath]: await pageWeight(partitionPath, kadaster),
    [ownershipHistoryPath]: await pageWeight(ownershipHistoryPath, kadaster),
    [salePath]: await pageWeight(salePath, kadaster),
    [shipmentPath]: await pageWeight(shipmentPath, documents),
    [shipmentSearchPath]: await pageWeight(shipmentSearchPath, documents),
  };
  const startPage = weights['/ (signed in)'];
  const sizeRows = [
    ['/privacy HTML', weights['/privacy'].html, budgets.privacyHtmlBytes],
    ['start page CSS (gzip)', startPage.css, budgets.cssGzipBytes],
    ['start page JS (gzip)', startPage.js, budgets.startPageJsGzipBytes],
  ];

  const rows = [
    // Express alone: no Remix, no session.
    await load('/healthz'),
    // The same Remix, React and Express with one route and nothing of the portal: the ceiling.
    await load('/', { base: bareUrl, pid: bare.pid, label: 'bare Remix route' }),
    // A bare framework route: the layout rendered, no backend work beyond what every page does.
    await load('/privacy'),
    await load('/', { headers: session, label: '/ (signed in)' }),
    await load('/bestaat-niet', { status: 404 }),
    await load(personPath, { headers: session }),
    // The same session sees the same enterprise again: its record is the one it was shown, not
    // a new consultation (ADR 009); the first view above paid for the three calls.
    await load(enterprisePath, { headers: economie }),
    await load(vehiclePath, { headers: gasBoetes }),
    await load(socialStatusPath, { headers: session }),
    await load(childBenefitsPath, { headers: session }),
    await load(attestationSearchPath, { headers: attesten }),
    await load(attestationPath, { headers: attesten }),
    await load(partitionPath, { headers: kadaster }),
    await load(ownershipHistoryPath, { headers: kadaster }),
    await load(salePath, { headers: kadaster }),
    await load(shipmentPath, { headers: documents }),
    await load(shipmentSearchPath, { headers: documents }),
  ];
  // The person detail as the number of clients grows: each consultation writes a legal-log entry,
  // and the chain takes one batch of them at a time (ADR 006), so throughput should grow with
  // concurrency until the machine is busy, not flatten at what one appender can do.
  const concurrency = [
    await load(personPath, {
      headers: session,
      clients: 2,
      label: `${personPath} (2 connections)`,
    }),
    await load(personPath, {
      headers: session,
      clients: 20,
      label: `${personPath} (20 connections)`,
    }),
  ];
  const [
    healthz,
    bareRoute,
    privacy,
    ,
    ,
    person,
    enterprise,
    vehicle,
    socialStatus,
    childBenefits,
    attestationSearch,
    attestation,
    partition,
    ownershipHistory,
    sale,
    shipment,
    shipmentSearch,
  ] = rows;

  console.log(
    `\nportal ${JSON.parse(readFileSync('package.json', 'utf8')).version}, ${connections} connections, ${durationSeconds} s per path`,
  );
  const ratio = (a, b) =>
    `${a['req/s']} / ${b['req/s']} req/s = ${(a['req/s'] / b['req/s']).toFixed(2)}`;
  console.table([...rows, ...concurrency]);
  const [atTwo, atTwenty] = concurrency;
  const scaling = atTwenty['req/s'] / atTwo['req/s'];
  console.log(
    `person detail at 20 / at 2 connections: ${ratio(atTwenty, atTwo)} (target: at least 1.6)`,
  );
  if (scaling < 1.6) {
    console.error(
      'The person detail does not scale with concurrency: see the legal log (ADR 006).',
    );
    process.exitCode = 1;
  }
  console.log(`bare route / Express alone (/privacy / /healthz): ${ratio(privacy, healthz)}`);
  console.log(
    `/privacy / the bare Remix route: ${ratio(privacy, bareRoute)} (target: at least 0.70)`,
  );
  if (privacy['req/s'] < 0.7 * bareRoute['req/s']) {
    console.error("/privacy answers under 0.7 of the bare Remix route's requests per second.");
    process.exitCode = 1;
  }
  console.log(
    `person detail / bare route (/privacy): ${ratio(person, privacy)} (the ratio to watch; higher is better)`,
  );
  console.log(
    `enterprise detail / bare route (/privacy): ${ratio(enterprise, privacy)} (target: at least 0.50)`,
  );
  console.log(
    `vehicle detail / bare route (/privacy): ${ratio(vehicle, privacy)} (target: at least 0.50)`,
  );
  console.log(
    `social status answer / bare route (/privacy): ${ratio(socialStatus, privacy)} (target: at least 0.50)`,
  );
  console.log(
    `child benefits answer / bare route (/privacy): ${ratio(childBenefits, privacy)} (target: at least 0.50)`,
  );
  console.log(
    `attestation search / bare route (/privacy): ${ratio(attestationSearch, privacy)} (target: at least 0.50)`,
  );
  console.log(
    `attestation detail / bare route (/privacy): ${ratio(attestation, privacy)} (target: at least 0.50)`,
  );
  console.log(
    `land registry partition / bare route (/privacy): ${ratio(partition, privacy)} (target: at least 0.50)`,
  );
  console.log(
    `ownership history / bare route (/privacy): ${ratio(ownershipHistory, privacy)} (target: at least 0.50)`,
  );
  console.log(
    `sale detail / bare route (/privacy): ${ratio(sale, privacy)} (target: at least 0.50)`,
  );
  console.log(
    `shipment detail / bare route (/privacy): ${ratio(shipment, privacy)} (target: at least 0.50)`,
  );
  console.log(
    `shipment search / bare route (/privacy): ${ratio(shipmentSearch, privacy)} (target: at least 0.50)`,
  );
  const cpu = (row) => (row['portal CPU ms'] ?? Number.NaN) + (row['backend CPU ms'] ?? 0);
  for (const [name, row] of [
    ['person detail', person],
    ['shipment detail', shipment],
    ['shipment search', shipmentSearch],
    ['sale detail', sale],
    ['land registry partition', partition],
    ['ownership history', ownershipHistory],
    ['attestation search', attestationSearch],
    ['attestation detail', attestation],
    ['enterprise detail', enterprise],
    ['vehicle detail', vehicle],
    ['social status answer', socialStatus],
    ['child benefits answer', childBenefits],
  ]) {
    if (row['req/s'] < 0.5 * privacy['req/s']) {
      console.error(`${name} answers under half of /privacy's requests per second.`);
      process.exitCode = 1;
    }
    if (cpu(row) > 3 * cpu(privacy)) {
      console.error(`${name} takes over three times /privacy's CPU per request.`);
      process.exitCode = 1;
    }
  }
  if (!Number.isNaN(cpu(privacy))) {
    console.log(
      `CPU per request, portal + backend: /privacy ${cpu(privacy).toFixed(2)} ms, person detail ${cpu(person).toFixed(2)} ms (${(cpu(person) / cpu(privacy)).toFixed(1)}×), enterprise detail ${cpu(enterprise).toFixed(2)} ms (${(cpu(enterprise) / cpu(privacy)).toFixed(1)}×), vehicle detail ${cpu(vehicle).toFixed(2)} ms (${(cpu(vehicle) / cpu(privacy)).toFixed(1)}×)`,
    );
  }
  const kB = (bytes) => Number((bytes / 1024).toFixed(1));
  console.table(
    Object.entries(weights).map(([page, weight]) => ({
      page,
      'HTML kB': kB(weight.html),
      'HTML gzip kB': kB(weight.htmlGzip),
      'translations gzip kB': kB(weight.translations),
      'route module gzip kB': kB(weight.routeModule),
      'all JS gzip kB': kB(weight.js),
    })),
  );
  console.table(
    sizeRows.map(([name, bytes, budget]) => ({
      asset: name,
      kB: (bytes / 1024).toFixed(1),
      'budget kB': (budget / 1024).toFixed(0),
      within: bytes <= budget ? 'yes' : 'NO',
    })),
  );
  if (sizeRows.some(([, bytes, budget]) => bytes > budget)) process.exitCode = 1;
  // Every screen's JavaScript against its family's budget (route-weights.mjs).
  const screens = routeWeights();
  console.table(
    screens.map(({ screen, family, bytes, budget }) => ({
      screen,
      family,
      'JS gzip kB': kB(bytes),
      'budget kB': kB(budget),
      within: bytes <= budget ? 'yes' : 'NO',
    })),
  );
  const over = screens.filter(({ bytes, budget }) => bytes > budget);
  if (over.length > 0) {
    console.error(`${over.length} screens ship more JavaScript than their family's budget.`);
    process.exitCode = 1;
  }
  for (const row of [...rows, ...concurrency].filter((measured) => measured.errors > 0)) {
    console.error(`${row.errors} answers of ${row.path} were errors or not the expected page.`);
    process.exitCode = 1;
  }
} finally {
  server.kill('SIGTERM');
  bare.kill('SIGTERM');
}
