// Reads the social security source for its calls (api/social-security.ts): whether the population
// knows a person and the source's file for them, their statutes in a period and their living wage
// with the OCMW that pays it. Dates are read as their text.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Executor = Kysely<Database>;

/** Whether the population knows the person, and the source's file for them (none: DNK). */
export async function fileOf(db: Executor, insz: string) {
  const row = await db
    .selectFrom('persons as p')
    .leftJoin('social_security_dossiers as d', 'd.insz', 'p.insz')
    .where('p.insz', '=', insz)
    .select(['p.insz', 'd.blocked'])
    .executeTakeFirst();
  const blocked = row?.blocked ?? null;
  return { known: row !== undefined, file: blocked === null ? null : { blocked } };
}

/** The person's periods of the statutes named that overlap the period, oldest first. */
export async function statusPeriodsOf(
  db: Executor,
  insz: string,
  statutes: readonly string[],
  period: { begin: string; einde: string },
) {
  return db
    .selectFrom('social_statuses')
    .where('insz', '=', insz)
    .where('name', 'in', statutes)
    .where('start_date', '<=', period.einde)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', period.begin)]))
    .select([
      'name',
      sql<string>`start_date::text`.as('start_date'),
      sql<string | null>`end_date::text`.as('end_date'),
      'provisional',
    ])
    .orderBy('start_date')
    .orderBy('id')
    .execute();
}

/** The person's living-wage records that overlap the period (each end optional), latest first. */
export async function livingWagesOf(
  db: Executor,
  insz: string,
  period: { begin: string | undefined; end: string | undefined },
) {
  return db
    .selectFrom('living_wages as w')
    .innerJoin('social_welfare_centres as c', 'c.number', 'w.centre_number')
    .where('w.insz', '=', insz)
    .$if(period.end !== undefined, (query) => query.where('w.start_date', '<=', period.end ?? ''))
    .$if(period.begin !== undefined, (query) =>
      query.where((eb) =>
        eb.or([eb('w.end_date', 'is', null), eb('w.end_date', '>=', period.begin ?? '')]),
      ),
    )
    .select([
      'w.kind',
      sql<string>`w.start_date::text`.as('start_date'),
      sql<string | null>`w.end_date::text`.as('end_date'),
      'w.beneficiary_insz',
      'w.partner',
      'w.provisional',
      'c.number',
      'c.name',
    ])
    .orderBy('w.start_date', 'desc')
    .orderBy('w.id', 'desc')
    .execute();
}
