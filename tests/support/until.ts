// Polls a probe until it answers (non-null) or the deadline passes: a test waits for a state
// (a job finished, a row written), never for a fixed time.
export async function until<T>(
  what: string,
  probe: () => Promise<T | null>,
  ms = 30_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
