import { MAX_DEPTH, depthProblem, nestsDeeperThan } from '../../shared/validation/boundary.js';
import { answerJson, type NodeHandler } from '../http-answer.js';

/**
 * The body depth limit of both APIs, right after the JSON parser: a body nesting arrays or objects deeper than
 * MAX_DEPTH levels is a 400 BAD_USER_INPUT before any reader walks it (a 20,000-deep array to
 * /updateQueryFormat once overflowed the stack quoting the refused value: a 500). `graphql` answers in
 * GraphQL's error shape, the REST shim in its own ({ error, code, field }).
 */
export function refuseDeepBodies(shape: 'rest' | 'graphql'): NodeHandler {
  return (req, res, next) => {
    if (!nestsDeeperThan(req.body, MAX_DEPTH)) return next();
    const message = depthProblem(MAX_DEPTH);
    answerJson(
      res,
      400,
      shape === 'rest'
        ? { error: message, code: 'BAD_USER_INPUT', field: 'body' }
        : { errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field: 'body' } }] },
    );
  };
}
