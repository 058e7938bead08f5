// The document service's eBox form over HTTP, against the built portal and its embedded backend:
// a post for a kind of recipient the role may not write to (the front desk's profile, citizens
// only, posting an enterprise) is refused as the screen's own rule, 403, before the source is
// asked; never a server error.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoProfiles, sessionFor } from '../support/demo-profiles';
import type { CookieJar } from '../support/http-sign-in';
import { sharedPortal } from '../support/shared-portal';

const portal = sharedPortal();
const screen = '/documentendienst/ebox/verzenden';
let frontDesk: CookieJar;
let documentService: CookieJar;

beforeAll(async () => {
  const profiles = demoProfiles({ full: true });
  const profile = (login: string, roleKey: string) => {
    const found = profiles.find((each) => each.login === login && each.roleKey === roleKey);
    if (!found) throw new Error(`no ${roleKey} profile for ${login}`);
    return found;
  };
  [frontDesk, documentService] = await Promise.all([
    sessionFor(portal.url, profile('demo', 'DocumentenRaadplegen')),
    sessionFor(portal.url, profile('dirk.maes', 'Documentendienst')),
  ]);
});

/** The eBox check as the form posts it (multipart, for the attachments the form also takes). */
function check(jar: CookieJar, fields: Record<string, string>) {
  const form = new FormData();
  // The check names the recipient: a consultation, under the message's reference.
  form.append('uwReferentie', 'EBOX-CHECK');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return fetch(`${portal.url}${screen}`, {
    method: 'POST',
    redirect: 'manual',
    body: form,
    headers: { cookie: jar.header(), origin: portal.url },
  });
}

describe('the eBox check', () => {
  it('refuses an enterprise for a role that writes to citizens only, 403 and not a 5xx', async () => {
    const enterprise = { eboxType: 'onderneming', kbo: '0424.871.480' };
    const refused = await check(frontDesk, enterprise);
    expect(refused.status).toBe(403);
    // The same post by the document service's own role is checked as usual.
    expect((await check(documentService, enterprise)).status).toBeLessThan(500);
    // The front desk's own kind of recipient is checked as usual.
    const citizen = await check(frontDesk, { eboxType: 'burger', insz: '60111842284' });
    expect(citizen.status).toBe(200);
    expect(await citizen.text()).toContain('Rita');
  });
});
