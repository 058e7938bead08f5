// The synthetic vehicle registers: the Belgian one, shaped like the DIV's (a registration per
// plate with the vehicle's identity and technical data, and the history of its holders, who are
// people of the population or enterprises of the register), and the foreign ones asked through
// EUCARIS (a vehicle per country and plate, its holders known by name and address abroad).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vehicle_registrations')
    // The plate's characters without separators, as it is asked: '1ABC123', 'CD1234'.
    .addColumn('plate', 'text', (column) => column.primaryKey())
    // NM normaal, MO motorfiets, AH aanhangwagen, OT oldtimer, HP handelaarsplaat, CD diplomatiek.
    .addColumn('plate_type', 'text', (column) => column.notNull())
    // REG ingeschreven, SCH geschrapt.
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('registration_date', 'date', (column) => column.notNull())
    // Set exactly when the status is SCH.
    .addColumn('deregistration_date', 'date')
    // 17 characters without I, O and Q; the ninth is the check digit.
    .addColumn('vin', 'text', (column) => column.notNull())
    // A make of backend/data/vehicle_makes.csv and its commercial name.
    .addColumn('make', 'text', (column) => column.notNull())
    .addColumn('model', 'text', (column) => column.notNull())
    // EU category (M1, N1, L3e, O2, …), body work, colour and fuel: codes of
    // contracts/vehicle-codes.ts. A trailer has no fuel.
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('bodywork', 'text')
    .addColumn('colour', 'text')
    .addColumn('fuel', 'text')
    .addColumn('first_registration_date', 'date', (column) => column.notNull())
    // cm³; null without a combustion engine.
    .addColumn('cylinder_capacity', 'integer')
    .addColumn('power_kw', 'integer')
    .addColumn('euro_norm', 'text')
    // WLTP combined g/km; null when not measured.
    .addColumn('co2', 'integer')
    .addColumn('seats', 'integer')
    // Technically permissible maximum mass in kg.
    .addColumn('max_mass', 'integer', (column) => column.notNull())
    .addColumn('inspection_valid_until', 'date')
    .execute();

  await db.schema
    .createTable('vehicle_holders')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('plate', 'text', (column) =>
      column.notNull().references('vehicle_registrations.plate').onDelete('cascade'),
    )
    // A person of the population or an enterprise of the register, exactly one of the two.
    .addColumn('holder_insz', 'text', (column) => column.references('persons.insz'))
    .addColumn('holder_enterprise', 'text', (column) =>
      column.references('enterprises.enterprise_number'),
    )
    // The holder's address for the registration: the main residence when the period began, or
    // the enterprise's registered seat.
    .addColumn('street', 'text', (column) => column.notNull())
    .addColumn('house_number', 'text', (column) => column.notNull())
    .addColumn('box', 'text')
    .addColumn('postcode', 'text', (column) => column.notNull())
    .addColumn('municipality_nis', 'text', (column) => column.notNull())
    .addColumn('municipality', 'text', (column) => column.notNull())
    // Both days included; the next holder begins the day after. Null while the holder holds it.
    .addColumn('valid_from', 'date', (column) => column.notNull())
    .addColumn('valid_to', 'date')
    // REGNM first registration, REGOV after a transfer, REGIM after an import.
    .addColumn('transaction', 'text', (column) => column.notNull())
    .addCheckConstraint(
      'vehicle_holders_one_holder',
      sql`(holder_insz is null) <> (holder_enterprise is null)`,
    )
    .addCheckConstraint('vehicle_holders_period', sql`valid_to is null or valid_to >= valid_from`)
    .execute();
  await db.schema
    .createIndex('vehicle_holders_plate_idx')
    .on('vehicle_holders')
    .column('plate')
    .execute();

  await db.schema
    .createTable('foreign_vehicles')
    // ISO 3166 alpha-2 of the register: NL, DE, FR, LU.
    .addColumn('country', 'text', (column) => column.notNull())
    // Normalised like a Belgian plate (German plates keep their umlauts): 'KAB1234'.
    .addColumn('plate1', 'text', (column) => column.notNull())
    // The trailer's plate, for the registers that know a combination by two.
    .addColumn('plate2', 'text')
    // As written on the plates ('K-AB 1234'): only the demo page shows them.
    .addColumn('plate1_written', 'text', (column) => column.notNull())
    .addColumn('plate2_written', 'text')
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('registration_date', 'date', (column) => column.notNull())
    .addColumn('deregistration_date', 'date')
    .addColumn('vin', 'text', (column) => column.notNull())
    .addColumn('make', 'text', (column) => column.notNull())
    .addColumn('model', 'text', (column) => column.notNull())
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('bodywork', 'text')
    .addColumn('colour', 'text')
    .addColumn('fuel', 'text')
    .addColumn('first_registration_date', 'date', (column) => column.notNull())
    .addPrimaryKeyConstraint('foreign_vehicles_pkey', ['country', 'plate1'])
    .execute();

  await db.schema
    .createTable('foreign_vehicle_holders')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('country', 'text', (column) => column.notNull())
    .addColumn('plate1', 'text', (column) => column.notNull())
    // persoon or onderneming: a foreign register gives no Belgian number.
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    // A person's birth date, when the register gives it.
    .addColumn('birth_date', 'date')
    // The address abroad as its lines are written (jsonb array of text).
    .addColumn('address_lines', 'jsonb', (column) => column.notNull())
    .addColumn('valid_from', 'date', (column) => column.notNull())
    .addColumn('valid_to', 'date')
    .addColumn('transaction', 'text', (column) => column.notNull())
    .addForeignKeyConstraint(
      'foreign_vehicle_holders_vehicle_fkey',
      ['country', 'plate1'],
      'foreign_vehicles',
      ['country', 'plate1'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('foreign_vehicle_holders_vehicle_idx')
    .on('foreign_vehicle_holders')
    .columns(['country', 'plate1'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'foreign_vehicle_holders',
    'foreign_vehicles',
    'vehicle_holders',
    'vehicle_registrations',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
