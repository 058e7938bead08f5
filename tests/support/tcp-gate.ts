// A loopback TCP gate in front of a server: it forwards connections, or accepts them and never
// answers (a source that hangs). A server that is down is a stopped process behind the gate.
// Changing the mode ends the connections open at that moment.
import { once } from 'node:events';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

export type GateMode = 'forward' | 'hang';

export interface TcpGate {
  url: string;
  forwardTo: (url: string) => void;
  setMode: (mode: GateMode) => void;
  stop: () => Promise<void>;
}

export async function startTcpGate(): Promise<TcpGate> {
  let target: URL | null = null;
  let mode: GateMode = 'forward';
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    if (mode === 'hang' || !target) return;
    const upstream = connect(Number(target.port), target.hostname);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    // Nothing listens behind the gate: the client's connection breaks, as it would.
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    forwardTo: (url) => {
      target = new URL(url);
    },
    setMode: (next) => {
      mode = next;
      // The connections open now (the client's kept-alive ones) end: from here on every
      // connection is made anew, and meets the gate as it now is.
      for (const socket of sockets) socket.destroy();
    },
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
