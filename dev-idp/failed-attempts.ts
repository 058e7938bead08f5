// Failed sign-in attempts per client and username, in memory, so guessing a password stalls after
// a few tries for the client that guesses, without locking the user out everywhere else.

export interface FailedAttempts {
  /** Seconds until the username may try again; 0 when it may try now. */
  blockedFor: (username: string) => number;
  recordFailure: (username: string) => void;
  clear: (username: string) => void;
}

/** The key attempts are counted under: the client's address and the normalised username. */
export function attemptKey(client: string | undefined, username: string): string {
  return `${client ?? 'unknown'}\u0000${username}`;
}

/** Past this many usernames, expired entries are dropped so random usernames cannot grow memory. */
const pruneAbove = 10_000;

export function failedAttempts(
  limit: number,
  windowSeconds: number,
  now: () => number = Date.now,
): FailedAttempts {
  const windowMs = windowSeconds * 1000;
  const failures = new Map<string, number[]>();

  const recent = (username: string): number[] => {
    const since = now() - windowMs;
    return (failures.get(username) ?? []).filter((at) => at > since);
  };

  const prune = () => {
    const since = now() - windowMs;
    for (const [username, times] of failures) {
      if (times.every((at) => at <= since)) failures.delete(username);
    }
  };

  return {
    blockedFor(username) {
      const times = recent(username);
      const oldest = times[0];
      if (times.length < limit || oldest === undefined) return 0;
      return Math.ceil((oldest + windowMs - now()) / 1000);
    },
    recordFailure(username) {
      if (failures.size > pruneAbove) prune();
      failures.set(username, [...recent(username), now()].slice(-limit));
    },
    clear(username) {
      failures.delete(username);
    },
  };
}
