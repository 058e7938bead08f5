// The vehicle register's inputs from the rows the population and the enterprise register keep:
// people with their main residences in Belgium, enterprises with their seat and whether they
// lease vehicles. The seed reads the rows from the database, the unit test from the generators.
import type { VehicleEnterprise, VehiclePerson, VehicleSources } from './generate';
import { isLeasingCompany } from './leasing';

interface AddressRow {
  street: string | null;
  house_number: string | null;
  box: string | null;
  postcode: string | null;
  municipality_nis: string | null;
  municipality: string | null;
}

export interface SourceRows {
  makes: readonly string[];
  persons: readonly { insz: string; birth_date: string; death_date: string | null }[];
  /** Addresses of the people; only main residences in Belgium count. */
  addresses: readonly (AddressRow & {
    insz: string;
    kind: string;
    valid_from: string;
    valid_to: string | null;
  })[];
  enterprises: readonly (AddressRow & {
    enterprise_number: string;
    kind: string;
    start_date: string;
    cessation_date: string | null;
  })[];
  activities: readonly { enterprise_number: string; nace_code: string; type: string }[];
}

/** A complete Belgian address, or null for one without a street (an address abroad). */
function addressOf(row: AddressRow) {
  const { street, house_number, postcode, municipality_nis, municipality } = row;
  if (!street || !house_number || !postcode || !municipality_nis || !municipality) return null;
  return { street, house_number, box: row.box, postcode, municipality_nis, municipality };
}

export function vehicleSources(rows: SourceRows): VehicleSources {
  const residences = new Map<string, VehiclePerson['residences'][number][]>();
  for (const row of rows.addresses) {
    const address = row.kind === 'hoofdverblijfplaats' ? addressOf(row) : null;
    if (!address) continue;
    const list = residences.get(row.insz) ?? [];
    list.push({ ...address, from: row.valid_from, to: row.valid_to });
    residences.set(row.insz, list);
  }
  const activities = new Map<string, { nace: string; main: boolean }[]>();
  for (const row of rows.activities) {
    const list = activities.get(row.enterprise_number) ?? [];
    list.push({ nace: row.nace_code, main: row.type === 'P' });
    activities.set(row.enterprise_number, list);
  }
  const enterprises: VehicleEnterprise[] = [];
  for (const row of rows.enterprises) {
    const seat = addressOf(row);
    if (!seat) continue;
    enterprises.push({
      enterpriseNumber: row.enterprise_number,
      startDate: row.start_date,
      cessationDate: row.cessation_date,
      leasing: isLeasingCompany({
        enterpriseNumber: row.enterprise_number,
        kind: row.kind,
        activities: activities.get(row.enterprise_number) ?? [],
      }),
      seat,
    });
  }
  return {
    makes: rows.makes,
    persons: rows.persons.map((person) => ({
      insz: person.insz,
      birthDate: person.birth_date,
      deathDate: person.death_date,
      residences: residences.get(person.insz) ?? [],
    })),
    enterprises,
  };
}
