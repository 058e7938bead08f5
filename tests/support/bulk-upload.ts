// What the portal's bulk screen suites share: an upload sent as the upload form sends it, the
// text of a page, and the stored file an accepted upload leads to.
import { request as httpRequest } from 'node:http';
import { expect } from 'vitest';
import { decodeEntities } from './translated-messages';

/**
 * Posts a multipart form on a connection of its own: the portal may answer an oversized upload
 * before it has all of it, and that connection is then not used again.
 */
export async function postOnOwnConnection(
  url: string,
  form: FormData,
  { cookie, origin }: { cookie: string; origin: string },
): Promise<Response> {
  const encoded = new Request(url, { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = httpRequest(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          cookie,
          origin,
          'content-type': encoded.headers.get('content-type') ?? '',
          'content-length': String(body.length),
        },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          answered = true;
          const headers = new Headers();
          for (const [key, value] of Object.entries(answer.headers)) {
            if (typeof value === 'string') headers.set(key, value);
          }
          resolve(new Response(Buffer.concat(chunks), { status: answer.statusCode ?? 0, headers }));
        });
      },
    );
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    request.end(body);
  });
}

/** The page's text without markup, entities decoded. */
export async function pageText(response: Response): Promise<string> {
  return decodeEntities(
    (await response.text())
      .replace(/<script\b[\s\S]*?<\/script>/gi, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );
}

/** The stored file an accepted upload redirects to (`?bestand=<id>`). */
export function storedFileIdOf(response: Response, base: string): string {
  expect(response.status).toBe(302);
  const location = response.headers.get('location') ?? '';
  const id = new URL(location, base).searchParams.get('bestand');
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id ?? '';
}
