// After a full end-to-end run (E2E_ALL_STATES=1, as npm test runs it): every state of the axe
// state table was checked by some test, or the run fails naming those that were not (a test
// skipped, deleted, or stopped by a failure before it got there). A run of a few spec files
// checks only the states it reaches, and is not held to this.
import { existsSync, readdirSync } from 'node:fs';
import { markerDirectory, markerName, screenStates, type AxeScreen } from './screen-states';

export default function axeStatesTeardown() {
  if (process.env.E2E_ALL_STATES !== '1') return;
  const checked = new Set(existsSync(markerDirectory) ? readdirSync(markerDirectory) : []);
  const unchecked = Object.entries(screenStates).flatMap(([screen, states]) =>
    (states as readonly string[])
      .filter((state) => !checked.has(markerName(screen as AxeScreen, state)))
      .map((state) => `${screen}: ${state}`),
  );
  if (unchecked.length > 0) {
    throw new Error(
      `No test checked these screen states with axe in this run:\n  ${unchecked.join('\n  ')}`,
    );
  }
}
