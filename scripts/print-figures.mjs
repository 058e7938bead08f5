// Prints the figures the security and load suites recorded (test-results/figures/<suite>.<pid>.json,
// one file per suite and test process): numbers summed over the processes, texts as recorded.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const directory = path.resolve('test-results/figures');
let files = [];
try {
  files = readdirSync(directory).filter((file) => file.endsWith('.json'));
} catch {
  // nothing recorded
}
if (files.length === 0) console.log('No figures were recorded.');
const suites = new Map();
for (const file of files.sort()) {
  const suite = path.basename(file, '.json').replace(/\.\d+$/, '');
  const figures = suites.get(suite) ?? {};
  for (const [name, value] of Object.entries(
    JSON.parse(readFileSync(path.join(directory, file), 'utf8')),
  )) {
    const before = figures[name];
    figures[name] =
      typeof value === 'number' && typeof before === 'number' ? before + value : value;
  }
  suites.set(suite, figures);
}
for (const [suite, figures] of [...suites].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`\n${suite}`);
  const width = Math.max(...Object.keys(figures).map((name) => name.length));
  for (const [name, value] of Object.entries(figures)) {
    console.log(`  ${name.padEnd(width)}  ${value}`);
  }
}
