import type { AppLoadContext } from '@remix-run/node';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalSession } from '~/auth/portal-session';
import {
  clearConsultationMemory,
  consultationMemoryMs,
  forgetSession,
  rememberedConsultation,
} from './consultation-memory.server';

function contextOf(sessionId: string | null, role = 'role-1'): AppLoadContext {
  const data = sessionId
    ? {
        sessionId,
        accessToken: 'token',
        refreshToken: null,
        accessTokenExpiresAt: 0,
        activeRoleUri: role,
        expiresAt: null,
        signedInAt: 0,
      }
    : null;
  return { session: new PortalSession(data) } as AppLoadContext;
}

describe('rememberedConsultation', () => {
  beforeEach(() => clearConsultationMemory());

  it('answers the same search in the same session from memory, without consulting again', async () => {
    const consult = vi.fn(async () => ({ totaal: 3 }));
    const first = await rememberedConsultation(contextOf('s1'), 'search-a', consult);
    const again = await rememberedConsultation(contextOf('s1'), 'search-a', consult);
    expect(again).toEqual(first);
    expect(consult).toHaveBeenCalledTimes(1);
  });

  it('consults again for another search, session or profile', async () => {
    const consult = vi.fn(async () => 'answer');
    await rememberedConsultation(contextOf('s1'), 'search-a', consult);
    await rememberedConsultation(contextOf('s1'), 'search-b', consult);
    await rememberedConsultation(contextOf('s2'), 'search-a', consult);
    await rememberedConsultation(contextOf('s1', 'role-2'), 'search-a', consult);
    expect(consult).toHaveBeenCalledTimes(4);
  });

  it('consults again once the answer is older than the memory keeps it', async () => {
    const consult = vi.fn(async () => 'answer');
    let now = 1_000;
    await rememberedConsultation(contextOf('s1'), 'search-a', consult, () => now);
    now += consultationMemoryMs - 1;
    await rememberedConsultation(contextOf('s1'), 'search-a', consult, () => now);
    expect(consult).toHaveBeenCalledTimes(1);
    now += 1;
    await rememberedConsultation(contextOf('s1'), 'search-a', consult, () => now);
    expect(consult).toHaveBeenCalledTimes(2);
  });

  it('keeps no failure: the next visit asks the source again', async () => {
    const consult = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('source down'))
      .mockResolvedValueOnce('answer');
    await expect(rememberedConsultation(contextOf('s1'), 'search-a', consult)).rejects.toThrow(
      'source down',
    );
    await expect(rememberedConsultation(contextOf('s1'), 'search-a', consult)).resolves.toBe(
      'answer',
    );
  });

  it("keeps a session's last twenty answers only", async () => {
    const consult = vi.fn(async () => 'answer');
    for (let index = 0; index < 21; index += 1) {
      await rememberedConsultation(contextOf('s1'), `search-${index}`, consult);
    }
    await rememberedConsultation(contextOf('s1'), 'search-20', consult);
    expect(consult).toHaveBeenCalledTimes(21);
    await rememberedConsultation(contextOf('s1'), 'search-0', consult);
    expect(consult).toHaveBeenCalledTimes(22);
  });

  it('forgets a signed-out session, and keeps nothing without a session', async () => {
    const consult = vi.fn(async () => 'answer');
    await rememberedConsultation(contextOf('s1'), 'search-a', consult);
    forgetSession('s1');
    await rememberedConsultation(contextOf('s1'), 'search-a', consult);
    expect(consult).toHaveBeenCalledTimes(2);
    await rememberedConsultation(contextOf(null), 'search-a', consult);
    await rememberedConsultation(contextOf(null), 'search-a', consult);
    expect(consult).toHaveBeenCalledTimes(4);
  });
});
