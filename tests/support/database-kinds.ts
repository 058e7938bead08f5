// Which database kinds a backend suite runs on. Production runs PostgreSQL (ADR 015), so every
// backend suite runs there; PGlite is the embedded default of `npm start`, and the parity set
// proves it behaves the same where the two could differ: the legal-log chain and its concurrent
// writers, sessions, the bulk worker's claiming, and one representative read per domain
// (backend-pglite-parity.test.ts). The templates themselves are migrated and seeded on both.
import type { DatabaseKind } from './templates';

/** A backend suite's default: production's database. */
export const productionKinds: readonly DatabaseKind[] = ['postgresql'];

/** The parity set's suites: production's database and the embedded one. */
export const parityKinds: readonly DatabaseKind[] = ['postgresql', 'pglite'];
