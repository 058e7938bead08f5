// The Flemish global header and footer widgets: which pair a request gets, and their script URLs.
export interface WidgetPair {
  host: string;
  headerId?: string;
  footerId?: string;
}

export type SiteVariant = 'portal' | 'documentService';

export function widgetEntryScript(host: string, widgetId: string): string {
  return `${host}/api/v2/widget/${encodeURIComponent(widgetId)}/entry`;
}

export interface WidgetSettings {
  WIDGET_HOST?: string;
  HEADER_WIDGET_ID?: string;
  FOOTER_WIDGET_ID?: string;
  DOCUMENT_SERVICE_HOST?: string;
  DOCUMENT_SERVICE_HEADER_WIDGET_ID?: string;
  DOCUMENT_SERVICE_FOOTER_WIDGET_ID?: string;
}

/** The document-service host has its own look; every other host gets the portal's. */
export function siteVariantFor(hostname: string, settings: WidgetSettings): SiteVariant {
  const documentHost = settings.DOCUMENT_SERVICE_HOST?.toLowerCase().replace(/:\d+$/, '');
  return documentHost && hostname.toLowerCase() === documentHost ? 'documentService' : 'portal';
}

export function widgetPairFor(variant: SiteVariant, settings: WidgetSettings): WidgetPair | null {
  if (!settings.WIDGET_HOST) return null;
  const pair =
    variant === 'documentService'
      ? {
          headerId: settings.DOCUMENT_SERVICE_HEADER_WIDGET_ID,
          footerId: settings.DOCUMENT_SERVICE_FOOTER_WIDGET_ID,
        }
      : { headerId: settings.HEADER_WIDGET_ID, footerId: settings.FOOTER_WIDGET_ID };
  if (!pair.headerId && !pair.footerId) return null;
  return { host: settings.WIDGET_HOST, ...pair };
}
