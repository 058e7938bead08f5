// How the transport gets the bearer token of the request's signed-in user. Keeping a token fresh
// is the sign-in's business (it refreshes with the identity provider), and the sign-in calls the
// backend: so the transport knows only this function's shape, and the server entry hands it the
// sign-in's one when the server starts. Neither layer imports the other.
import type { AppLoadContext } from '@remix-run/node';

export type AccessTokenSource = (context: AppLoadContext) => Promise<string>;

let tokenSource: AccessTokenSource | null = null;

/** Called once by the server entry, before any request is answered. */
export function provideAccessTokens(source: AccessTokenSource): void {
  tokenSource = source;
}

/** The bearer token for a backend call of this request (refreshed first when it nearly expired). */
export function accessTokenFor(context: AppLoadContext): Promise<string> {
  if (!tokenSource) throw new Error('No access-token source: the server entry provides it');
  return tokenSource(context);
}
