// Plain HTTP requests for the topology's checks, from a chosen loopback address: the proxy sees
// each address as another client (127.0.0.2, 127.0.0.3, … all reach 127.0.0.1 on Linux).
import { request } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function get(
  url: string,
  options: { from?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'GET',
        localAddress: options.from,
        headers: options.headers,
        // One connection per request: the proxy closes none, and no pool hides which client asks.
        agent: false,
      },
      (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (body += chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}
