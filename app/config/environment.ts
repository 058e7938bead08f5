// The deployment environments the portal knows, and which of them show a banner.
export const environments = ['dev', 'test', 'test-automation', 'beta', 'staging', 'live'] as const;
export type Environment = (typeof environments)[number];

/** Every environment but live warns its users that they are not on the real service. */
export function showsEnvironmentBanner(environment: Environment): boolean {
  return environment !== 'live';
}
