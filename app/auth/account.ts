// What the page chrome knows of the signed-in user (names, profiles, expiry); never a token.
export interface AccountSummary {
  name: string;
  organisation: string;
  profiles: { uri: string; full: string }[];
  activeProfile: { uri: string; full: string } | null;
  /** Epoch milliseconds when the backend session expires without activity. */
  sessionExpiresAt: number | null;
}
