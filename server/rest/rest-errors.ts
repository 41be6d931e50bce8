import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, httpStatusFor } from '../errors/app-error.js';
import { answerUnhandled } from '../http-hygiene.js';
import { logger } from '../logger.js';

/**
 * The spec's convention: a failure body carries an `error` field (the user-facing text); we add `code` and,
 * for input errors, `field`. What is not an AppError gets the app's answer to an unhandled error (body
 * refusals keep their status, other client errors no detail, anything else a logged 500).
 */
export const restErrorHandler: ErrorRequestHandler = (err, _req, res, _next) => {
  if (!(err instanceof AppError)) return answerUnhandled(logger, err, res);
  if (err.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(err.retryAfterSeconds));
  res.status(httpStatusFor(err.code)).json({
    error: err.message,
    code: err.code,
    ...(err.field === undefined ? {} : { field: err.field }),
  });
};

export const restNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ error: `No such API path: ${req.method} ${req.path}`, code: 'NOT_FOUND' });
};
