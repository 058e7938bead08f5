import type { AppLoadContext } from '@remix-run/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contracts/session';
import { PortalSession } from './portal-session';
import { loadUser } from './user.server';

const callBackend = vi.hoisted(() => vi.fn());
vi.mock('~/backend/client.server', () => ({ callBackend }));

const user = { sub: 'demo-bart.claes', roles: [] } as unknown as User;

function requestOf(sessionId: string) {
  const session = new PortalSession({
    sessionId,
    accessToken: 'token',
    refreshToken: null,
    accessTokenExpiresAt: Date.now() + 600_000,
    activeRoleUri: null,
    expiresAt: null,
    signedInAt: Date.now(),
  });
  return [new Request('http://portal/privacy'), { session } as AppLoadContext] as const;
}

describe('loadUser', () => {
  afterEach(() => {
    vi.useRealTimers();
    callBackend.mockReset();
  });

  it('asks the backend once per request, however many loaders ask', async () => {
    callBackend.mockResolvedValue(user);
    const [request, context] = requestOf('session-one');
    await Promise.all([loadUser(request, context), loadUser(request, context)]);
    expect(callBackend).toHaveBeenCalledTimes(1);
  });

  it("serves the same session's next requests for half a minute, then asks again", async () => {
    vi.useFakeTimers();
    callBackend.mockResolvedValue(user);
    expect(await loadUser(...requestOf('session-two'))).toBe(user);
    expect(await loadUser(...requestOf('session-two'))).toBe(user);
    expect(callBackend).toHaveBeenCalledTimes(1);
    // Another session asks for itself.
    await loadUser(...requestOf('session-three'));
    expect(callBackend).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(30_001);
    await loadUser(...requestOf('session-two'));
    expect(callBackend).toHaveBeenCalledTimes(3);
  });

  it('keeps no failure', async () => {
    callBackend.mockRejectedValueOnce(new Error('backend down')).mockResolvedValue(user);
    await expect(loadUser(...requestOf('session-four'))).rejects.toThrow('backend down');
    expect(await loadUser(...requestOf('session-four'))).toBe(user);
  });
});
