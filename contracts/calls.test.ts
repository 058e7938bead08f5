import { describe, expect, it } from 'vitest';
import { callContracts, isCallContract } from './calls';

// Every module of contracts/ that exports a call: the registry must hold all of its calls.
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], {
  eager: true,
});

describe('the call registry', () => {
  const registered = new Set(callContracts);

  it.each(Object.entries(modules))('holds every call that %s exports', (_file, module) => {
    const calls = Object.values(module).filter(isCallContract);
    for (const call of calls) expect(registered.has(call), call.id).toBe(true);
  });

  it('gives every call its own id and its own method and path', () => {
    const ids = callContracts.map((call) => call.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = callContracts.map((call) => `${call.method} ${call.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
