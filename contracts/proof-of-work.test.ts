import { describe, expect, it } from 'vitest';
import {
  challengeLifetimeMs,
  issueProofOfWork,
  issueQuestion,
  leadingZeroBits,
  solveProofOfWork,
  verifyChallenge,
} from './proof-of-work';

const secret = 'proof-of-work-test-secret-long-enough';
const now = Date.UTC(2026, 10, 27, 10, 0);

describe('leading zero bits', () => {
  it('counts whole zero bytes and the zeros of the first other byte', () => {
    expect(leadingZeroBits(new Uint8Array([0xff]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x01]))).toBe(7);
    expect(leadingZeroBits(new Uint8Array([0, 0, 0x10]))).toBe(19);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });
});

describe('proof of work', () => {
  it('is solved and verified', async () => {
    const issued = await issueProofOfWork(secret, { now, difficulty: 10 });
    const progress: number[] = [];
    const solution = await solveProofOfWork(issued.challenge, {
      chunk: 100,
      onProgress: (tried) => progress.push(tried),
    });
    expect(await verifyChallenge(secret, issued.challenge, String(solution), { now })).toEqual({
      ok: true,
      id: issued.id,
      expiresAt: now + challengeLifetimeMs,
    });
    // The progress is reported while it searches (about 1000 tries at 10 bits).
    expect(progress.every((tried, index) => tried === (index + 1) * 100)).toBe(true);
  });

  it('refuses a number that is not a solution', async () => {
    const issued = await issueProofOfWork(secret, { now, difficulty: 12 });
    const solution = await solveProofOfWork(issued.challenge);
    // The first number below the solution is not one (the solver stops at the first).
    const wrong = solution === 0 ? solution + 1 : solution - 1;
    const check = await verifyChallenge(secret, issued.challenge, String(wrong), { now });
    if (solution > 0) expect(check).toEqual({ ok: false, reason: 'wrong' });
    expect(await verifyChallenge(secret, issued.challenge, 'abc', { now })).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('refuses an expired challenge', async () => {
    const issued = await issueProofOfWork(secret, { now, difficulty: 8 });
    const solution = await solveProofOfWork(issued.challenge);
    const later = now + challengeLifetimeMs + 1;
    expect(
      await verifyChallenge(secret, issued.challenge, String(solution), { now: later }),
    ).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a challenge made easier, made to last longer or signed with another key', async () => {
    const issued = await issueProofOfWork(secret, { now, difficulty: 12 });
    const [kind, id, expires, , signature] = issued.challenge.split('.');
    const easier = [kind, id, expires, '0', signature].join('.');
    expect(await verifyChallenge(secret, easier, '0', { now })).toEqual({
      ok: false,
      reason: 'tampered',
    });
    const longer = [kind, id, Number(expires) + 3_600_000, '12', signature].join('.');
    const solution = await solveProofOfWork(longer);
    expect(await verifyChallenge(secret, longer, String(solution), { now })).toEqual({
      ok: false,
      reason: 'tampered',
    });
    const other = await issueProofOfWork('another-secret-that-is-long-enough', {
      now,
      difficulty: 4,
    });
    const otherSolution = await solveProofOfWork(other.challenge);
    expect(await verifyChallenge(secret, other.challenge, String(otherSolution), { now })).toEqual({
      ok: false,
      reason: 'tampered',
    });
  });

  it('gives every challenge its own id, which the backend keeps to refuse it a second time', async () => {
    const [first, second] = await Promise.all([
      issueProofOfWork(secret, { now, difficulty: 4 }),
      issueProofOfWork(secret, { now, difficulty: 4 }),
    ]);
    expect(first.id).not.toBe(second.id);
    const solution = await solveProofOfWork(first.challenge);
    const once = await verifyChallenge(secret, first.challenge, String(solution), { now });
    const twice = await verifyChallenge(secret, first.challenge, String(solution), { now });
    // Both pass the stateless check with the same id: the id is what a reuse is known by.
    expect(once.ok && twice.ok && once.id === twice.id).toBe(true);
  });
});

describe('the question without JavaScript', () => {
  it('accepts the sum, refuses any other number and the expired', async () => {
    const issued = await issueQuestion(secret, { now });
    const [a, b] = issued.terms;
    expect(a).toBeGreaterThanOrEqual(1);
    expect(b).toBeLessThanOrEqual(9);
    expect(issued.challenge).not.toContain(String(a + b) + '.');
    expect(await verifyChallenge(secret, issued.challenge, ` ${a + b} `, { now })).toMatchObject({
      ok: true,
      id: issued.id,
    });
    expect(await verifyChallenge(secret, issued.challenge, String(a + b + 1), { now })).toEqual({
      ok: false,
      reason: 'wrong',
    });
    expect(
      await verifyChallenge(secret, issued.challenge, String(a + b), {
        now: now + challengeLifetimeMs + 1,
      }),
    ).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyChallenge(secret, issued.challenge, '', { now })).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('refuses a question whose expiry was changed', async () => {
    const issued = await issueQuestion(secret, { now });
    const [kind, id, expires, signature] = issued.challenge.split('.');
    const longer = [kind, id, Number(expires) + 1, signature].join('.');
    const sum = issued.terms[0] + issued.terms[1];
    expect(await verifyChallenge(secret, longer, String(sum), { now })).toEqual({
      ok: false,
      reason: 'wrong',
    });
  });
});
