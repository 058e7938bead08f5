// What a live deployment's configuration must not be: a guessable secret, or an address on
// plain http that browsers reach over the network. Shared by the portal's and the backend's
// configuration checks.

/** The least number of different characters a secret holds: 'aaaa…' or '1212…' is no secret. */
export const SECRET_MIN_DISTINCT_CHARACTERS = 10;
/** A secret that is a shorter block repeated is as strong as that block. */
export const SECRET_MIN_BLOCK_LENGTH = 16;

/** Why a secret is too weak for live, or null when it is not. */
export function weakSecretReason(secret: string): string | null {
  const distinct = new Set(secret).size;
  if (distinct < SECRET_MIN_DISTINCT_CHARACTERS) {
    return `must hold at least ${SECRET_MIN_DISTINCT_CHARACTERS} different characters on live`;
  }
  for (let block = 1; block < SECRET_MIN_BLOCK_LENGTH && block < secret.length; block += 1) {
    if (secret.slice(block) === secret.slice(0, -block)) {
      return 'must not be a short block repeated on live';
    }
  }
  return null;
}

/**
 * A loopback host: reached from the same machine only, so plain http exposes nothing on the
 * network (a test server). A real deployment is reached through the reverse proxy, on https.
 */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}
