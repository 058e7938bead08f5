// Prints the figures the security and load suites recorded (test-results/figures/*.json).
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
for (const file of files.sort()) {
  const figures = JSON.parse(readFileSync(path.join(directory, file), 'utf8'));
  console.log(`\n${path.basename(file, '.json')}`);
  const width = Math.max(...Object.keys(figures).map((name) => name.length));
  for (const [name, value] of Object.entries(figures)) {
    console.log(`  ${name.padEnd(width)}  ${value}`);
  }
}
