// The statuses a source that keeps files on people gives with its answers and the levels of their
// messages, without the answer's schemas: the portal's status line and messages show them on the
// page (contracts/source-status.ts has the schemas and what each status means).

export const sourceStatusCodes = ['OK', 'VA', 'DNK', 'NOK'] as const;
export type SourceStatusCode = (typeof sourceStatusCodes)[number];

/** The severity of a message the source gives with its status. */
export const messageLevels = ['Error', 'Warning', 'Information'] as const;
export type MessageLevel = (typeof messageLevels)[number];

/** The level of the message each status comes with; OK comes with none. */
export const statusMessageLevel: Readonly<Record<SourceStatusCode, MessageLevel | null>> = {
  OK: null,
  VA: 'Warning',
  DNK: 'Information',
  NOK: 'Error',
};
