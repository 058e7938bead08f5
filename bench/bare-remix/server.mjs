// Serves the bare app's build (vite.config.mjs) on a loopback port with Express, as the portal's
// server serves its own: the static assets, then Remix for every other path. Tells its parent the
// port it listens on.
import { createRequestHandler } from '@remix-run/express';
import express from 'express';

const buildDirectory = new URL('../../build/bench-bare-remix/', import.meta.url);
const build = await import(new URL('server/index.js', buildDirectory).href);

const app = express();
app.disable('x-powered-by');
app.use(
  '/assets',
  express.static(new URL('client/assets', buildDirectory).pathname, {
    immutable: true,
    maxAge: '1y',
  }),
);
app.all('*', createRequestHandler({ build, mode: 'production' }));

const server = app.listen(0, '127.0.0.1', () => {
  process.send?.({ port: server.address().port });
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
