// The proxy's TLS server block is not used by the process topology (no certificate here), so it is
// checked on its own: both templates filled in as the proxy container does, with a throwaway
// certificate in place of the one to fill in, must pass `nginx -t`.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { nginxMainConfig, renderTemplate } from '../../scripts/topology/config';

const values = {
  LISTEN_HTTP: '127.0.0.1:1',
  LISTEN_BACKEND: '127.0.0.1:2',
  PORTAL_SERVERS: 'server 127.0.0.1:3;',
  BACKEND_SERVERS: 'server 127.0.0.1:4;',
  IDENTITY_PROVIDER: 'http://127.0.0.1:5',
};

test('the TLS server block with a certificate filled in passes nginx -t', () => {
  const folder = test.info().outputPath('nginx');
  mkdirSync(`${folder}/temp`, { recursive: true });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=portaal.test',
      '-days',
      '1',
      '-keyout',
      `${folder}/privkey.pem`,
      '-out',
      `${folder}/fullchain.pem`,
    ],
    { stdio: 'ignore' },
  );
  const tls = renderTemplate(readFileSync('deploy/nginx/tls.conf.template', 'utf8'), values)
    .replaceAll('/etc/nginx/tls/', `${folder}/`)
    .replace('listen 443 ssl', 'listen 127.0.0.1:6 ssl');
  expect(tls).toContain(`ssl_certificate     ${folder}/fullchain.pem;`);
  const portal = renderTemplate(readFileSync('deploy/nginx/portal.conf.template', 'utf8'), values);
  writeFileSync(`${folder}/portal.conf`, `${portal}\n${tls}\n`);
  writeFileSync(`${folder}/nginx.conf`, nginxMainConfig(folder, null));
  const checked = spawnSync(
    '/usr/sbin/nginx',
    ['-p', folder, '-e', 'stderr', '-c', `${folder}/nginx.conf`, '-t'],
    // The access log is /dev/stdout, which nginx opens: a file, not Node's pipe (a socket).
    { encoding: 'utf8', stdio: ['ignore', openSync(`${folder}/stdout.log`, 'a'), 'pipe'] },
  );
  expect(checked.stderr).toContain('test is successful');
  expect(checked.status).toBe(0);
});
