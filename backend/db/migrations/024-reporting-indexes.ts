// Reporting's unusual-use report reads three things of the legal log that its index by
// organisation and time does not answer by itself. The consultations outside office hours (before
// 07:00, from 19:00, or on a Saturday or Sunday, Belgian time) are a small share of the log: a
// partial index holds only those, so that part reads some thousands of entries instead of every
// entry of the period. The report's condition must name the same expressions and hours for the
// planner to use it; with other hours the report is still right, only slower. The subjects
// consulted more often than the threshold are counted per organisation, user and subject: an
// index in that order, with the time and the user's name, answers it from the index alone in
// order. The bursts are looked for per organisation and user in time order: an index in that
// order.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index legal_log_outside_office_hours_idx on legal_log
    (organisation_code, logged_at) include (user_subject, user_name)
    where (extract(hour from (logged_at at time zone 'Europe/Brussels')) < 7
      or extract(hour from (logged_at at time zone 'Europe/Brussels')) >= 19
      or extract(isodow from (logged_at at time zone 'Europe/Brussels')) >= 6)`.execute(db);
  await sql`create index legal_log_user_subject_idx on legal_log
    (organisation_code, user_subject, subject_kind, subject, logged_at) include (user_name)`.execute(
    db,
  );
  await sql`create index legal_log_user_time_idx on legal_log
    (organisation_code, user_subject, logged_at, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('legal_log_user_time_idx').execute();
  await db.schema.dropIndex('legal_log_user_subject_idx').execute();
  await db.schema.dropIndex('legal_log_outside_office_hours_idx').execute();
}
