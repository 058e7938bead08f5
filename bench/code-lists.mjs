// `node bench/code-lists.mjs`: latency of the code-list lookups of the built reference backend on
// PGlite. Builds if needed, starts a stand-in identity provider and build/backend.js on loopback
// ports, calls each lookup with typical inputs, prints p50/p95, stops both.
import { fork, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import express from 'express';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

const rounds = Number(process.env.BENCH_ROUNDS ?? 300);
const audience = 'urn:backoffice:backend';

if (!existsSync('build/backend.js')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The identity provider: only what the backend needs, its discovery document and signing keys.
const { privateKey, publicKey } = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
const idp = express();
const idpServer = idp.listen(0, '127.0.0.1');
await once(idpServer, 'listening');
const issuer = `http://127.0.0.1:${idpServer.address().port}`;
idp.get('/.well-known/openid-configuration', (_req, res) => {
  res.json({ issuer, jwks_uri: `${issuer}/jwks` });
});
idp.get('/jwks', (_req, res) => {
  res.json({ keys: [jwk] });
});

const started = performance.now();
const backend = fork('build/backend.js', [], {
  env: {
    PATH: process.env.PATH,
    BACKEND_HOST: '127.0.0.1',
    BACKEND_PORT: '0',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    OIDC_ISSUER: issuer,
    BACKEND_AUDIENCE: audience,
  },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});

try {
  const [message] = await once(backend, 'message');
  const url = `http://127.0.0.1:${message.port}`;
  const startMs = performance.now() - started;

  const token = await new SignJWT({ vo_orgcode: 'OVO100001' })
    .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
    .setSubject('bench')
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
  const requestHeaders = {
    authorization: `Bearer ${token}`,
    'x-session-id': randomBytes(16).toString('base64url'),
    'accept-language': 'nl',
  };

  const q = encodeURIComponent;
  const lookups = {
    // The same token check and session update as every call, without a lookup: the floor.
    'baseline: GET /sss/api/refresh': ['/sss/api/refresh'],
    'towns adres/gemeenten': ['Gent', 'an', '90', 'amandsberg', 'liège', '9000 Gent', 'Brugge'].map(
      (text) => `/sss/api/backend/adres/gemeenten?q=${q(text)}`,
    ),
    'streets adres/straten (postcode)': ['veld', 'kor', 'sint', 'Veldstraat 12 bus 3'].map(
      (text) => `/sss/api/backend/adres/straten?postcode=9000&q=${q(text)}`,
    ),
    'streets adres/straten (NIS Antwerpen)': ['kerk', 'st', 'meir', 'Groenplaats 1'].map(
      (text) => `/sss/api/backend/adres/straten?nisCode=11002&q=${q(text)}`,
    ),
    'addresses adres/suggesties': [
      'Veldstraat 1 Gent',
      'kerkstraat',
      'Meir 1, Antwerpen',
      'stationsstraat 12',
    ].map((text) => `/sss/api/backend/adres/suggesties?q=${q(text)}`),
    'municipalities gemeente/{text}': ['Gent', 'an', 'Nevele'].map(
      (text) => `/sss/api/backend/gemeente/${q(text)}`,
    ),
    'streets gemeente/{nis}/{pc}/straat/{text}': ['veld', 'sint'].map(
      (text) => `/sss/api/backend/gemeente/44021/9000/straat/${q(text)}`,
    ),
    'locations locatie/{nis}/{text}': ['Veldstraat 12 9000', 'kouter'].map(
      (text) => `/sss/api/backend/locatie/44021/${q(text)}`,
    ),
  };

  const percentile = (sorted, p) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
  const rows = [];
  for (const [name, paths] of Object.entries(lookups)) {
    const timings = [];
    for (let round = -20; round < rounds; round += 1) {
      const path = paths[(round + 20) % paths.length];
      const before = performance.now();
      const response = await fetch(`${url}${path}`, { headers: requestHeaders });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      // The first rounds warm up the JIT and PGlite's caches.
      if (round >= 0) timings.push(performance.now() - before);
    }
    timings.sort((a, b) => a - b);
    rows.push({
      lookup: name,
      'p50 ms': Number(percentile(timings, 0.5).toFixed(2)),
      'p95 ms': Number(percentile(timings, 0.95).toFixed(2)),
    });
  }

  console.log(`backend started (migrations and code lists on PGlite) in ${Math.round(startMs)} ms`);
  console.log(`${rounds} sequential calls per lookup over HTTP; the lookup's own share is the`);
  console.log('difference with the baseline, which only checks the token and slides the session.');
  console.table(rows);
} finally {
  backend.kill('SIGTERM');
  await once(backend, 'exit');
  idpServer.close();
}
