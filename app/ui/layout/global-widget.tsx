// Mounts a Flemish global widget into its slot; until (or unless) it mounts, our fallback shows.
import type { GlobalFooterClient } from '@govflanders/vl-widget-global-footer-types';
import type { GlobalHeaderClient } from '@govflanders/vl-widget-global-header-types';
import { useEffect, useRef, useState, type ReactNode } from 'react';

type WidgetClient = Pick<GlobalHeaderClient | GlobalFooterClient, 'mount' | 'unmount'>;

function clientFor(kind: 'header' | 'footer'): WidgetClient | undefined {
  const candidate: unknown =
    kind === 'header' ? window.globalHeaderClient : window.globalFooterClient;
  return candidate && typeof (candidate as WidgetClient).mount === 'function'
    ? (candidate as WidgetClient)
    : undefined;
}

export function GlobalWidget({
  kind,
  enabled,
  fallback,
}: {
  kind: 'header' | 'footer';
  enabled: boolean;
  fallback: ReactNode;
}) {
  const slot = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    const client = enabled ? clientFor(kind) : undefined;
    if (!client || !slot.current) return;
    let active = true;
    client
      .mount(slot.current)
      .then((ok) => active && setMounted(ok))
      .catch(() => active && setMounted(false));
    return () => {
      active = false;
      void client.unmount().catch(() => undefined);
    };
  }, [enabled, kind]);

  return (
    <>
      {enabled ? <div ref={slot} className={`global-${kind}-slot`} /> : null}
      {mounted ? null : fallback}
    </>
  );
}
