// Signs in over plain HTTP, as a browser would: redirects followed by hand, cookies kept, the
// embedded identity provider's form posted with a demo account (password `demo`). The same logic
// as the tests' support code, in plain JavaScript so the benchmark runs on node alone.
export class CookieJar {
  #cookies = new Map();

  store(response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (/max-age=0/i.test(header) || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  header() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** GETs (or POSTs) a URL and follows redirects, collecting cookies; returns where it ended. */
export async function visit(jar, startUrl, init = {}) {
  let url = startUrl;
  let request = init;
  for (let hop = 0; hop < 15; hop += 1) {
    const response = await fetch(url, {
      ...request,
      redirect: 'manual',
      headers: { ...request.headers, cookie: jar.header() },
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).toString();
      request = {};
      continue;
    }
    return { response, url, body: await response.text() };
  }
  throw new Error(`too many redirects from ${startUrl}`);
}

/**
 * Signs in with a demo account, starting at `startPath` (a screen that needs a session), and
 * returns the jar with the session cookie and the page the portal sent the user to.
 */
export async function signIn(baseUrl, login, startPath = '/') {
  const jar = new CookieJar();
  const page = await visit(jar, `${baseUrl}${startPath}`);
  const action = /<form class="idp-form" method="post" action="([^"]+)"/.exec(page.body)?.[1];
  if (!action) throw new Error(`no sign-in form at ${page.url}`);
  const landed = await visit(jar, new URL(action.replaceAll('&amp;', '&'), page.url).toString(), {
    method: 'POST',
    // The portal accepts a post only from its own origin; the provider is embedded in it.
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
    body: new URLSearchParams({ username: login, password: 'demo' }).toString(),
  });
  return { jar, landed };
}
