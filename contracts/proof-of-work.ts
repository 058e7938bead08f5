// The public download's captcha, self-hosted and stateless: the backend signs a challenge with a
// key of its own (HMAC-SHA-256); whoever asks must find a number whose SHA-256 together with the
// challenge starts with `difficulty` zero bits (a browser needs about a second), or, without
// JavaScript, answer a small sum asked in words. Only Web Crypto (globalThis.crypto.subtle) is
// used, so the browser's solver and the backend's check share this one module. A challenge says
// when it expires; that it is used once is the backend's to keep (it stores the ids it accepted).

/** How long a challenge may be solved and handed in. */
export const challengeLifetimeMs = 10 * 60 * 1000;

/** Leading zero bits asked by default: about 16,000 hashes, ~0.5–2 s in a browser (Web Crypto hashes one by one). */
export const defaultDifficulty = 14;

/** What a captcha answer header holds: which kind of challenge, the challenge, the answer. */
export type CaptchaKind = 'pow' | 'question';

export interface ProofOfWorkChallenge {
  /** The signed challenge as handed out: `pow.<id>.<expires>.<difficulty>.<signature>`. */
  challenge: string;
  id: string;
  expiresAt: number;
  difficulty: number;
}

export interface QuestionChallenge {
  /** The signed challenge: `question.<id>.<expires>.<signature over the answer>`. */
  challenge: string;
  id: string;
  expiresAt: number;
  /** The two numbers to add (1–9 each): the page asks for their sum in words. */
  terms: readonly [number, number];
}

export type ChallengeCheck =
  | { ok: true; id: string; expiresAt: number }
  | { ok: false; reason: 'malformed' | 'tampered' | 'expired' | 'wrong' };

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function randomId(): string {
  return base64url(globalThis.crypto.getRandomValues(new Uint8Array(16)));
}

async function hmac(secret: string, text: string): Promise<string> {
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(text));
  return base64url(new Uint8Array(signature));
}

/** Compares two strings in time independent of where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) {
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  }
  return difference === 0;
}

/** The number of leading zero bits of a hash. */
export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

async function workHash(challenge: string, solution: number): Promise<Uint8Array> {
  const digest = await globalThis.crypto.subtle.digest(
    'SHA-256',
    encoder.encode(`${challenge}:${solution}`),
  );
  return new Uint8Array(digest);
}

export async function issueProofOfWork(
  secret: string,
  { now = Date.now(), difficulty = defaultDifficulty }: { now?: number; difficulty?: number } = {},
): Promise<ProofOfWorkChallenge> {
  const id = randomId();
  const expiresAt = now + challengeLifetimeMs;
  const body = `pow.${id}.${expiresAt}.${difficulty}`;
  return { challenge: `${body}.${await hmac(secret, body)}`, id, expiresAt, difficulty };
}

export async function issueQuestion(
  secret: string,
  { now = Date.now() }: { now?: number } = {},
): Promise<QuestionChallenge> {
  const [first = 0, second = 0] = globalThis.crypto.getRandomValues(new Uint8Array(2));
  const terms = [(first % 9) + 1, (second % 9) + 1] as const;
  const id = randomId();
  const expiresAt = now + challengeLifetimeMs;
  const body = `question.${id}.${expiresAt}`;
  // The answer is signed, not shown: the challenge alone does not give it away.
  const signature = await hmac(secret, `${body}.${terms[0] + terms[1]}`);
  return { challenge: `${body}.${signature}`, id, expiresAt, terms };
}

/**
 * Finds the solution of a proof-of-work challenge. It yields to the page every `chunk` hashes
 * (so the page stays responsive) and reports how many it tried.
 */
export async function solveProofOfWork(
  challenge: string,
  {
    onProgress,
    chunk = 2000,
    signal,
  }: { onProgress?: (tried: number) => void; chunk?: number; signal?: AbortSignal } = {},
): Promise<number> {
  const difficulty = Number(challenge.split('.')[3]);
  if (!Number.isInteger(difficulty) || difficulty < 0 || difficulty > 32) {
    throw new Error('not a proof-of-work challenge');
  }
  for (let solution = 0; ; solution += 1) {
    if (leadingZeroBits(await workHash(challenge, solution)) >= difficulty) return solution;
    if (solution % chunk === chunk - 1) {
      signal?.throwIfAborted();
      onProgress?.(solution + 1);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
}

/**
 * A challenge's id and expiry as it states them, before anything is checked (its signature
 * included): what marks it as tried. Null for one that is not well formed.
 */
export function challengeIdentity(challenge: string): { id: string; expiresAt: number } | null {
  const [, id = '', expires] = challenge.split('.');
  const expiresAt = Number(expires);
  if (!/^[A-Za-z0-9_-]{22}$/.test(id) || !Number.isSafeInteger(expiresAt)) return null;
  return { id, expiresAt };
}

/** Checks a challenge's signature and expiry and its answer (a solution or the sum). */
export async function verifyChallenge(
  secret: string,
  challenge: string,
  answer: string,
  { now = Date.now() }: { now?: number } = {},
): Promise<ChallengeCheck> {
  const parts = challenge.split('.');
  const kind = parts[0];
  const identity = challengeIdentity(challenge);
  if (!identity) return { ok: false, reason: 'malformed' };
  const { id, expiresAt } = identity;
  const trimmed = answer.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return { ok: false, reason: 'malformed' };
  if (kind === 'pow' && parts.length === 5) {
    const difficulty = Number(parts[3]);
    const body = parts.slice(0, 4).join('.');
    if (!Number.isInteger(difficulty) || !sameText(await hmac(secret, body), parts[4] ?? '')) {
      return { ok: false, reason: 'tampered' };
    }
    if (now > expiresAt) return { ok: false, reason: 'expired' };
    const hash = await workHash(challenge, Number(trimmed));
    if (leadingZeroBits(hash) < difficulty) return { ok: false, reason: 'wrong' };
    return { ok: true, id, expiresAt };
  }
  if (kind === 'question' && parts.length === 4) {
    const body = parts.slice(0, 3).join('.');
    // A wrong sum and a forged challenge look the same: the signature covers the answer.
    if (!sameText(await hmac(secret, `${body}.${Number(trimmed)}`), parts[3] ?? '')) {
      return { ok: false, reason: 'wrong' };
    }
    if (now > expiresAt) return { ok: false, reason: 'expired' };
    return { ok: true, id, expiresAt };
  }
  return { ok: false, reason: 'malformed' };
}
