import { describe, expect, it } from 'vitest';
import { siteVariantFor, widgetEntryScript, widgetPairFor } from './widgets';

const settings = {
  WIDGET_HOST: 'https://widgets.example.org',
  HEADER_WIDGET_ID: 'portal-header',
  FOOTER_WIDGET_ID: 'portal-footer',
  DOCUMENT_SERVICE_HOST: 'documenten.example.org',
  DOCUMENT_SERVICE_HEADER_WIDGET_ID: 'docs-header',
  DOCUMENT_SERVICE_FOOTER_WIDGET_ID: 'docs-footer',
};

describe('widgets', () => {
  it('uses the document-service pair on the document-service host only', () => {
    expect(siteVariantFor('documenten.example.org', settings)).toBe('documentService');
    expect(siteVariantFor('DOCUMENTEN.example.org', settings)).toBe('documentService');
    expect(siteVariantFor('portaal.example.org', settings)).toBe('portal');
    expect(widgetPairFor('documentService', settings)).toEqual({
      host: 'https://widgets.example.org',
      headerId: 'docs-header',
      footerId: 'docs-footer',
    });
    expect(widgetPairFor('portal', settings)?.headerId).toBe('portal-header');
  });

  it('falls back to the server-rendered header and footer when nothing is configured', () => {
    expect(widgetPairFor('portal', {})).toBeNull();
    expect(widgetPairFor('documentService', { WIDGET_HOST: 'https://w.example.org' })).toBeNull();
    expect(siteVariantFor('anything', {})).toBe('portal');
  });

  it('loads the entry script of the v2 widget API', () => {
    expect(widgetEntryScript('https://widgets.example.org', 'abc')).toBe(
      'https://widgets.example.org/api/v2/widget/abc/entry',
    );
  });
});
