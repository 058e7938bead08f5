// Server rendering: the whole document, rendered with the CSP nonce and the page's translations,
// sent in one piece. No screen defers data, so waiting for everything costs browsers nothing, and
// one write is cheaper than a stream of small ones. A screen that starts deferring data should
// bring back streaming for browsers (renderToPipeableStream's onShellReady).
import { Writable } from 'node:stream';
import type { EntryContext, HandleErrorFunction, AppLoadContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToPipeableStream } from 'react-dom/server';
import { freshAccessToken } from '~/auth/tokens.server';
import { provideAccessTokens } from '~/backend/access-token.server';
import { I18nSourceContext } from '~/i18n/i18n-provider';
import { pageI18n } from '~/i18n/i18next.server';
import { NonceProvider } from '~/ui/nonce';
import './load-context';

// The backend calls of every loader and action carry the signed-in user's token, kept fresh by
// the sign-in.
provideAccessTokens(freshAccessToken);

export const streamTimeout = 10_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const document = new Writable({
      // Nothing waits for the buffer to close: without a close event React has nothing to abort.
      emitClose: false,
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timeout);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(
          new Response(Buffer.concat(chunks), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nSourceContext.Provider value={pageI18n}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </I18nSourceContext.Provider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(document);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.log.error({ err: error }, 'render failed after shell');
        },
      },
    );
    // React calls back on a later turn, when the timer is set.
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  context.log.error({ err: error }, 'unhandled error in loader or action');
};
