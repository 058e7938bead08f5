// Session and navigation calls: the user, the active role, refresh, MAGDA services, metrics.
import type { Express } from 'express';
import {
  endSession,
  getActiveRole,
  getMagdaServices,
  getUser,
  postMetric,
  refreshSession,
  setActiveRole,
} from '@contracts/session';
import { endSession as endStoredSession } from '../auth/sessions';
import { magdaServicesFor } from '../catalogue/read';
import { CallError, serveCall, type BackendServices } from '../http/call';
import { message } from '../http/messages';

export function sessionApi(app: Express, services: BackendServices): void {
  serveCall(app, services, getUser, async ({ identity, expiresAt }) => ({
    ...identity,
    expiresAt: expiresAt.toISOString(),
  }));

  serveCall(app, services, getActiveRole, async ({ activeRole }) => activeRole);

  serveCall(app, services, setActiveRole, async ({ body, identity, language, log }) => {
    const role = identity.roles.find((candidate) => candidate.uri === body.uri);
    if (!role) {
      throw new CallError(403, {
        code: 403,
        message: message(language, 'unknownRole'),
        errors: [],
      });
    }
    log.info({ role: role.uri }, 'active role chosen');
    return role;
  });

  serveCall(app, services, refreshSession, async ({ expiresAt }) => ({
    expiresAt: expiresAt.toISOString(),
  }));

  serveCall(app, services, endSession, async ({ sessionId, identity, services: { db }, log }) => {
    await endStoredSession(db, sessionId, identity.sub);
    log.info('session ended');
  });

  serveCall(app, services, getMagdaServices, async ({ activeRole, services: { db } }) => {
    const granted = activeRole?.permissions.map((permission) => permission.naam) ?? [];
    const rows = await magdaServicesFor(db, granted);
    return rows.map((row) => ({
      code: row.code,
      naam: row.name,
      versie: row.version,
      omschrijving: row.description,
    }));
  });

  serveCall(app, services, postMetric, async ({ body, log }) => {
    log.info({ metric: body }, 'client timing');
  });
}
