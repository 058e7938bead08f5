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

/** What the header widget's access menu links to; the portal's own routes do the work. */
export interface WidgetProfile {
  active: boolean;
  loginUrl: string;
  logoutUrl: string;
  switchCapacityUrl: string;
}

export function GlobalWidget({
  kind,
  enabled,
  fallback,
  profile,
}: {
  kind: 'header' | 'footer';
  enabled: boolean;
  fallback: ReactNode;
  profile?: WidgetProfile;
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

  const active = profile?.active;
  useEffect(() => {
    if (!enabled || kind !== 'header' || !mounted || !profile) return;
    const header = window.globalHeaderClient as GlobalHeaderClient | undefined;
    void header?.accessMenu.setProfile(profile).catch(() => undefined);
    // The links never change; only signing in or out does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, kind, mounted, active]);

  return (
    <>
      {enabled ? <div ref={slot} className={`global-${kind}-slot`} /> : null}
      {mounted ? null : fallback}
    </>
  );
}
