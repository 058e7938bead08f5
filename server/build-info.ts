// GET /buildinfo: a downloadable description of the running build.
import { readFileSync } from 'node:fs';
import type { RequestHandler } from 'express';
import { z } from 'zod';

export const buildInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
  commit: z.string(),
  builtAt: z.string(),
});

export type BuildInfo = z.infer<typeof buildInfoSchema>;

/** Reads the file written by the build; a development server describes itself instead. */
export function loadBuildInfo(
  file: string,
  fallback: Omit<BuildInfo, 'builtAt' | 'commit'>,
): BuildInfo {
  try {
    return buildInfoSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return { ...fallback, commit: 'unknown', builtAt: 'development' };
  }
}

export function buildInfoDownload(info: BuildInfo): RequestHandler {
  const body = `${JSON.stringify(info, null, 2)}\n`;
  const fileName = `buildinfo-${info.name}-${info.version}.json`;
  return (_req, res) => {
    res
      .set('Content-Disposition', `attachment; filename="${fileName}"`)
      .set('Cache-Control', 'no-store')
      .type('application/json')
      .send(body);
  };
}
