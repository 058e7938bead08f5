// What the page chrome knows of the signed-in user (names, profiles, expiry); never a token.
export interface AccountSummary {
  name: string;
  organisation: string;
  profiles: { uri: string; full: string }[];
  activeProfile: { uri: string; full: string } | null;
  /**
   * Milliseconds until the backend session expires without activity, measured on the server:
   * the browser counts down from its own clock, so a skewed client clock does not matter.
   */
  sessionRemainingMs: number | null;
}
