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
 * database (the context carries no EntityManager of its own). Each service, and the fork itself, is made
 * on its first use: a request uses one or two of them, and building all 25 on every request was a fixed
 * cost of both APIs (issue #19 item 2).
 */
export class Services {
  #em?: Em;
  #ports?: ReturnType<typeof cachedPortLookup>;
  #auth?: AuthService;
  #users?: UserService;
  #passwordReset?: PasswordResetService;
  #audit?: AuditService;
  #apiTokens?: ApiTokenService;
  #vessels?: VesselService;
  #fleet?: FleetService;
  #organizations?: OrganizationService;
  #calculator?: ObservedCalculatorService;
  #calculationRuns?: CalculationRunService;
  #runResults?: RunResultService;
  #portService?: PortService;
  #orders?: OrderService;
  #connections?: ConnectionService;
  #orderExtras?: OrderExtrasService;
  #savedResults?: SavedResultService;
  #versions?: VersionService;
  #emailPositions?: EmailPositionsService;
  #emailIngest?: EmailIngestService;
  #emailReader?: EmailReaderService;
  #mailboxes?: MailboxService;
  #routing?: RoutingService;
  #registrations?: RegistrationService;
  #oidc?: OidcService;

  constructor(
    private readonly fork: () => Em,
    private readonly deps: AppDeps,
  ) {}

  private get em(): Em {
    return (this.#em ??= this.fork());
  }

  /** The ports the routing services resolve (one lookup per request, shared by the calculator and routing). */
  private get portLookup() {
    return (this.#ports ??= cachedPortLookup(portLookup(this.em), this.deps.portCache));
  }

  get auth(): AuthService {
    const { config, signInThrottle } = this.deps;
    return (this.#auth ??= new AuthService(() => this.em, {
      jwtSecret: config.jwtSecret,
      jwtExpiresIn: config.jwtExpiresIn,
      throttle: signInThrottle,
      limits: config.loginRateLimit,
    }));
  }
  get users(): UserService {
    return (this.#users ??= new UserService(this.em));
  }
  get passwordReset(): PasswordResetService {
    const { resetMailer, background, resetThrottle } = this.deps;
    return (this.#passwordReset ??= new PasswordResetService(this.em, {
      mailer: resetMailer,
      background,
      throttle: resetThrottle,
      log: logger,
    }));
  }
  get audit(): AuditService {
    return (this.#audit ??= new AuditService(this.em));
  }
  get apiTokens(): ApiTokenService {
    return (this.#apiTokens ??= new ApiTokenService(this.em));
  }
  get vessels(): VesselService {
    return (this.#vessels ??= new VesselService(this.em));
  }
  get fleet(): FleetService {
    return (this.#fleet ??= new FleetService(this.em));
  }
  get organizations(): OrganizationService {
    return (this.#organizations ??= new OrganizationService(this.em));
  }
  get calculator(): ObservedCalculatorService {
    return (this.#calculator ??= new ObservedCalculatorService(this.deps.metrics, this.em, {
      router: seaRouter,
      ports: this.portLookup,
      cache: this.deps.routeCache,
    }));
  }
  get calculationRuns(): CalculationRunService {
    return (this.#calculationRuns ??= new CalculationRunService(
      this.calculator,
      this.deps.runBus,
      this.deps.background,
    ));
  }
  get runResults(): RunResultService {
    return (this.#runResults ??= new RunResultService(this.deps.runResults));
  }
  get ports(): PortService {
    return (this.#portService ??= new PortService(this.em));
  }
  get orders(): OrderService {
    return (this.#orders ??= new OrderService(this.em));
  }
  get connections(): ConnectionService {
    return (this.#connections ??= new ConnectionService(this.em));
  }
  get orderExtras(): OrderExtrasService {
    return (this.#orderExtras ??= new OrderExtrasService(this.em));
  }
  get savedResults(): SavedResultService {
    return (this.#savedResults ??= new SavedResultService(this.em));
  }
  get versions(): VersionService {
    return (this.#versions ??= new VersionService(this.em));
  }
  get emailPositions(): EmailPositionsService {
    return (this.#emailPositions ??= new EmailPositionsService(this.em));
  }
  get emailIngest(): EmailIngestService {
    return (this.#emailIngest ??= new EmailIngestService(this.em, this.deps.config.mailIngest.maxMessageBytes));
  }
  get emailReader(): EmailReaderService {
    return (this.#emailReader ??= new EmailReaderService(this.em));
  }
  get mailboxes(): MailboxService {
    const { config, imapReaders } = this.deps;
    return (this.#mailboxes ??= new MailboxService(this.em, { config: config.mailIngest, readers: imapReaders }));
  }
  get routing(): RoutingService {
    return (this.#routing ??= new RoutingService(this.em, {
      router: seaRouter,
      ports: this.portLookup,
      cache: this.deps.routeCache,
    }));
  }
  get registrations(): RegistrationService {
    return (this.#registrations ??= new RegistrationService(this.em, this.deps.config.registrationRateLimit));
  }
  get oidc(): OidcService {
    const { config } = this.deps;
    return (this.#oidc ??= new OidcService(this.em, {
      config: config.oidc,
      session: { jwtSecret: config.jwtSecret, jwtExpiresIn: config.jwtExpiresIn },
    }));
  }
}

/** The services of one request, over an EntityManager fork made when a service first needs it. */
export function createServices(fork: () => Em, deps: AppDeps): Services {
  return new Services(fork, deps);
}
