// Which store keeps who a session's user is (app/auth/user-store.server.ts), from how the portal
// runs: the Redis the replicas share when there is one; the process's memory when it serves an
// embedded backend on that backend's own embedded database (then it is the only replica: no other
// process can know the session); otherwise none, and every request asks the backend.
import type { Logger } from 'pino';
import { memoryUserStore, redisUserStore, type UserStore } from '../app/auth/user-store.server';
import type { Env } from '../app/config/env.server';
import type { EmbeddedBackend } from './embedded-backend';
import type { SharedRateLimitStore } from './rate-limits';

export function userStoreFor({
  sharedRateLimits,
  embeddedBackend,
  env,
  logger,
}: {
  sharedRateLimits: SharedRateLimitStore | undefined;
  embeddedBackend: EmbeddedBackend | undefined;
  env: Pick<Env, 'DATABASE_URL'>;
  logger: Logger;
}): UserStore | null {
  if (sharedRateLimits) {
    let failing = false;
    return redisUserStore(sharedRateLimits.command, (error) => {
      // Once per outage: every request asks the backend meanwhile.
      if (failing) return;
      failing = true;
      logger.warn(
        { redis: sharedRateLimits.address, reason: String(error) },
        'Redis of the known users unreachable: every page asks the backend',
      );
      setTimeout(() => (failing = false), 60_000).unref();
    });
  }
  if (embeddedBackend && !env.DATABASE_URL) return memoryUserStore();
  return null;
}
