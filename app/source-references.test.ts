// Comments and docs state a rule themselves (or point to a page under docs/), never a document
// that is not in the repository: not the product specification's sections, nor its companion
// pages on routes and source fields. Checks every source, style and Markdown file of the repository.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Written without the literal texts, so that neither this test nor a search matches this file. */
const outsideReferences = [
  /s[p]ec\s*§/i,
  /§\s?\d/,
  /\broutes\.md\b/i,
  /\bsource-field[s]\b/i,
  /\bportal-s[p]ec\b/i,
  /\bthe s[p]ec\b/i,
  /\bs[p]ec section\b/i,
];

const checkedFiles = /\.(ts|tsx|mts|js|mjs|cjs|css|md)$/;
/** Generated or installed, not written here. */
const skippedDirectories = new Set([
  '.git',
  'node_modules',
  'build',
  'data',
  'test-results',
  'playwright-report',
  'backend/data/licenses',
]);

function* repositoryFiles(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = relative(root, join(directory, entry.name)).split('\\').join('/');
    if (entry.isDirectory()) {
      const skipped = skippedDirectories.has(path) || entry.name === 'node_modules';
      if (!skipped) yield* repositoryFiles(join(directory, entry.name));
    } else if (entry.isFile() && checkedFiles.test(entry.name)) {
      yield path;
    }
  }
}

describe('references to documents outside the repository', () => {
  const files = [...repositoryFiles(root)];

  it('finds the files to check', () => {
    expect(files).toContain('app/screens.ts');
    expect(files).toContain('README.md');
  });

  it('appear in no source file, style sheet or Markdown page', () => {
    const found: string[] = [];
    for (const file of files) {
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (outsideReferences.some((pattern) => pattern.test(line))) {
            found.push(`${file}:${index + 1}: ${line.trim()}`);
          }
        });
    }
    expect(found, 'state the rule itself, or point to a page under docs/').toEqual([]);
  });
});
