// Reading values of unknown shape (form bodies, response locals) without casts.

export function stringField(source: unknown, name: string): string | undefined {
  const value: unknown =
    typeof source === 'object' && source !== null ? Reflect.get(source, name) : undefined;
  return typeof value === 'string' ? value : undefined;
}

export const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
