// The axe state table against the route table and the end-to-end tests: every screen has its
// states (none only while its toggle is off in the build the tests serve), no state twice, and
// every state named by an axe call in a spec file, so no state is listed that no test visits.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { features } from '../../app/config/features';
import { getScreen, screenIds } from '../../app/screens';
import { markerName, screenStates, type AxeScreen } from './screen-states';

const table: Record<string, readonly string[]> = screenStates;
const directory = new URL('./', import.meta.url);
const specs = readdirSync(directory)
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => ({ file, text: readFileSync(new URL(file, directory), 'utf8') }));

/** Every axe call in the *.spec.ts files, and the (screen, state) it names when it names them plainly. */
function axeCalls() {
  const calls: { file: string; call: string; pair?: string }[] = [];
  for (const { file, text } of specs) {
    for (const match of text.matchAll(/expectNoAxeViolations\(([^)]*)\)/g)) {
      const named = /^\s*\w+\s*,\s*'([^']+)'\s*,\s*'([^']+)'\s*,?\s*$/.exec(match[1] ?? '');
      calls.push({ file, call: match[0], pair: named ? `${named[1]}, ${named[2]}` : undefined });
    }
  }
  return calls;
}

describe('the axe state table', () => {
  it('has every screen of the route table', () => {
    expect(screenIds.filter((id) => !(id in table))).toEqual([]);
  });

  it('leaves a screen without states only while its toggle is off in the build', () => {
    const empty = screenIds.filter((id) => table[id]?.length === 0);
    expect(
      empty.filter((id) => {
        const toggle = getScreen(id).feature;
        return toggle === undefined || features[toggle];
      }),
    ).toEqual([]);
  });

  it('names no state twice within a screen, not even as its marker', () => {
    const repeated = Object.entries(table).flatMap(([screen, states]) => {
      const markers = states.map((state) => markerName(screen as AxeScreen, state));
      return states.filter((_, index) => markers.indexOf(markers[index] ?? '') !== index);
    });
    expect(repeated).toEqual([]);
  });

  it('has every axe call in the *.spec.ts files name its screen and state plainly', () => {
    expect(axeCalls().filter(({ pair }) => pair === undefined)).toEqual([]);
  });

  it('has every state named by an axe call in a spec file', () => {
    const named = new Set(axeCalls().map(({ pair }) => pair));
    const unvisited = Object.entries(table).flatMap(([screen, states]) =>
      states.map((state) => `${screen}, ${state}`).filter((pair) => !named.has(pair)),
    );
    expect(unvisited).toEqual([]);
  });
});
