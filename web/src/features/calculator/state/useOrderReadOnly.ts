import { mayChangeOrder } from '../../../../../shared/auth/order-owner';
import { useSession } from '../../auth/hooks/useSession';
import { roleNames } from '../../auth/utils/session-storage';
import { useCalculator } from './calculator-context';

/** Why the selected order cannot be saved by this user, or null when it can (the server's rule, shared). */
export interface OrderReadOnly {
  /** The creator's name, as the notice names them. */
  creator: string;
  /** The sentence shown on the notice and as the reason Save to order is disabled. */
  reason: string;
}

export function readOnlyReason(creator: string): string {
  return `Read-only: this order belongs to ${creator}. Copy it to change it.`;
}

export function useOrderReadOnly(): OrderReadOnly | null {
  const { session } = useSession();
  const { draft, readOnly } = useCalculator();
  const order = draft.draft?.order;
  if (!session || !order || readOnly) return null;
  if (mayChangeOrder({ userId: session.realMe, roles: roleNames(session) }, order.createdById ?? null)) return null;
  const creator = order.createdUserName || 'another user';
  return { creator, reason: readOnlyReason(creator) };
}
