// Vitest's global setup of the integration tests: the seeded templates every test database clones.
import { ensureTemplates } from './templates';

export default async function setup() {
  await ensureTemplates();
}
