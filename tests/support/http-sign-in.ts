// Signs in over plain HTTP, following redirects by hand and keeping cookies like a browser would,
// so integration tests can use a real portal session without a browser.
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (/max-age=0/i.test(header) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

export interface Visit {
  response: Response;
  url: string;
  body: string;
}

/** GETs (or POSTs) a URL and follows redirects, as a browser would, collecting cookies. */
export async function visit(
  jar: CookieJar,
  startUrl: string,
  init: RequestInit = {},
): Promise<Visit> {
  let url = startUrl;
  let request: RequestInit = init;
  for (let hop = 0; hop < 15; hop += 1) {
    const response = await fetch(url, {
      ...request,
      redirect: 'manual',
      headers: { ...(request.headers as Record<string, string>), cookie: jar.header() },
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

/** Signs in with a demo account through the embedded provider's form; ends where the portal sends. */
export async function signInOverHttp(baseUrl: string, login: string, startPath = '/') {
  const jar = new CookieJar();
  const page = await visit(jar, `${baseUrl}${startPath}`);
  const action = /<form class="idp-form" method="post" action="([^"]+)"/.exec(page.body)?.[1];
  if (!action) throw new Error(`no sign-in form at ${page.url}`);
  const landed = await visit(jar, new URL(action.replaceAll('&amp;', '&'), page.url).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
    body: new URLSearchParams({ username: login, password: 'demo' }).toString(),
  });
  return { jar, landed };
}
