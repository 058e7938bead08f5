// Sends script errors of the browser to POST /log, so they reach the server log with a
// correlation id; a few per page at most, never with more than the message, place and stack.
const maxReportsPerPage = 5;
const maxLength = 2000;

let sent = 0;

function report(message: string, stack?: string) {
  if (sent >= maxReportsPerPage || !message) return;
  sent += 1;
  const body = JSON.stringify({
    message: message.slice(0, maxLength),
    url: `${window.location.pathname}`.slice(0, 500),
    ...(stack ? { stack: stack.slice(0, maxLength) } : {}),
  });
  // A beacon survives the page going away; fetch is the fallback where beacons are refused.
  const queued = navigator.sendBeacon?.('/log', new Blob([body], { type: 'text/plain' }));
  if (!queued) {
    void fetch('/log', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
    }).catch(() => undefined);
  }
}

export function reportClientErrors(): void {
  window.addEventListener('error', (event) => {
    report(event.message, event.error instanceof Error ? event.error.stack : undefined);
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    report(
      reason instanceof Error ? reason.message : String(reason),
      reason instanceof Error ? reason.stack : undefined,
    );
  });
}
