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
}
