import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { GraphQLContext } from './context.js';
import { requestLogPlugin } from './request-plugin.js';

type Hooks = Record<string, ((rc: unknown) => Promise<unknown>) | undefined>;

/** The part of Apollo's request context these hooks read; the log records what it is asked to write. */
function requestContext(operationName?: string) {
  const logged: unknown[] = [];
  const record = {
    id: 'req-1',
    operation: undefined as string | undefined,
    log: { error: (o: unknown) => logged.push(o) },
  };
  const rc = {
    request: { operationName },
    contextValue: { request: record } as unknown as GraphQLContext,
    operationName: undefined as string | undefined,
    errors: [] as GraphQLError[],
    response: { body: { kind: 'single', singleResult: { data: null } }, http: { status: 401 as number | undefined } },
  };
  return { rc, record, logged };
}

async function start(plugin: ApolloServerPlugin<GraphQLContext>, rc: unknown): Promise<Hooks> {
  return (await plugin.requestDidStart!(rc as never)) as unknown as Hooks;
}

describe('requestLogPlugin', () => {
  it('names the request with the operation the client named, with no hook left to resolve it', async () => {
    const { rc, record } = requestContext('AllOrders');
    const hooks = await start(requestLogPlugin(), rc);
    expect(record.operation).toBe('AllOrders');
    expect(hooks.didResolveOperation).toBeUndefined();
  });

  it('names an unnamed request with the operation the document resolves to', async () => {
    const { rc, record } = requestContext();
    const hooks = await start(requestLogPlugin(), rc);
    expect(record.operation).toBeUndefined();
    rc.operationName = 'WhoAmI';
    await hooks.didResolveOperation!(rc);
    expect(record.operation).toBe('WhoAmI');
  });

  it('keeps the status of an answer without data, and answers 200 when it has data', async () => {
    const { rc } = requestContext('Q');
    const hooks = await start(requestLogPlugin(), rc);
    await hooks.willSendResponse!(rc);
    expect(rc.response.http.status).toBe(401);
    rc.response.body.singleResult.data = {} as never;
    await hooks.willSendResponse!(rc);
    expect(rc.response.http.status).toBe(200);
  });

  it('runs the error plugins first (they see the same errors), then logs the unexpected ones', async () => {
    const order: string[] = [];
    const masking: ApolloServerPlugin<GraphQLContext> = {
      requestDidStart: async () => ({
        didEncounterErrors: async ({ errors }) => {
          order.push('plugin');
          for (const e of errors) e.message = e.message.replace(/Did you mean .+/, '[hidden]');
        },
      }),
    };
    const { rc, logged } = requestContext('Q');
    const unexpected = new GraphQLError('boom', { originalError: new Error('boom') });
    const typo = new GraphQLError('Cannot query field "profil". Did you mean "profile"?', {
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    rc.errors = [typo, unexpected];
    const hooks = await start(requestLogPlugin([masking]), rc);
    await hooks.didEncounterErrors!(rc);
    order.push('logged');
    expect(order).toEqual(['plugin', 'logged']);
    expect(typo.message).toBe('Cannot query field "profil". [hidden]');
    expect(logged).toHaveLength(1);
  });
});
