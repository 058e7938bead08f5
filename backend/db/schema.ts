// Table types of the reference backend's database (PostgreSQL, or PGlite when embedded).
import type { ColumnType, Generated } from 'kysely';
import type {
  Channel,
  DeliveryType,
  EboxType,
  EmailType,
  LetterAddressValue,
  LetterOptionsValue,
  PaymentValue,
  ShipmentStatus,
} from '@contracts/document';
import type {
  AudienceKind,
  DeliveryOutcome,
  DevicePlatform,
  DeviceStatus,
  ImageContentType,
  NotificationContent,
} from '@contracts/push-notification';

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
  /**
   * The subject's blind index: an HMAC of its kind and normalised value (legal-log/subject-index.ts),
   * not covered by the hash; null only until the start fills it for entries written before it.
   */
  subject_index: string | null;
  /**
   * How many milliseconds the source's answer took, measured by the backend for the consultations
   * it answers itself (registered by Magda); null when not measured. Not covered by the hash.
   */
  source_ms: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The marker of the legal log's synthetic history: one row once it was seeded. */
export interface LegalLogHistorySeedTable {
  singleton: Generated<boolean>;
  seeded_at: Generated<Date>;
}

/** An audit report of the legal log: a durable job, with its file once made. */
export interface LegalLogReportTable {
  id: string;
  owner_subject: string;
  owner_name: string;
  organisation_code: string;
  role_uri: string;
  correlation_id: string;
  language: 'nl' | 'en';
  format: 'xlsx' | 'pdf';
  filters: Jsonb<unknown>;
  status: 'InBehandeling' | 'Klaar' | 'Mislukt';
  entry_count: number | null;
  file_name: string | null;
  content: Uint8Array | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  finished_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
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

export interface LegalFormTable {
  code: string;
  label_nl: string;
  label_fr: string;
  label_de: string;
  valid_from: DateText;
  valid_to: OptionalDate;
}

export interface NaceCodeTable {
  code: string;
  label_nl: string;
  label_fr: string;
  label_de: string;
  label_en: string;
}

/** A registered seat or establishment address on a street of the code lists. */
interface EnterpriseAddressColumns {
  street: string;
  street_code: string;
  house_number: string;
  box: string | null;
  postcode: string;
  municipality_nis: string;
  municipality: string;
}

export interface EnterpriseTable extends EnterpriseAddressColumns {
  enterprise_number: string;
  official_name: string;
  kind: '1' | '2';
  holder_insz: string | null;
  language: 'nl' | 'fr' | 'de';
  legal_form: string | null;
  legal_form_since: OptionalDate;
  status: 'AC' | 'ST';
  cessation_code: string | null;
  cessation_date: OptionalDate;
  start_date: DateText;
  registration_date: DateText;
  joint_committee: string | null;
  employment_class: string | null;
  employment_since: OptionalDate;
}

export interface EnterpriseNameTable {
  id: Generated<number>;
  enterprise_number: string;
  kind: 'maatschappelijk' | 'afgekort' | 'commercieel';
  language: 'nl' | 'fr' | 'de';
  name: string;
  valid_from: DateText;
}

export interface EnterpriseActivityTable {
  id: Generated<number>;
  enterprise_number: string;
  nace_code: string;
  nace_version: string;
  type: 'P' | 'S';
  activity_group: string;
  valid_from: DateText;
}

export interface EstablishmentUnitTable extends EnterpriseAddressColumns {
  establishment_number: string;
  enterprise_number: string;
  name: string | null;
  status: 'AC' | 'ST';
  start_date: DateText;
  end_date: OptionalDate;
}

export interface EnterpriseFunctionTable {
  id: Generated<number>;
  enterprise_number: string;
  function_code: string;
  holder_insz: string | null;
  holder_enterprise: string | null;
  valid_from: DateText;
  valid_to: OptionalDate;
}

export interface EnterpriseParticipationTable {
  id: Generated<number>;
  enterprise_number: string;
  holder_enterprise: string | null;
  holder_insz: string | null;
  share_basis_points: number;
  valid_from: DateText;
  valid_to: OptionalDate;
}

export interface AssociationTable extends EnterpriseAddressColumns {
  vcode: string;
  name: string;
  abbreviation: string | null;
  legal_form: string;
  enterprise_number: string | null;
  start_date: DateText;
  nace_code: string | null;
}

export interface AssociationRepresentativeTable {
  id: Generated<number>;
  vcode: string;
  insz: string;
  role: string;
  valid_from: DateText;
  valid_to: OptionalDate;
}

/** A Belgian registration: one plate, the vehicle it is on, its status. */
export interface VehicleRegistrationTable {
  plate: string;
  plate_type: 'NM' | 'MO' | 'AH' | 'OT' | 'HP' | 'CD';
  status: 'REG' | 'SCH';
  registration_date: DateText;
  deregistration_date: OptionalDate;
  vin: string;
  make: string;
  model: string;
  category: string;
  bodywork: string | null;
  colour: string | null;
  fuel: string | null;
  first_registration_date: DateText;
  cylinder_capacity: number | null;
  power_kw: number | null;
  euro_norm: string | null;
  co2: number | null;
  seats: number | null;
  max_mass: number;
  inspection_valid_until: OptionalDate;
}

/** Who held a Belgian plate, when, and at which address. */
export interface VehicleHolderTable {
  id: Generated<number>;
  plate: string;
  holder_insz: string | null;
  holder_enterprise: string | null;
  street: string;
  house_number: string;
  box: string | null;
  postcode: string;
  municipality_nis: string;
  municipality: string;
  valid_from: DateText;
  valid_to: OptionalDate;
  transaction: 'REGNM' | 'REGOV' | 'REGIM';
}

/** A vehicle of a foreign register, by its country and plate. */
export interface ForeignVehicleTable {
  country: string;
  plate1: string;
  plate2: string | null;
  plate1_written: string;
  plate2_written: string | null;
  status: 'REG' | 'SCH';
  registration_date: DateText;
  deregistration_date: OptionalDate;
  vin: string;
  make: string;
  model: string;
  category: string;
  bodywork: string | null;
  colour: string | null;
  fuel: string | null;
  first_registration_date: DateText;
}

export interface ForeignVehicleHolderTable {
  id: Generated<number>;
  country: string;
  plate1: string;
  kind: 'persoon' | 'onderneming';
  name: string;
  birth_date: OptionalDate;
  address_lines: Jsonb<string[]>;
  valid_from: DateText;
  valid_to: OptionalDate;
  transaction: 'REGNM' | 'REGOV' | 'REGIM';
}

/** An institution of the synthetic education source. */
export interface EducationInstitutionTable {
  number: string;
  kind: string;
  name: string;
  street: string;
  house_number: string;
  postcode: string;
  municipality_nis: string;
  municipality: string;
  phone: string;
  email: string;
  website: string;
}

/** One enrolment of the synthetic education source; `details` in its part's own shape. */
export interface EducationEnrolmentTable {
  id: Generated<number>;
  insz: string;
  source: 'LP' | 'VWO' | 'HO';
  reference: string;
  institution_number: string;
  start_date: DateText;
  end_date: OptionalDate;
  details: Jsonb<Record<string, unknown>>;
}

export interface EducationSeedTable {
  singleton: Generated<boolean>;
  seeded_at: Generated<Date>;
}

/** A sheet a user uploaded for a bulk job, as the portal read it (ADR 014). */
export interface BulkFileTable {
  id: string;
  kind: string;
  owner_subject: string;
  organisation_code: string;
  file_name: string;
  reference: string | null;
  header_row: number;
  header: Jsonb<string[]>;
  lines: Jsonb<StoredBulkLine[]>;
  line_count: number;
  error_line_count: number;
  state: 'gevalideerdMetFouten' | 'gevalideerd' | 'verzonden';
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A data line of a stored sheet: its cells, findings and (without findings) its item. */
export interface StoredBulkLine {
  regel: number;
  cellen: string[];
  fouten: { kolom: string; melding: string }[];
  item?: unknown;
}

export interface BulkJobTable {
  id: string;
  kind: string;
  /** The file the job was made of; null for a job of no file (a push notification's send). */
  file_id: string | null;
  owner_subject: string;
  owner_name: string;
  organisation_code: string;
  role_uri: string;
  permission: string;
  correlation_id: string;
  reference: string | null;
  language: 'nl' | 'en';
  file_name: string;
  item_count: number;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  finished_at: Timestamp | null;
}

export interface BulkItemTable {
  job_id: string;
  position: number;
  line: number;
  payload: Jsonb<unknown>;
  /** Null while PROCESSING. */
  status: number | null;
  message: string | null;
  result: string | null;
  worker: string | null;
  finished_at: Timestamp | null;
}

/** A learning or experience proof of the synthetic LED source. */
export interface LedProofTable {
  reference: string;
  insz: string;
  mutation_reference: string;
  status: '1' | '10';
  status_changed_at: Timestamp;
  supplier_name: string;
  supplier_reference: string;
  authenticity: string;
  category: string;
  proof_type: string;
  stage: string;
  title: string;
  field_of_study: string | null;
  institution_name: string;
  institution_number: string | null;
  awarding_body: string;
  level: string;
  issue_date: DateText;
  validity: Jsonb<{ begin: string; einde: string | null }[]>;
  country: string;
  language: string;
  channel: 'BRON' | 'PORTAAL' | 'BULK';
  organisation_code: string | null;
  organisation_name: string | null;
  registered_at: Timestamp;
  job_id: string | null;
  job_position: number | null;
  idempotency_key: string | null;
  registered_by: string | null;
}

export interface LedProofMutationTable {
  mutation_reference: string;
  proof_reference: string;
  status: '1' | '10';
  at: Timestamp;
}

export interface LedSeedTable {
  singleton: Generated<boolean>;
  seeded_at: Generated<Date>;
}

/** A child's file at the synthetic child-benefits source, with what the source answers for it. */
export interface ChildBenefitFileTable {
  child_insz: string;
  status: 'OK' | 'VA' | 'NOK';
}

/** Months of one category paid for a child to one beneficiary through one fund ('yyyy-MM'). */
export interface ChildBenefitPeriodTable {
  id: Generated<number>;
  child_insz: string;
  beneficiary_insz: string;
  fund_code: string;
  category: string;
  social_type: string;
  begin_month: string;
  /** Null while the period runs. */
  end_month: string | null;
}

/** A one-off payment to a beneficiary for a child. */
export interface ChildBenefitBonusTable {
  id: Generated<number>;
  child_insz: string;
  beneficiary_insz: string;
  fund_code: string;
  category: string;
  payment_date: DateText;
}

export interface ChildBenefitSeedTable {
  singleton: Generated<boolean>;
  seeded_at: Generated<Date>;
}

/** A person the synthetic social security source has a file for; `blocked`: it cannot answer (NOK). */
export interface SocialSecurityDossierTable {
  insz: string;
  blocked: boolean;
}

/** One period of a social statute of the synthetic social security source. */
export interface SocialStatusTable {
  id: Generated<number>;
  insz: string;
  name: string;
  start_date: DateText;
  end_date: OptionalDate;
  provisional: boolean;
}

/** A public social welfare centre (OCMW) that pays a living wage. */
export interface SocialWelfareCentreTable {
  number: string;
  name: string;
  municipality_nis: string;
}

/** A living-wage record as the person asked sees it: their own, or their partner's. */
export interface LivingWageTable {
  id: Generated<number>;
  insz: string;
  beneficiary_insz: string;
  partner: boolean;
  kind: 'Leefloon' | 'EquivalentLeefloon';
  start_date: DateText;
  end_date: OptionalDate;
  centre_number: string;
  provisional: boolean;
}

export interface SocialSecuritySeedTable {
  singleton: Generated<boolean>;
  seeded_at: Generated<Date>;
}

/** A covid test prescription code (CTPC) of the synthetic health attestation source. */
export interface CtpcRecordTable {
  id: string;
  code: string;
  first_name: string;
  last_name: string;
  search_first_name: string;
  search_last_name: string;
  birthdate: DateText;
  phone: string;
  insz: string | null;
  created_at: Timestamp;
  valid_until: DateText;
  prescriber: 'ARTS' | 'ZELFEVALUATIE' | 'CONTACTONDERZOEK';
}

/** One event of a health attestation's history. */
export interface AttestationHistoryEvent {
  at: string;
  event: 'ISSUED' | 'SUSPENDED' | 'REACTIVATED' | 'REVOKED' | 'RECREATED';
}

/** A covid certificate of vaccination, test or recovery, with the fact it certifies. */
export interface HealthAttestationTable {
  id: string;
  fact_id: string;
  insz: string;
  first_name: string;
  last_name: string;
  search_first_name: string;
  search_last_name: string;
  /** 'YYYY-MM-DD', or 'YYYY' when day and month are unknown. */
  birthdate: string;
  zip_code: string | null;
  type: 'vac' | 'tst' | 'rec';
  state: 'ACTIVE' | 'SUSPENDED' | 'REVOKED';
  suspended_until: OptionalDate;
  issued: Timestamp;
  changed: Timestamp;
  valid_from: DateText;
  valid_until: OptionalDate;
  telephone: string | null;
  sent_on: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  cst_valid_until: OptionalDate;
  uvci: string;
  country: string;
  vaccine_product: string | null;
  dose_number: number | null;
  vaccinated_on: OptionalDate;
  test_type: string | null;
  test_result: string | null;
  sampled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  test_centre: string | null;
  ctpc_code: string | null;
  first_positive_on: OptionalDate;
  history: Jsonb<AttestationHistoryEvent[]>;
}

/** A request to send a health attestation's document, and how it ended. */
export interface HealthAttestationSendingTable {
  reference_id: string;
  attestation_id: string;
  insz: string;
  channel: 'PAPER' | 'EBOX';
  requested_at: Timestamp;
  /** Null when sent. */
  error_code: number | null;
  organisation: string | null;
}

/** Whether one vaccine dose completes a person's vaccination, as last set. */
export interface HealthOneDoseRequiredTable {
  insz: string;
  is_required: boolean;
  changed_at: Timestamp;
  changed_by: string;
}

/** The latest document made of a health attestation or a CTPC. */
export interface HealthDocumentTable {
  kind: 'ATTESTATION' | 'CTPC';
  subject_id: string;
  generated_at: Timestamp;
  verification_code: string;
  file_name: string;
  content: Uint8Array;
}

export interface HealthAttestationSeedTable {
  singleton: Generated<boolean>;
  seeded_at: Generated<Date>;
}

/** A cadastral division of the synthetic land registry ('GENT 1 AFD'). */
export interface LandDivisionTable {
  code: string;
  municipality_nis: string;
  number: number;
  name: string;
}

/** A parcel's partition (P0000 for an undivided parcel) with its nature, income and surface. */
export interface LandPartitionTable {
  id: string;
  capakey: string;
  partition: string;
  division_code: string;
  section: string;
  radical: string;
  bis: string;
  exponent: string;
  power: string;
  nature: string;
  income_amount: number;
  income_letter: string;
  income_digit: string;
  surface: number;
  x: number;
  y: number;
  address: string | null;
}

export interface LandBuildingTable {
  id: string;
  partition_id: string;
  address: string;
  indication: string;
  quality: string;
  type: string;
  year: number;
  pur_nature: string;
  pur_number: string;
  built_surface: number;
  floors: number;
  rooms: number;
  bathrooms: number;
  garages: number;
  central_heating: boolean;
}

/** An ownership state of a partition: the current one has no end. */
export interface LandOwnershipStateTable {
  id: string;
  partition_id: string;
  article: string;
  previous_article: string | null;
  previous_state_id: string | null;
  valid_from: DateText;
  valid_to: OptionalDate;
  version_begin: string;
  registration_type: string;
  complete: boolean;
}

/** A right in an ownership state, held by a person or an enterprise, with its share. */
export interface LandRightTable {
  state_id: string;
  position: number;
  party_id: string;
  insz: string | null;
  enterprise_number: string | null;
  right_type: string;
  share_numerator: number;
  share_denominator: number;
  list_type: 'Individueel' | 'Gemeenschap' | 'Onderneming';
  lives_on_property: boolean;
}

/** A sale that ended one ownership state and began the next. */
export interface LandSaleTable {
  id: string;
  partition_id: string;
  previous_state_id: string;
  state_id: string;
  sale_date: DateText;
  price: number;
  sale_type: string;
  office: string;
  /** The fiche 60's sequence number, type letter and good number (null: loaded without them). */
  fiche_sequence: number | null;
  fiche_type: string | null;
  fiche_good: number | null;
}

export interface LandRegistrySeedTable {
  singleton: Generated<boolean>;
  seeded_at: Generated<Date>;
}

/** A sender profile: the name and return address an organisation's letters carry. */
export interface DocumentSenderProfileTable {
  id: string;
  organisation_code: string;
  name: string;
  address: Json<LetterAddressValue>;
}

/** An attachment's bytes, kept once however many shipments carry them. */
export interface DocumentFileTable {
  sha256: string;
  size: number;
  pages: number;
  content: Uint8Array;
}

/** One shipment: a letter on paper, an eBox message or an e-mail. */
export interface DocumentShipmentTable {
  id: string;
  organisation_code: string;
  sender_profile_id: string;
  sent_by: string;
  sent_by_role: string;
  channel: Channel;
  requested_delivery: DeliveryType;
  pair_id: string | null;
  resent_from: string | null;
  subject: string;
  message: string | null;
  reference: string | null;
  recipient_name: string;
  recipient_search_name: string;
  recipient_insz: string | null;
  recipient_kbo: string | null;
  recipient_email: string | null;
  recipient_address: Json<LetterAddressValue> | null;
  ebox_type: EboxType | null;
  email_type: EmailType | null;
  options: Json<LetterOptionsValue>;
  payment: Json<PaymentValue> | null;
  status: ShipmentStatus;
  status_at: Timestamp;
  next_step_at: Timestamp | null;
  fate: ShipmentFate;
  status_unavailable: Generated<boolean>;
  track_code: string | null;
  handed_over_at: Timestamp | null;
  created_at: Timestamp;
  idempotency_key: string | null;
}

/** How a shipment ends, drawn when it is sent. */
export type ShipmentFate = 'delivered' | 'returned' | 'read' | 'unread' | 'bounced';

export interface DocumentAttachmentTable {
  shipment_id: string;
  position: number;
  name: string;
  file_sha256: string;
}

export interface DocumentStatusEventTable {
  shipment_id: string;
  sequence: number;
  status: ShipmentStatus;
  at: Timestamp;
}

export interface EboxActivationTable {
  ebox_type: EboxType;
  number: string;
  active_since: ColumnType<string, string, string>;
}

export interface DocumentSeedTable {
  singleton: Generated<boolean>;
  seeded_at: Generated<Date>;
}

/** A public download link of one attachment: the token only as its HMAC. */
export interface DocumentDownloadLinkTable {
  id: string;
  shipment_id: string;
  attachment_position: number;
  attachment_name: string;
  token_hash: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  downloads: Generated<number>;
  last_download_at: Timestamp | null;
}

/** A nonce or a captcha challenge already used: refused a second time until it expires. */
export interface DocumentDownloadUsedTable {
  kind: 'nonce' | 'captcha';
  id: string;
  expires_at: Timestamp;
}

export interface DocumentDownloadSeedTable {
  singleton: Generated<boolean>;
  seeded_at: Generated<Date>;
}

/** The marker of the bulk jobs' synthetic history: one row once it was seeded. */
export interface BulkHistorySeedTable {
  singleton: Generated<boolean>;
  seeded_at: Generated<Date>;
}

/** When a user last viewed a report. */
export interface ReportViewTable {
  user_subject: string;
  report: string;
  viewed_at: Timestamp;
}

/** A month of the legal log counted into the report rollups ('YYYY-MM', Belgian time). */
export interface ReportRollupMonthTable {
  month: string;
  rolled_at: Timestamp;
}

/** A closed month's consultations per organisation and permission. */
export interface ReportMonthPermissionTable {
  organisation_code: string;
  month: string;
  permission: string;
  count: number;
}

/** A closed month's consultations per organisation, user and role (the user's name as logged). */
export interface ReportMonthUserTable {
  organisation_code: string;
  month: string;
  user_subject: string;
  role: string;
  user_name: string;
  count: number;
}

/** A closed month's source answers per organisation, Belgian day and source. */
export interface ReportDaySourceTable {
  organisation_code: string;
  day: DateText;
  source: string;
  ok: number;
  timeout: number;
  error: number;
  /** The answers' measured times, ascending (those measured only). */
  source_ms: number[];
}

export interface PushGroupTable {
  id: string;
  organisation_code: string;
  name: string;
  description: string;
}

export interface PushMemberTable {
  id: string;
  organisation_code: string;
  insz: string;
  family_name: string;
  given_name: string;
  search_name: string;
  phone: string | null;
  email: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PushMemberGroupTable {
  member_id: string;
  group_id: string;
}

export interface PushDeviceTable {
  id: string;
  member_id: string;
  organisation_code: string;
  platform: DevicePlatform;
  app_version: string;
  status: DeviceStatus;
  failures: ColumnType<number, number | undefined, number>;
  registered_at: Timestamp;
  last_seen_at: Timestamp | null;
  status_at: Timestamp;
}

export interface PushNotificationTable {
  id: string;
  organisation_code: string;
  audience: AudienceKind;
  member_id: string | null;
  group_id: string | null;
  description: string | null;
  content: Jsonb<NotificationContent>;
  title: string;
  sent_by_subject: string;
  sent_by_name: string;
  role_uri: string;
  device_count: number;
  job_id: string | null;
  /** Lines of the file had content of their own (their job items keep it). */
  content_per_line: Generated<boolean>;
  created_at: Timestamp;
}

export interface PushDeliveryTable {
  notification_id: string;
  device_id: string;
  outcome: DeliveryOutcome;
  delivered_at: Timestamp;
}

/** An organisation's image for notifications, stored once per organisation by its sha256. */
export interface PushImageTable {
  id: string;
  organisation_code: string;
  /** The sha256 of the bytes, in lower-case hex. */
  sha256: string;
  content_type: ImageContentType;
  width: number;
  height: number;
  size: number;
  content: Uint8Array;
  uploaded_by_subject: string;
  created_at: Timestamp;
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
  legal_log_reports: LegalLogReportTable;
  legal_log_history_seed: LegalLogHistorySeedTable;
  population_seed: PopulationSeedTable;
  legal_forms: LegalFormTable;
  nace_codes: NaceCodeTable;
  enterprises: EnterpriseTable;
  enterprise_names: EnterpriseNameTable;
  enterprise_activities: EnterpriseActivityTable;
  establishment_units: EstablishmentUnitTable;
  enterprise_functions: EnterpriseFunctionTable;
  enterprise_participations: EnterpriseParticipationTable;
  associations: AssociationTable;
  association_representatives: AssociationRepresentativeTable;
  vehicle_registrations: VehicleRegistrationTable;
  vehicle_holders: VehicleHolderTable;
  foreign_vehicles: ForeignVehicleTable;
  foreign_vehicle_holders: ForeignVehicleHolderTable;
  education_institutions: EducationInstitutionTable;
  education_enrolments: EducationEnrolmentTable;
  bulk_files: BulkFileTable;
  bulk_jobs: BulkJobTable;
  bulk_items: BulkItemTable;
  led_proofs: LedProofTable;
  led_proof_mutations: LedProofMutationTable;
  led_seed: LedSeedTable;
  child_benefit_files: ChildBenefitFileTable;
  child_benefit_periods: ChildBenefitPeriodTable;
  child_benefit_bonuses: ChildBenefitBonusTable;
  child_benefit_seed: ChildBenefitSeedTable;
  social_security_dossiers: SocialSecurityDossierTable;
  social_statuses: SocialStatusTable;
  social_welfare_centres: SocialWelfareCentreTable;
  living_wages: LivingWageTable;
  social_security_seed: SocialSecuritySeedTable;
  ctpc_records: CtpcRecordTable;
  health_attestations: HealthAttestationTable;
  health_attestation_sendings: HealthAttestationSendingTable;
  health_one_dose_required: HealthOneDoseRequiredTable;
  health_documents: HealthDocumentTable;
  health_attestation_seed: HealthAttestationSeedTable;
  land_divisions: LandDivisionTable;
  land_partitions: LandPartitionTable;
  land_buildings: LandBuildingTable;
  land_ownership_states: LandOwnershipStateTable;
  land_rights: LandRightTable;
  land_sales: LandSaleTable;
  land_registry_seed: LandRegistrySeedTable;
  education_seed: EducationSeedTable;
  document_sender_profiles: DocumentSenderProfileTable;
  document_files: DocumentFileTable;
  document_shipments: DocumentShipmentTable;
  document_attachments: DocumentAttachmentTable;
  document_status_events: DocumentStatusEventTable;
  ebox_activations: EboxActivationTable;
  document_seed: DocumentSeedTable;
  document_download_links: DocumentDownloadLinkTable;
  document_download_used: DocumentDownloadUsedTable;
  document_download_seed: DocumentDownloadSeedTable;
  report_views: ReportViewTable;
  report_rollup_months: ReportRollupMonthTable;
  report_month_permissions: ReportMonthPermissionTable;
  report_month_users: ReportMonthUserTable;
  report_day_sources: ReportDaySourceTable;
  bulk_history_seed: BulkHistorySeedTable;
  push_groups: PushGroupTable;
  push_members: PushMemberTable;
  push_member_groups: PushMemberGroupTable;
  push_devices: PushDeviceTable;
  push_notifications: PushNotificationTable;
  push_deliveries: PushDeliveryTable;
  push_images: PushImageTable;
  push_seed: BulkHistorySeedTable;
}
