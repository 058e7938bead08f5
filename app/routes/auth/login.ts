// GET /auth/login?redirectUri=…: starts the OpenID Connect sign-in; only same-origin targets return.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { portalAuthenticator, returnTarget } from '~/auth/oidc.server';
import { returnCookie } from '~/auth/return-cookie.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const { authenticator } = await portalAuthenticator();
  try {
    await authenticator.authenticate('oidc', request);
  } catch (response) {
    // The strategy answers with the redirect to the provider; we add where to come back to.
    if (response instanceof Response && response.status >= 300 && response.status < 400) {
      response.headers.append('Set-Cookie', returnCookie.serialize(returnTarget(request)));
      response.headers.set('Cache-Control', 'no-store');
      // The provider's pages are not part of the app: the browser loads them as a document.
      response.headers.set('X-Remix-Reload-Document', 'true');
      return response;
    }
    throw response;
  }
  throw new Response(null, { status: 400 });
}
