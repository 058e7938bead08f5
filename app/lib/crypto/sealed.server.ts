// Values the portal keeps in the browser but the browser may neither read nor change: JSON,
// compressed and encrypted with AES-256-GCM under a key derived per purpose from the secret.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';

const version = 'v1';

// Derived once per secret and purpose: the session cookie is opened on every request.
const keys = new Map<string, Buffer>();

function keyFrom(secret: string, purpose: string): Buffer {
  const id = `${purpose}\u0000${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'backoffice-portal', purpose, 32));
    keys.set(id, key);
  }
  return key;
}

export function sealJson(value: unknown, secret: string, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret, purpose), iv);
  cipher.setAAD(Buffer.from(version));
  const plain = deflateRawSync(Buffer.from(JSON.stringify(value)));
  const encrypted = Buffer.concat([cipher.update(plain), cipher.final()]);
  return `${version}.${Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url')}`;
}

/** The sealed value, or null for anything this portal did not seal with this secret and purpose. */
export function unsealJson(sealed: string, secret: string, purpose: string): unknown {
  const [prefix, payload] = sealed.split('.');
  if (prefix !== version || !payload) return null;
  try {
    const raw = Buffer.from(payload, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret, purpose), raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(version));
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
    return JSON.parse(inflateRawSync(plain).toString()) as unknown;
  } catch {
    return null;
  }
}
