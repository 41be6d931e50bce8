import type { OrderIssue } from '../../../shared/validation/order-rules.js';
import { AppError } from '../../errors/app-error.js';

/**
 * BAD_USER_INPUT for the order form: the first issue is the message and `field`; every issue is listed
 * in `extensions.errors` (GraphQL) and the REST body's `errors`, so a client can show them all at once.
 */
export class OrderValidationError extends AppError {
  readonly issues: OrderIssue[];

  constructor(issues: OrderIssue[]) {
    const first = issues[0] ?? { field: 'order', message: 'Invalid order' };
    super('BAD_USER_INPUT', first.message, { field: first.field });
    this.name = 'OrderValidationError';
    this.issues = issues;
  }

  override get extensions(): Record<string, unknown> {
    return { ...super.extensions, errors: this.issues };
  }
}

export function throwIfIssues(issues: OrderIssue[]): void {
  if (issues.length > 0) throw new OrderValidationError(issues);
}
