// The status a source that keeps files on people gives with every answer (child benefits, social
// security), shared by the domains that ask such sources and by the portal that shows it. OK: the
// source answered. VA: the answer is provisional (a right still being examined), with a warning.
// DNK, 'dossier niet gekend': the person has no file at the source, with an information message.
// NOK: the source could not answer, with an error and no data.
import { z } from 'zod';
import { messageLevels, sourceStatusCodes, statusMessageLevel } from './source-status-codes';

export {
  messageLevels,
  sourceStatusCodes,
  statusMessageLevel,
  type MessageLevel,
  type SourceStatusCode,
} from './source-status-codes';

export const sourceMessageSchema = z.object({
  niveau: z.enum(messageLevels),
  /** In the caller's language. */
  tekst: z.string(),
});

export type SourceMessage = z.infer<typeof sourceMessageSchema>;

/** The status of one answer and its messages, each of the level its status names. */
export const sourceStatusSchema = z
  .object({
    code: z.enum(sourceStatusCodes),
    berichten: z.array(sourceMessageSchema),
  })
  .refine(
    (status) =>
      status.berichten.every((bericht) => bericht.niveau === statusMessageLevel[status.code]),
    { error: 'every message has the level of its status' },
  );

export type SourceStatus = z.infer<typeof sourceStatusSchema>;
