// Reads the education source for its call (api/education.ts): the person as the population knows
// them, and their enrolments in the sources asked within a period, with the institution of each,
// the latest first. Dates are read as their text.
import { sql, type Kysely } from 'kysely';
import type { EnrolmentSource } from '@contracts/education';
import type { Database } from '../db/schema';

type Executor = Kysely<Database>;

/** The person the enrolments are asked of, or undefined when the population does not know them. */
export async function enrolledPerson(db: Executor, insz: string) {
  return db
    .selectFrom('persons')
    .where('insz', '=', insz)
    .select(['insz', 'last_name', 'first_names', sql<string>`birth_date::text`.as('birth_date')])
    .executeTakeFirst();
}

/** The person's enrolments in the sources asked that overlap the period (each end optional). */
export async function enrolmentsOf(
  db: Executor,
  insz: string,
  sources: readonly EnrolmentSource[],
  period: { begin?: string | undefined; einde?: string | undefined } | undefined,
) {
  return db
    .selectFrom('education_enrolments as e')
    .innerJoin('education_institutions as i', 'i.number', 'e.institution_number')
    .where('e.insz', '=', insz)
    .where('e.source', 'in', sources)
    .$if(period?.einde !== undefined, (query) =>
      query.where('e.start_date', '<=', period?.einde ?? ''),
    )
    .$if(period?.begin !== undefined, (query) =>
      query.where((eb) =>
        eb.or([eb('e.end_date', 'is', null), eb('e.end_date', '>=', period?.begin ?? '')]),
      ),
    )
    .select([
      'e.source',
      'e.reference',
      sql<string>`e.start_date::text`.as('start_date'),
      sql<string | null>`e.end_date::text`.as('end_date'),
      'e.details',
      'i.number',
      'i.kind',
      'i.name',
      'i.street',
      'i.house_number',
      'i.postcode',
      'i.municipality',
      'i.phone',
      'i.email',
      'i.website',
    ])
    .orderBy('e.start_date', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
}
