import express, { Router } from 'express';
import type { Orm } from '../db/orm.js';
import type { AppDeps } from '../services.js';
import { refuseRestWritesOfReadTokens } from '../modules/api-tokens/token-scope.js';
import { accountRoutes } from './account.routes.js';
import { apiTokenRoutes } from './api-tokens.routes.js';
import { authRoutes } from './auth.routes.js';
import { calculatorRoutes } from './calculator.routes.js';
import { exportRoutes } from '../modules/exports/exports.routes.js';
import { portRoutes } from './ports.routes.js';
import { refuseDeepBodies } from './body-depth.js';
import { openApiDocument } from './openapi/document.js';
import { attachContext } from './rest-context.js';
import { restErrorHandler, restNotFound } from './rest-errors.js';
import { routingRoutes } from './routing.routes.js';
import { userRoutes } from './users.routes.js';
import { fleetRoutes } from './fleet.routes.js';
import { organizationRoutes } from './organizations.routes.js';
import { vesselRoutes } from './vessels.routes.js';
import { ordersRoutes } from './orders.routes.js';
import { resultRoutes } from './results.routes.js';
import { emailRoutes } from './email.routes.js';
import { oidcRoutes } from './oidc.routes.js';
import { registrationRoutes } from './registrations.routes.js';

export interface HealthInfo {
  driver: string;
  ready: () => boolean;
  version: string;
}

/** The /api/v1 shim: legacy paths over the same services GraphQL uses. */
export function restRouter(orm: Orm, deps: AppDeps, health: HealthInfo): Router {
  const router = Router();
  router.use(express.json({ limit: '5mb' }), refuseDeepBodies('rest'));
  router.get('/health', (_req, res) => {
    const ready = health.ready();
    res
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ok' : 'starting', database: health.driver, version: health.version });
  });
  router.get('/openapi.json', (_req, res) => res.json(openApiDocument()));
  router.use(attachContext(orm, deps));
  router.use(refuseRestWritesOfReadTokens);
  router.use(authRoutes());
  router.use(accountRoutes());
  router.use(userRoutes());
  router.use(vesselRoutes());
  router.use(fleetRoutes());
  router.use(organizationRoutes());
  router.use(calculatorRoutes());
  router.use(exportRoutes());
  router.use(portRoutes());
  router.use(ordersRoutes());
  router.use(resultRoutes());
  router.use(routingRoutes());
  router.use(emailRoutes(deps.config.mailIngest.maxMessageBytes));
  router.use(registrationRoutes());
  router.use(oidcRoutes());
  router.use(apiTokenRoutes());
  router.use(restNotFound);
  router.use(restErrorHandler);
  return router;
}
