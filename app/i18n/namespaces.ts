// The translation namespaces, one per domain, without their texts: safe to import in browser code.
export const namespaces = [
  'common',
  'info',
  'validation',
  // What every consultation screen says the same way, naming the source: a failed or late answer,
  // a link from another site. Not in common, which every page carries: pages that consult nothing
  // go without these texts, and consultation screens share the one file the browser keeps.
  'lookup',
  'gallery',
  'person',
  'enterprise',
  'education',
  'vehicle',
  'led',
  'bulk',
  'socialsecurity',
  'childbenefits',
  'healthattestation',
  'landregistrybulk',
  'landregistryhistory',
  'landregistrysales',
  'landregistry',
  'documentsend',
  'document',
  'documentdownload',
  'logging',
  'reporting',
  'push',
] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace = 'common' satisfies Namespace;

/** What a screen declares: every page carries `common`, for the layout and the error page. */
export type ScreenNamespace = Exclude<Namespace, typeof defaultNamespace>;

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'string' && (namespaces as readonly string[]).includes(value);
}
