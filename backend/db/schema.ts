// Table types of the reference backend's database (PostgreSQL, or PGlite when embedded).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface OrganisationTable {
  code: string;
  name: string;
  target_group: string;
  nis_code: string | null;
  service_desk_url: string | null;
}

export interface RoleTable {
  key: string;
  name: string;
  service: string;
  domains: Json<string[]>;
}

export interface RolePermissionTable {
  role_key: string;
  permission: string;
  sources: Json<string[]>;
  parameters: Json<Record<string, string>>;
}

export interface MagdaServiceTable {
  code: string;
  name: string;
  version: string;
  description: string;
  permission: string;
}

export interface SessionTable {
  id: string;
  subject: string;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
}

/** A `date` column: written as 'YYYY-MM-DD', read back only through a ::text cast. */
type DateText = ColumnType<string, string, string>;

export interface CountryTable {
  nis_code: string;
  iso_alpha2: string | null;
  iso_alpha3: string | null;
  name_nl: string;
  name_fr: string;
  name_de: string;
  name_en: string;
  valid_from: DateText;
  valid_to: DateText | null;
}

export interface IsoCountryTable {
  iso_alpha2: string;
  iso_alpha3: string;
  name_nl: string;
  name_fr: string;
  name_de: string;
  name_en: string;
}

export interface MunicipalityTable {
  nis_code: string;
  name_nl: string;
  name_fr: string;
  name_de: string;
  province_nl: string | null;
}

export interface PostalCodeTable {
  postcode: string;
  nis_code: string;
  postal_name_nl: string | null;
  postal_name_fr: string | null;
}

export interface TownSearchTermTable {
  term: string;
  postcode: string;
  nis_code: string;
  kind: number;
}

export interface StreetTable {
  postcode: string;
  name: string;
  search_name: string;
  other_postcodes: ColumnType<string[], string[] | undefined, string[]>;
}

export interface CivilStatusTable {
  code: string;
  name_nl: string;
  name_fr: string | null;
  source: string;
}

export interface ContactAddressTypeTable {
  code: string;
  name_nl: string;
  source: string;
}

export interface PhoneCallingCodeTable {
  iso_alpha2: string;
  calling_code: string;
  name_en: string;
}

/** A `jsonb` column: written as JSON text, read back parsed. */
type Jsonb<T> = ColumnType<T, string, string>;
/** A nullable `date` column. */
type OptionalDate = ColumnType<string | null, string | null | undefined, string | null>;

export interface PersonTable {
  insz: string;
  source: 'RR' | 'KSZ';
  register: string;
  last_name: string;
  first_names: Jsonb<string[]>;
  search_last_name: string;
  search_first_name: string;
  sex: '0' | '1' | '2';
  birth_date: DateText;
  birth_date_partial: ColumnType<string | null, string | null | undefined, string | null>;
  birth_municipality_nis: string | null;
  birth_place: string | null;
  birth_country_nis: string;
  death_date: OptionalDate;
  death_municipality_nis: string | null;
  death_place: string | null;
  death_country_nis: string | null;
  status: string | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  modified_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PersonNationalityTable {
  id: Generated<number>;
  insz: string;
  country_nis: string;
  valid_from: DateText;
  valid_to: OptionalDate;
}

export interface PersonCivilStatusTable {
  id: Generated<number>;
  insz: string;
  code: string;
  valid_from: DateText;
  valid_to: OptionalDate;
  partner_insz: string | null;
  municipality_nis: string | null;
  place: string | null;
  country_nis: string | null;
}

export type AddressKind = 'hoofdverblijfplaats' | 'contactadres' | 'buitenland';

export interface PersonAddressTable {
  id: Generated<number>;
  insz: string;
  kind: AddressKind;
  contact_type: string | null;
  street: string | null;
  street_code: string | null;
  house_number: string | null;
  box: string | null;
  postcode: string | null;
  municipality_nis: string | null;
  municipality: string | null;
  country_nis: string;
  lines: ColumnType<string[] | null, string | null, string | null>;
  valid_from: DateText;
  valid_to: OptionalDate;
}

export interface HouseholdTable {
  id: Generated<number>;
}

export interface HouseholdMemberTable {
  id: Generated<number>;
  household_id: number;
  insz: string;
  position: string;
  valid_from: DateText;
  valid_to: OptionalDate;
}

export interface LegalLogTable {
  id: Generated<string>;
  logged_at: Timestamp;
  correlation_id: string;
  user_subject: string;
  user_name: string;
  organisation_code: string;
  role: string;
  permission: string;
  operation: string;
  subject_kind: string;
  subject: string;
  reference: string | null;
  registered_by: string;
  source: string;
  outcome: string;
  previous_hash: string;
  hash: string;
  key_version: number;
  /** Made by the backend for every entry since format 2; null in older entries. */
  server_id: string | null;
  /** The canonical content the hash covers: 1 without the server id, 2 with it. */
  content_format: Generated<number>;
}

export interface LegalLogKeyTable {
  version: number;
  fingerprint: string | null;
  registered_at: Generated<Date>;
}

export interface PopulationSeedTable {
  singleton: Generated<boolean>;
  size: string;
  seeded_at: Generated<Date>;
}

/** A person created under an idempotency key, per caller. */
export interface PersonCreationTable {
  caller_subject: string;
  /** The organisation the caller acted for ('' for keys stored before it counted). */
  organisation_code: Generated<string>;
  idempotency_key: string;
  payload_hash: string;
  insz: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface Database {
  organisations: OrganisationTable;
  roles: RoleTable;
  role_permissions: RolePermissionTable;
  magda_services: MagdaServiceTable;
  sessions: SessionTable;
  countries: CountryTable;
  iso_countries: IsoCountryTable;
  municipalities: MunicipalityTable;
  postal_codes: PostalCodeTable;
  town_search_terms: TownSearchTermTable;
  streets: StreetTable;
  civil_statuses: CivilStatusTable;
  contact_address_types: ContactAddressTypeTable;
  phone_calling_codes: PhoneCallingCodeTable;
  persons: PersonTable;
  person_nationalities: PersonNationalityTable;
  person_civil_statuses: PersonCivilStatusTable;
  person_addresses: PersonAddressTable;
  households: HouseholdTable;
  household_members: HouseholdMemberTable;
  legal_log: LegalLogTable;
  person_creations: PersonCreationTable;
  legal_log_keys: LegalLogKeyTable;
  population_seed: PopulationSeedTable;
}
