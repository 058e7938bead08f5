// The Flemish global widgets: loaded from the configured host only, with the document-service pair
// on the document-service host, and our own header and footer underneath either way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type PortalProcess } from '../support/portal-process';

let portal: PortalProcess;

beforeAll(async () => {
  portal = await startPortal({
    TRUST_PROXY: 'loopback',
    WIDGET_HOST: 'https://widgets.example.org',
    HEADER_WIDGET_ID: 'portal-header',
    FOOTER_WIDGET_ID: 'portal-footer',
    DOCUMENT_SERVICE_HOST: 'documenten.example.org',
    DOCUMENT_SERVICE_HEADER_WIDGET_ID: 'docs-header',
    DOCUMENT_SERVICE_FOOTER_WIDGET_ID: 'docs-footer',
  });
});

afterAll(async () => {
  await portal.stop();
});

describe('global header and footer widgets', () => {
  it('load the portal pair from the widget host, allowed by the CSP, with the nonce', async () => {
    const response = await fetch(`${portal.url}/privacy`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toMatch(/script-src [^;]*https:\/\/widgets\.example\.org/);
    const html = await response.text();
    expect(html).toContain(
      `<script src="https://widgets.example.org/api/v2/widget/portal-header/entry" nonce="${nonce}">`,
    );
    expect(html).toContain('https://widgets.example.org/api/v2/widget/portal-footer/entry');
    expect(html).not.toContain('docs-header');
    // The server-rendered fallback stays in the page until the widget has mounted.
    expect(html).toContain('global-header-fallback');
    expect(html).toContain('Back-officeportaal');
  });

  it('use the document-service pair and name on the document-service host', async () => {
    const response = await fetch(`${portal.url}/en/privacy`, {
      // As the reverse proxy forwards it.
      headers: { 'x-forwarded-host': 'documenten.example.org', 'x-forwarded-proto': 'https' },
    });
    const html = await response.text();
    expect(html).toContain('https://widgets.example.org/api/v2/widget/docs-header/entry');
    expect(html).toContain('https://widgets.example.org/api/v2/widget/docs-footer/entry');
    expect(html).not.toContain('portal-header');
    expect(html).toContain('global-header-fallback--documentService');
    expect(html).toContain('Document service');
  });
});

describe('without widgets configured', () => {
  it('never names an external host in the CSP or the page', async () => {
    const plain = await startPortal();
    try {
      const response = await fetch(`${plain.url}/privacy`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).not.toMatch(/https?:\/\//);
      const html = await response.text();
      expect(html).not.toContain('/api/v2/widget/');
      expect(html).toContain('global-header-fallback--portal');
    } finally {
      await plain.stop();
    }
  });
});
