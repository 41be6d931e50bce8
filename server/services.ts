import type { AppConfig } from './config.js';
import type { Em } from './db/orm.js';
import { ApiTokenService } from './modules/api-tokens/api-token.service.js';
import { AuthService } from './modules/auth/auth.service.js';
import { EmailIngestService } from './modules/email/email-ingest.service.js';
import { EmailPositionsService } from './modules/email/email-positions.service.js';
import { EmailReaderService } from './modules/email/email-reader.service.js';
import type { ImapReaderHub } from './modules/email/imap-reader.js';
import { MailboxService } from './modules/email/mailbox.service.js';
import { AuditService } from './modules/auth/audit/audit.service.js';
import type { BackgroundTasks } from './modules/auth/background.js';
import { PasswordResetService } from './modules/auth/password-reset.service.js';
import type { ResetMailer } from './modules/auth/reset-mailer.js';
import type { SignInThrottle } from './modules/auth/sign-in-throttle.js';
import { logger } from './logger.js';
import { CalculationRunService, type CalculationRunBus } from './modules/calculation-runs/calculation-run.service.js';
import { RunResultService, type RunResultStore } from './modules/calculator/run-results.js';
import type { AppMetrics } from './metrics/app-metrics.js';
import { ObservedCalculatorService } from './metrics/observed-calculator.js';
import { PortService } from './modules/ports/port.service.js';
import { UserService } from './modules/users/user.service.js';
import { FleetService } from './modules/fleet/fleet.service.js';
import { OrganizationService } from './modules/organizations/organization.service.js';
import { VesselService } from './modules/vessels/vessel.service.js';
import { OrderService } from './modules/orders/order.service.js';
import { OrderExtrasService } from './modules/orders/order-extras.service.js';
import { OidcService } from './modules/auth/oidc/oidc.service.js';
import { RegistrationService } from './modules/registrations/registration.service.js';
import { VersionService } from './modules/versions/versions.service.js';
import { SavedResultService } from './modules/results/saved-result.service.js';
import { cachedPortLookup, type PortCache } from './modules/routing/port-cache.js';
import { portLookup } from './modules/routing/port-lookup.js';
import type { RouteCache } from './modules/routing/route-cache.js';
import { RoutingService } from './modules/routing/routing.service.js';
import { seaRouter, type RouteLeg } from './modules/routing/sea-router.js';
import { ConnectionService } from './graphql/relay/connection.service.js';

/** Process-wide collaborators, created once at start-up. */
export interface AppDeps {
  config: AppConfig;
  /** Failed sign-ins, counted in the database over the configured window (shared by every process). */
  signInThrottle: SignInThrottle;
  /** Password reset requests per hour, counted the same way. */
  resetThrottle: SignInThrottle;
  resetMailer: ResetMailer;
  /** Work started by a request and not awaited by it (the reset e-mail); drained at shutdown. */
  background: BackgroundTasks;
  /** Routed legs by (points, options, network version): the network is immutable, so this never goes stale. */
  routeCache: RouteCache<RouteLeg>;
  /** Ports resolved by id and name for the routing services (reference data; port-cache.ts). */
  portCache: PortCache;
  /** The running IMAP readers (issue #15): a saved mailbox restarts its reader. Absent when none run. */
  imapReaders?: ImapReaderHub;
  /** What /metrics reports (request latency, calculation durations, the database pool). */
  metrics: AppMetrics;
  /** Calculation runs' events: in memory, or through Redis when REDIS_URL is set (several processes). */
  runBus: CalculationRunBus;
  /** Streamed runs' vessel results, kept for the web client's row tables (ADR 0021); memory or Redis. */
  runResults: RunResultStore;
}

/**
 * Services bound to one request's EntityManager fork: the only way resolvers and REST handlers reach the
 * database (the context carries no EntityManager of its own).
 */
export function createServices(em: Em, deps: AppDeps) {
  const ports = cachedPortLookup(portLookup(em), deps.portCache);
  const calculator = new ObservedCalculatorService(deps.metrics, em, {
    router: seaRouter,
    ports,
    cache: deps.routeCache,
  });
  return {
    auth: new AuthService(em, {
      jwtSecret: deps.config.jwtSecret,
      jwtExpiresIn: deps.config.jwtExpiresIn,
      throttle: deps.signInThrottle,
      limits: deps.config.loginRateLimit,
    }),
    users: new UserService(em),
    passwordReset: new PasswordResetService(em, {
      mailer: deps.resetMailer,
      background: deps.background,
      throttle: deps.resetThrottle,
      log: logger,
    }),
    audit: new AuditService(em),
    apiTokens: new ApiTokenService(em),
    vessels: new VesselService(em),
    fleet: new FleetService(em),
    organizations: new OrganizationService(em),
    calculator,
    calculationRuns: new CalculationRunService(calculator, deps.runBus, deps.background),
    runResults: new RunResultService(deps.runResults),
    ports: new PortService(em),
    orders: new OrderService(em),
    connections: new ConnectionService(em),
    orderExtras: new OrderExtrasService(em),
    savedResults: new SavedResultService(em),
    versions: new VersionService(em),
    emailPositions: new EmailPositionsService(em),
    emailIngest: new EmailIngestService(em, deps.config.mailIngest.maxMessageBytes),
    emailReader: new EmailReaderService(em),
    mailboxes: new MailboxService(em, { config: deps.config.mailIngest, readers: deps.imapReaders }),
    routing: new RoutingService(em, { router: seaRouter, ports, cache: deps.routeCache }),
    registrations: new RegistrationService(em, deps.config.registrationRateLimit),
    oidc: new OidcService(em, {
      config: deps.config.oidc,
      session: { jwtSecret: deps.config.jwtSecret, jwtExpiresIn: deps.config.jwtExpiresIn },
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
