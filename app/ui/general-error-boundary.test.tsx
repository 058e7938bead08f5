import { createRemixStub } from '@remix-run/testing';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '~/i18n/i18n-provider';
import { resources } from '~/i18n/resources';
import { GeneralErrorBoundary } from './general-error-boundary';

// Renders the error page as the router shows it after a loader threw `error` on `path`.
function renderErrorPage(path: string, error: unknown, correlationId?: string): string {
  const locale = path.startsWith('/en') ? 'en' : 'nl';
  const Stub = createRemixStub([
    {
      id: 'screen',
      path: '*',
      Component: () => null,
      ErrorBoundary: () => (
        <I18nextProvider i18n={createI18n(locale, { common: resources[locale].common })}>
          <GeneralErrorBoundary correlationId={correlationId} />
        </I18nextProvider>
      ),
    },
  ]);
  return renderToString(
    <Stub initialEntries={[path]} hydrationData={{ loaderData: {}, errors: { screen: error } }} />,
  );
}

const response = (status: number, data: unknown = null) => ({
  status,
  statusText: '',
  internal: false,
  data,
});

describe('the general error page', () => {
  // The router stub uses useLayoutEffect, which React warns about when rendering on the server.
  beforeAll(() => {
    const original = console.error;
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('useLayoutEffect does nothing on the server'))
        original(...args);
    });
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it('shows the generic title, "Fout {status}", the message and the correlation id', () => {
    const html = renderErrorPage('/persoon', response(403), 'corr-123');
    expect(html).toContain('U bent niet gemachtigd om deze actie uit te voeren');
    expect(html).toContain('Fout 403');
    expect(html).toContain('Uw profiel heeft niet de nodige rechten voor deze actie.');
    expect(html).toContain('Referentie voor de servicedesk: corr-123');
    expect(html).toContain('href="/"');
  });

  it('speaks English under /en and prefers the correlation id the error carries', () => {
    const html = renderErrorPage(
      '/en/person',
      response(401, { correlationId: 'from-error' }),
      'from-root',
    );
    expect(html).toContain('Only signed-in users can consult this data');
    expect(html).toContain('Error 401');
    expect(html).toContain('Reference for the service desk: from-error');
    expect(html).toContain('href="/en"');
  });

  it('maps 404, 418 and 5xx to their titles', () => {
    expect(renderErrorPage('/x', response(404))).toContain(
      'We kunnen deze pagina helaas niet terug vinden',
    );
    expect(renderErrorPage('/x', response(418))).toContain('Ik ben een theepot');
    expect(renderErrorPage('/x', response(502))).toContain('Interne server fout');
    expect(renderErrorPage('/x', response(502))).toContain('Er is een systeemfout opgetreden.');
  });

  it('calls a failed fetch a connection problem, without a status', () => {
    const html = renderErrorPage('/en/x', new TypeError('Failed to fetch'));
    expect(html).toContain('There is a connection problem');
    expect(html).not.toContain('Error ');
  });
});
