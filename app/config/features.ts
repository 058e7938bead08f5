// Build-time feature toggles, in one place. Screens name their toggle in app/screens.ts. A build
// may set toggles otherwise with PORTAL_FEATURES (scripts/feature-overrides.mjs), e.g. the test
// build with the living wage and the push groups on; the defaults below are the product's.

/** The toggles a build set otherwise, compiled in by the build (vite.config.ts, esbuild). */
declare const __PORTAL_FEATURES__: Readonly<Record<string, boolean>> | undefined;

export const defaultFeatures = {
  /** Foreign vehicle lookup with a second plate number. */
  foreignVehicleSecondPlate: false,
  /** Sending e-mail through the document service. */
  emailSending: false,
  /** Resending a shipment is allowed only by the role-based rule. */
  resendByRoleRule: true,
  /** Health attestations: search by name. */
  healthAttestationNameSearch: true,
  /** Covid test prescription attestations (CTPC). */
  ctpc: true,
  /** Recreating a health attestation (revoking existing ones). */
  attestationRecreate: true,
  /** Marking a person as one-dose-required. */
  oneDoseRequired: true,
  /** Push notification groups management. */
  pushGroups: false,
  /** Sending push notifications to a group. */
  pushSendToGroups: true,
  /** Land registry: sales prices. */
  landRegistrySalesPrices: true,
  /** Land registry: ownership status history. */
  landRegistryHistory: true,
  /** Land registry: download of owners. */
  landRegistryDownloadOwners: true,
  /** Land registry: multi-select filters. */
  landRegistryMultiselect: true,
  /** Land registry: bulk ownership status lookup. */
  landRegistryBulkOwnership: true,
  /** Land registry: parcel search by file. */
  landRegistryParcelFileSearch: true,
  /** Enterprise lookups (joint committee). */
  enterpriseLookups: true,
  /** Enterprise participations. */
  enterpriseParticipations: true,
  /** Social security: living wage (leefloon). */
  livingWage: false,
  /** Letters up to 30 MB. */
  letters30Mb: true,
  /** Education enrolment history. */
  education: true,
} as const satisfies Record<string, boolean>;

export type FeatureToggle = keyof typeof defaultFeatures;

export const features: Readonly<Record<FeatureToggle, boolean>> = {
  ...defaultFeatures,
  ...(typeof __PORTAL_FEATURES__ === 'undefined' ? {} : __PORTAL_FEATURES__),
};

export function isFeatureEnabled(toggle: FeatureToggle | undefined): boolean {
  return toggle === undefined || features[toggle];
}
