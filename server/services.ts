import type { AppConfig } from './config.js';
import type { Em } from './db/orm.js';
import { AuthService } from './modules/auth/auth.service.js';
import { CalculatorService } from './modules/calculator/calculator.service.js';
import type { LoginRateLimiter } from './modules/auth/login-rate-limiter.js';
import { UserService } from './modules/users/user.service.js';

/** Process-wide collaborators, created once at start-up. */
export interface AppDeps {
  config: AppConfig;
  rateLimiter: LoginRateLimiter;
}

/** Services bound to one request's EntityManager fork. */
export function createServices(em: Em, deps: AppDeps) {
  return {
    auth: new AuthService(em, {
      jwtSecret: deps.config.jwtSecret,
      jwtExpiresIn: deps.config.jwtExpiresIn,
      rateLimiter: deps.rateLimiter,
    }),
    users: new UserService(em),
    calculator: new CalculatorService(em),
  };
}

export type Services = ReturnType<typeof createServices>;
