// A TLS-terminating reverse proxy on a loopback port, as a deployment has in front of the portal:
// it answers https with a throwaway self-signed certificate and forwards to the portal over http
// with X-Forwarded-Proto, -Host and -For. The portal trusts the certificate through
// NODE_EXTRA_CA_CERTS for the calls it makes to its own public address (the embedded provider's
// discovery and token endpoints).
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TlsProxy {
  /** https://127.0.0.1:<port>, the portal's PUBLIC_URL. */
  url: string;
  /** The certificate file, for NODE_EXTRA_CA_CERTS. */
  certificateFile: string;
  /** Where requests go (the portal's own http address), once it is known. */
  forwardTo: (target: string) => void;
  stop: () => Promise<void>;
}

export async function startTlsProxy(): Promise<TlsProxy> {
  const directory = mkdtempSync(path.join(tmpdir(), 'tls-proxy-'));
  const keyFile = path.join(directory, 'key.pem');
  const certificateFile = path.join(directory, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certificateFile,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );

  let target: URL | null = null;
  const server = createServer(
    { key: readFileSync(keyFile), cert: readFileSync(certificateFile) },
    (req, res) => {
      if (!target) {
        res.writeHead(502).end();
        return;
      }
      const upstream = request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: {
            ...req.headers,
            'x-forwarded-proto': 'https',
            'x-forwarded-host': req.headers.host ?? '',
            'x-forwarded-for': req.socket.remoteAddress ?? '',
          },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    },
  );
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    certificateFile,
    forwardTo: (url) => {
      target = new URL(url);
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
