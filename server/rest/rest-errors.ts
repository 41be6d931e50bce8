import type { ErrorRequestHandler, RequestHandler } from 'express';
import { INTERNAL_ERROR_CODE } from '../../shared/errors/error-codes.js';
import { MSG } from '../../shared/validation/messages.js';
import { AppError, httpStatusFor } from '../errors/app-error.js';
import { bodyRefusal } from '../http-hygiene.js';
import { recordOf } from '../request-log.js';

/**
 * The spec's convention: a failure body carries an `error` field (the user-facing
 * text); we add `code` and, for input errors, `field`.
 */
export const restErrorHandler: ErrorRequestHandler = (err, _req, res, _next) => {
  if (err instanceof AppError) {
    if (err.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(err.retryAfterSeconds));
    res.status(httpStatusFor(err.code)).json({
      error: err.message,
      code: err.code,
      ...(err.field === undefined ? {} : { field: err.field }),
    });
    return;
  }
  // express.json() refuses a body with a 400-class error carrying `type` (413: over the size limit).
  const refusal = bodyRefusal(err);
  if (refusal) {
    res.status(refusal.status).json({ error: refusal.error, code: refusal.code });
    return;
  }
  const status = typeof err?.status === 'number' ? err.status : undefined;
  if (status !== undefined && status >= 400 && status < 500) {
    res.status(status).json({ error: 'Bad request', code: 'BAD_USER_INPUT' });
    return;
  }
  recordOf(res).log.error({ err }, 'unexpected REST error');
  res.status(500).json({ error: MSG.somethingWrong, code: INTERNAL_ERROR_CODE });
};

export const restNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ error: `No such API path: ${req.method} ${req.path}`, code: 'NOT_FOUND' });
};
