// The rule for a consultation asked from another site: a link on another site (a mail, a chat, a
// page made to look like a colleague's) that opens a consultation screen or a download would
// otherwise consult in the signed-in user's name, and write the legal log under a reference the
// link chose. The browser says where a request comes from (Sec-Fetch-Site); such a request never
// consults: a screen shows what the link asks and lets the user confirm it from the portal itself,
// a download sends back to its screen. Every consulting loader asks this module.
import { redirect } from '@remix-run/node';

/** Whether the request was made from a page of another site (a link, a form or a script there). */
export function isCrossSite(request: Request): boolean {
  return request.headers.get('sec-fetch-site') === 'cross-site';
}

/** A download asked from another site goes to its screen instead, which asks to confirm first. */
export function sendBackFromOtherSite(request: Request, screen: string): void {
  if (isCrossSite(request)) throw redirect(screen);
}
