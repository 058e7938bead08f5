// The reference backend as an Express app: mountable in-process (tests) or served by backend/main.ts.
import express, { type ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { callContracts } from '@contracts/calls';
import { errorCodes, type ErrorResponse } from '@contracts/http';
import { requestLogger } from '../logging/request-logger';
import { childBenefitsApi } from './api/child-benefits';
import { childBenefitsBulkApi } from './api/child-benefits-bulk';
import { codeListsApi } from './api/code-lists';
import { documentApi } from './api/document';
import { documentDownloadApi } from './api/document-download';
import { documentSendApi } from './api/document-send';
import { educationApi } from './api/education';
import { enterpriseApi } from './api/enterprise';
import { healthAttestationApi } from './api/health-attestation';
import { landRegistryApi } from './api/land-registry';
import { landRegistryBulkApi } from './api/land-registry-bulk';
import { landRegistryHistoryApi } from './api/land-registry-history';
import { landRegistrySalesApi } from './api/land-registry-sales';
import { ledApi } from './api/led';
import { ledBulkApi } from './api/led-bulk';
import { legalLogApi } from './api/legal-log';
import { personApi } from './api/person';
import { pushNotificationApi } from './api/push-notification';
import { pushNotificationBulkApi } from './api/push-notification-bulk';
import { reportingApi } from './api/reporting';
import { sessionApi } from './api/session';
import { socialSecurityApi } from './api/social-security';
import { vehicleApi } from './api/vehicle';
import { acceptBulkSheets } from './bulk/api';
import type { PostalSchedule } from './document/schedule';
import type { BackendServices } from './http/call';
import { languageOf, message } from './http/messages';

/** What a domain's calls need beside the services every call has. */
export interface BackendAppOptions {
  /** How fast shipments advance through their statuses; unset: realistic. */
  postalSchedule?: PostalSchedule;
  /** Where the notification images are published (PUSH_IMAGE_BASE_URL); unset: the default. */
  pushImageBaseUrl?: string;
}

export function createBackendApp(
  services: BackendServices,
  logger: Logger,
  { postalSchedule, pushImageBaseUrl }: BackendAppOptions = {},
) {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // A validation message may repeat what was sent (an unknown key): '<', '>' and '&' go out as
  // \u003c, \u003e and \u0026, so no answer carries markup, whatever reads it.
  app.set('json escape', true);

  app.use(
    requestLogger(logger, {
      quietPaths: (url) => url === '/healthz',
      // A call's path holds its parameters (a last name, a birth date): the log keeps its pattern.
      patterns: callContracts.map((call) => call.path),
    }),
  );

  app.get('/healthz', async (_req, res) => {
    try {
      await services.db.selectFrom('roles').select('key').limit(1).execute();
      res.json({ status: 'alive' });
    } catch {
      res.status(503).json({ status: 'database unreachable' });
    }
  });

  // A bulk sheet (up to 1000 lines as JSON) may be larger than any other call's body.
  acceptBulkSheets(app, callContracts);
  app.use(express.json({ limit: '1mb' }));
  app.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  sessionApi(app, services);
  codeListsApi(app, services);
  personApi(app, services);
  enterpriseApi(app, services);
  educationApi(app, services);
  socialSecurityApi(app, services);
  healthAttestationApi(app, services);
  childBenefitsApi(app, services);
  childBenefitsBulkApi(app, services);
  vehicleApi(app, services);
  landRegistryApi(app, services);
  landRegistryBulkApi(app, services);
  landRegistryHistoryApi(app, services);
  landRegistrySalesApi(app, services);
  // The bulk calls first: led/bulk/… must not be taken for a person's led/:insz.
  ledBulkApi(app, services);
  ledApi(app, services);
  legalLogApi(app, services);
  reportingApi(app, services);
  pushNotificationApi(app, services, { imageBaseUrl: pushImageBaseUrl });
  pushNotificationBulkApi(app, services);
  // Before the shipment calls: document/afzenders must not be taken for a shipment's document/:id.
  documentSendApi(app, services, postalSchedule);
  documentApi(app, services, postalSchedule);
  // Public: no bearer token, its own rate limit and captcha (ADR 018).
  documentDownloadApi(app, services);

  app.use((req, res) => {
    const language = languageOf(req.get('accept-language'));
    res.status(404).json({
      code: 404,
      message: message(language, 'notFound'),
      errors: [],
    } satisfies ErrorResponse);
  });

  const errorHandler: ErrorRequestHandler = (error: { type?: string }, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const language = languageOf(req.get('accept-language'));
    // A path parameter with broken percent-encoding ('/gemeente/%E0%A4') is bad input too.
    if (
      error instanceof URIError ||
      error.type === 'entity.parse.failed' ||
      error.type === 'entity.too.large'
    ) {
      res.status(error.type === 'entity.too.large' ? 413 : 400).json({
        code: errorCodes.validation,
        message: message(language, 'validation'),
        errors: [],
      } satisfies ErrorResponse);
      return;
    }
    req.log.error({ err: error }, 'backend call failed');
    res.status(500).json({
      code: errorCodes.system,
      message: message(language, 'unexpected'),
      errors: [{ message: message(language, 'unexpected'), code: String(req.id) }],
    } satisfies ErrorResponse);
  };
  app.use(errorHandler);

  return app;
}
