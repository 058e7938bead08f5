// What this build is: the version shown in the footer and served by /buildinfo.
import packageJson from '../../package.json';

/** The product's version string has two parts (such as 6.19); patch releases do not change it. */
export function displayVersion(version: string): string {
  const [major = '0', minor = '0'] = version.split('.');
  return `${major}.${minor}`;
}

export const appVersion = displayVersion(packageJson.version);
