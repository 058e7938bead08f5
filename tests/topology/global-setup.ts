// Starts `npm run topology` once for every test of the run, and stops it at the end: every process
// it started must have ended, each having drained its requests.
import { createTestDatabase } from '../support/backend-under-test';
import { startTopology } from './run';

export default async function globalSetup() {
  const database = await createTestDatabase('full');
  const topology = await startTopology({
    port: Number(process.env.TOPOLOGY_TEST_PORT),
    databaseUrl: database.url,
  });
  return async () => {
    const code = await topology.stop();
    await database.drop();
    if (code !== 0) throw new Error(`the topology stopped with ${code}:\n${topology.output()}`);
  };
}
