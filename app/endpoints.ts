// The endpoints that are not screens (sign-in, sign-out, the session; the address form's lookups):
// one path each, the same in both languages. app/routes.ts registers them; links are built here.
export const endpoints = {
  signIn: { path: 'auth/login', module: 'routes/auth/login.ts' },
  callback: { path: 'auth/callback', module: 'routes/auth/callback.tsx' },
  signOut: { path: 'auth/signout', module: 'routes/auth/signout.tsx' },
  capacitySwitch: { path: 'auth/switch', module: 'routes/auth/switch.tsx' },
  sessionRefresh: { path: 'sss/api/refresh', module: 'routes/auth/refresh.ts' },
  // Fetched by the address form's autocomplete: JSON, 401 rather than a sign-in redirect.
  suggestMunicipalities: {
    path: 'api/suggest/municipalities',
    module: 'routes/api/suggest-municipalities.ts',
  },
  suggestStreets: { path: 'api/suggest/streets', module: 'routes/api/suggest-streets.ts' },
  // The widget gallery's example bulk job (not on live), polled by the progress panel.
  galleryBulkJob: { path: 'api/gallery/bulk-job', module: 'routes/api/gallery-bulk-job.ts' },
  // The LED bulk screens' files (template, error file) and their jobs' progress (polled by the
  // progress panel), result and metadata: a screen's own loader can only answer its page.
  ledBulkFile: { path: 'api/led/bulk/bestand', module: 'routes/api/led-bulk-file.ts' },
  ledBulkJob: { path: 'api/led/bulk/opdracht', module: 'routes/api/led-bulk-job.ts' },
  // The child-benefits bulk lookup's files (template, error file) and its jobs' progress and
  // result (206 with the lines done so far while a job runs).
  childBenefitsBulkFile: {
    path: 'api/gezin/bulk/bestand',
    module: 'routes/api/child-benefits-bulk-file.ts',
  },
  childBenefitsBulkJob: {
    path: 'api/gezin/bulk/opdracht',
    module: 'routes/api/child-benefits-bulk-job.ts',
  },
  // The land registry bulk screens' files (templates, error files) and their jobs' progress and
  // result, each for the mode (`soort`) it is asked for.
  landRegistryBulkFile: {
    path: 'api/kadaster/bulk/bestand',
    module: 'routes/api/land-registry-bulk-file.ts',
  },
  landRegistryBulkJob: {
    path: 'api/kadaster/bulk/opdracht',
    module: 'routes/api/land-registry-bulk-job.ts',
  },
  // The push notification bulk screens' files (template, error file) and their jobs' progress
  // (polled by the progress panel) and result.
  pushBulkFile: {
    path: 'api/notificatie/bulk/bestand',
    module: 'routes/api/push-bulk-file.ts',
  },
  pushBulkJob: {
    path: 'api/notificatie/bulk/opdracht',
    module: 'routes/api/push-bulk-job.ts',
  },
  // A learning or experience proof's metadata as a workbook, asked from the proof's screen.
  ledProofMetadata: {
    path: 'api/led/bewijs/metadata',
    module: 'routes/api/led-proof-metadata.ts',
  },
  // An attestation's or a CTPC's PDF, asked from its screen.
  healthAttestationDocument: {
    path: 'api/attesten/document',
    module: 'routes/api/health-attestation-document.ts',
  },
  // A partition's owners as a workbook, asked from the partition's screen.
  landRegistryOwners: {
    path: 'api/kadaster/eigenaars',
    module: 'routes/api/land-registry-owners.ts',
  },
  // Every sale a sales search matches as a workbook, asked from the sale prices screen.
  landRegistrySalesDownload: {
    path: 'api/kadaster/verkoopprijzen',
    module: 'routes/api/land-registry-sales.ts',
  },
  // A shipment's attachment and its proof of posting, asked from the shipment's screen.
  documentAttachment: {
    path: 'api/documentendienst/bijlage',
    module: 'routes/api/document-attachment.ts',
  },
  documentProofOfPosting: {
    path: 'api/documentendienst/attest',
    module: 'routes/api/document-proof.ts',
  },
  // An audit report's file, asked from the legal log's screen, and the user's reports as JSON
  // (polled by the reports panel while one is being made).
  legalLogReport: { path: 'api/logging/rapport', module: 'routes/api/legal-log-report.ts' },
  legalLogReports: { path: 'api/logging/rapporten', module: 'routes/api/legal-log-reports.ts' },
  // A report's table as a workbook or csv file, asked from the report's screen.
  reportDownload: { path: 'api/rapportering/download', module: 'routes/api/report-download.ts' },
  // The send form's member suggestions (autocomplete): JSON, the send screen's access rule.
  pushMemberSuggestions: {
    path: 'api/notificatie/leden',
    module: 'routes/api/push-member-suggestions.ts',
  },
  // An image the organisation uploaded for its notifications, shown by the send form's preview and
  // confirmation: the backend's bytes, the send screen's access rule.
  pushImage: { path: 'api/notificatie/afbeelding', module: 'routes/api/push-image.ts' },
  // The public download page's form posts here (a page cannot answer a file): the document, or
  // back to the page with why it was refused (ADR 018).
  publicDownloadFile: {
    path: 'download/:guid/bestand',
    module: 'routes/api/public-download-file.ts',
  },
} as const;

export type EndpointId = keyof typeof endpoints;

export function endpointHref(id: EndpointId, query?: Record<string, string>): string {
  const search = query ? new URLSearchParams(query).toString() : '';
  return `/${endpoints[id].path}${search ? `?${search}` : ''}`;
}

/** Sign-in that returns to a page of this site afterwards. */
export function signInHref(redirectUri: string): string {
  return endpointHref('signIn', { redirectUri });
}
