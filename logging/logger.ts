// Structured JSON logs (pino); every line passes through the national-number mask on its way out.
import { pino, type DestinationStream, type Logger } from 'pino';
import { maskNationalNumbers } from './log-masking';

export function createLogger(
  level: string,
  service: 'portal' | 'backend' | 'dev-idp' = 'portal',
  destination?: DestinationStream,
): Logger {
  return pino(
    {
      level,
      base: { service },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      hooks: { streamWrite: maskNationalNumbers },
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization'], remove: true },
    },
    destination,
  );
}
