// Vitest's global setup of the integration tests: the seeded backend database they copy.
import { ensureSeededTemplate } from './seeded-data';

export default async function setup() {
  await ensureSeededTemplate();
}
