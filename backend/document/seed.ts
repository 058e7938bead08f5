// Loads the synthetic document service once, after the population and the enterprise register:
// the organisations' sender profiles, which citizens and enterprises have an active eBox, and the
// synthetic shipments (generate.ts), their histories up to the seed moment on the clock given.
// A database that has it is left as it is.
import type { Kysely } from 'kysely';
import { insertAll } from '../db/insert-all';
import type { Database } from '../db/schema';
import { seedOnce, type Seeded } from '../db/seed-once';
import type { PopulationSize } from '../population/size';
import { eboxActivations } from './ebox';
import { seedShipments } from './generate';
import { systemPostalClock, type PostalClock } from './schedule';
import { senderProfiles } from './sender-profiles';

export async function seedDocuments(
  db: Kysely<Database>,
  { size = 'full', clock = systemPostalClock }: { size?: PopulationSize; clock?: PostalClock } = {},
): Promise<Seeded<'eboxes' | 'shipments'> & { size: PopulationSize }> {
  const seeded = await seedOnce(db, {
    lock: 7_291_119,
    marker: 'document_seed',
    counted: { eboxes: 'ebox_activations', shipments: 'document_shipments' },
    // The shipments go in through the service's own store, after the profiles and eBoxes.
    writes: [
      'document_sender_profiles',
      'ebox_activations',
      'document_files',
      'document_shipments',
      'document_attachments',
      'document_status_events',
    ],
    load: async (trx) => {
      const [persons, enterprises] = await Promise.all([
        trx
          .selectFrom('persons')
          .select(['insz', 'birth_date', 'death_date'])
          .orderBy('insz')
          .execute(),
        trx
          .selectFrom('enterprises')
          .select(['enterprise_number'])
          .orderBy('enterprise_number')
          .execute(),
      ]);
      await insertAll(
        trx,
        'document_sender_profiles',
        senderProfiles.map((profile) => ({
          id: profile.id,
          organisation_code: profile.organisationCode,
          name: profile.name,
          address: JSON.stringify(profile.address),
        })),
      );
      const eboxes = eboxActivations(
        persons.map((person) => ({
          insz: person.insz,
          // The driver may give a date column as a Date: compared as text it must be YYYY-MM-DD.
          birthDate: isoDate(person.birth_date),
          deceased: person.death_date !== null,
        })),
        enterprises.map((enterprise) => enterprise.enterprise_number),
      );
      await insertAll(trx, 'ebox_activations', eboxes);
      await seedShipments(trx, clock);
      return {};
    },
  });
  return { ...seeded, size };
}

function isoDate(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}
