// Reads a contract's zod (v4) schemas the way the fuzzing suite needs: the keys of an object
// schema, a key's maximum length, and a valid sample request built from the schema alone (with
// optional hints per key name), so every field can be probed while the others stay valid.
import type { z } from 'zod';

type AnySchema = z.core.$ZodType;

interface Definition {
  type: string;
  innerType?: AnySchema;
  in?: AnySchema;
  shape?: Record<string, AnySchema>;
  element?: AnySchema;
  options?: readonly AnySchema[];
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
  checks?: readonly { _zod: { def: { check: string; minimum?: number; maximum?: number } } }[];
  coerce?: boolean;
}

function definition(schema: AnySchema): Definition {
  return schema._zod.def as unknown as Definition;
}

const wrappers = new Set([
  'optional',
  'default',
  'prefault',
  'nullable',
  'readonly',
  'catch',
  'nonoptional',
]);

/** The schema under optional/default/nullable wrappers and the input side of a pipe. */
export function unwrap(schema: AnySchema): AnySchema {
  let current = schema;
  for (let depth = 0; depth < 20; depth += 1) {
    const def = definition(current);
    if (wrappers.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return current;
  }
  return current;
}

/** The keys of an object schema (through wrappers and refinements), or null for another schema. */
export function shapeOf(schema: AnySchema | undefined): Record<string, AnySchema> | null {
  if (!schema) return null;
  const inner = unwrap(schema);
  const def = definition(inner);
  return def.type === 'object' && def.shape ? def.shape : null;
}

/** The maximum length a string (or array) schema allows, if it names one. */
export function maxLengthOf(schema: AnySchema): number | undefined {
  const def = definition(unwrap(schema));
  const check = def.checks?.find((candidate) => candidate._zod.def.check === 'max_length');
  return check?._zod.def.maximum;
}

function minLengthOf(schema: AnySchema): number {
  const def = definition(unwrap(schema));
  const check = def.checks?.find((candidate) => candidate._zod.def.check === 'min_length');
  return check?._zod.def.minimum ?? 0;
}

function accepts(schema: AnySchema, value: unknown): boolean {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) return false;
  return !result.issues;
}

/** Strings that satisfy most of the contracts' string rules, tried in order. */
const stringCandidates = [
  '60111842284',
  '2020-01-15',
  '2020-01-15T10:00:00.000Z',
  '44021',
  '9000',
  '150',
  '01',
  '1',
  'RR',
  'Wuyts',
  'R-FUZZ-1',
  'a',
  // An id (a bulk file's or job's) nobody has.
  '00000000-0000-4000-8000-00000000f022',
];

export type Hints = Readonly<Record<string, unknown>>;

/** A value the schema accepts, the key's hint first; undefined when none of the tries fits. */
export function sampleValue(schema: AnySchema, key: string, hints: Hints): unknown {
  if (key in hints && accepts(schema, hints[key])) return hints[key];
  const inner = unwrap(schema);
  const def = definition(inner);
  const tries: unknown[] = [];
  switch (def.type) {
    case 'string':
      tries.push(...stringCandidates);
      break;
    case 'enum':
      tries.push(...Object.values(def.entries ?? {}));
      break;
    case 'literal':
      tries.push(...(def.values ?? []));
      break;
    case 'number':
    case 'int':
      tries.push(1, 0, 10, 100);
      break;
    case 'boolean':
      tries.push(true, false);
      break;
    case 'object':
      tries.push(sampleObject(inner, hints));
      break;
    case 'array': {
      const element = def.element ? sampleValue(def.element, key, hints) : undefined;
      tries.push(Array.from({ length: Math.max(1, minLengthOf(inner)) }, () => element));
      break;
    }
    case 'union':
      for (const option of def.options ?? []) tries.push(sampleValue(option, key, hints));
      break;
    default:
      break;
  }
  return tries.find((candidate) => accepts(schema, candidate));
}

/**
 * A valid value of an object schema: its required keys, then each optional key the whole object
 * still accepts (a refinement may forbid two together). Null when no valid sample is found.
 */
export function sampleObject(schema: AnySchema, hints: Hints = {}): Record<string, unknown> | null {
  const shape = shapeOf(schema);
  if (!shape) return null;
  const sample: Record<string, unknown> = {};
  const optional: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    if (accepts(field, undefined) && !(key in hints)) {
      optional.push(key);
      continue;
    }
    const value = sampleValue(field, key, hints);
    if (value !== undefined) sample[key] = value;
  }
  for (const key of optional) {
    const value = sampleValue(shape[key]!, key, hints);
    if (value === undefined) continue;
    const attempt = { ...sample, [key]: value };
    if (accepts(schema, attempt)) sample[key] = value;
  }
  return accepts(schema, sample) ? sample : null;
}

/** Every leaf of a sample as a dotted path with its value ('geboorte.datum'). */
export function leafPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    leafPaths(inner, prefix ? `${prefix}.${key}` : key),
  );
}

/** A copy of an object with the dotted path set to a value (or removed for `remove`). */
export function withPath(
  value: Record<string, unknown>,
  path: string,
  replacement: unknown,
  remove = false,
): Record<string, unknown> {
  const copy = structuredClone(value);
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = keys.at(-1)!;
  if (remove) delete target[last];
  else target[last] = replacement;
  return copy;
}

/** The schema of a dotted path inside an object schema. */
export function schemaAt(schema: AnySchema, path: string): AnySchema | undefined {
  let current: AnySchema | undefined = schema;
  for (const key of path.split('.')) {
    const shape: Record<string, AnySchema> | null = current ? shapeOf(current) : null;
    current = shape?.[key];
  }
  return current;
}
