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

export interface Database {
  organisations: OrganisationTable;
  roles: RoleTable;
  role_permissions: RolePermissionTable;
  magda_services: MagdaServiceTable;
  sessions: SessionTable;
}
