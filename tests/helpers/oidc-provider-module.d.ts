/**
 * The part of oidc-provider 9 the tests use (the package ships no types and @types/oidc-provider is not
 * installed here).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Record<string, unknown>;
  }

  interface Configuration {
    clients?: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    findAccount?: (ctx: unknown, id: string) => Account | undefined | Promise<Account | undefined>;
    features?: Record<string, unknown>;
    ttl?: Record<string, number>;
    cookies?: { keys?: string[] };
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
