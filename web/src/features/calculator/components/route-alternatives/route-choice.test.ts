import { describe, expect, it } from 'vitest';
import { draftFromOrder } from '../../state/draft-from-order';
import { patchOrder } from '../../state/draft-ops';
import { op, storedOrder } from '../../state/stored-order.fixture';
import { calculateInput } from '../../utils/calc-input';
import { legRequest } from '../../utils/grid-legs';
import { orderInput } from '../../utils/order-input';

// Samarinda -> Rotterdam with the order's own flags: Suez allowed, Singapore avoided.
const stored = storedOrder({
  suez: false,
  panama: false,
  singapore: true,
  routeChoice: 'SHORTEST',
  operations: [
    op(1, 0, 'COMMENCE', { port: 'Singapore' }),
    op(2, 1, 'LOADING', { port: 'Samarinda' }),
    op(3, 2, 'DISCHARGING', { port: 'Rotterdam' }),
  ],
});

describe('the order’s chosen route in the calculator (issue #21 item 3)', () => {
  it('SHORTEST measures and prices with the order’s own flags', () => {
    const d = draftFromOrder(stored);
    expect(legRequest(d)!.input).toMatchObject({ suez: false, panama: false, singapore: true });
    expect(calculateInput(d, []).clientQuery).toMatchObject({ suez: false, panama: false, singapore: true });
  });

  it('a chosen route sets the canal flags of the leg request and of the calculation, other flags kept', () => {
    const d = patchOrder(draftFromOrder(stored), { routeChoice: 'CAPE' });
    expect(legRequest(d)!.input).toMatchObject({ suez: true, panama: true, singapore: true });
    expect(calculateInput(d, []).clientQuery).toMatchObject({ suez: true, panama: true, singapore: true });
    const viaPanama = patchOrder(d, { routeChoice: 'PANAMA' });
    expect(calculateInput(viaPanama, []).clientQuery).toMatchObject({ suez: true, panama: false });
    // A new route is measured again: the leg request's signature changes.
    expect(legRequest(viaPanama)!.signature).not.toBe(legRequest(d)!.signature);
  });

  it('the order is saved with its route and its own flags unchanged', () => {
    const saved = orderInput(patchOrder(draftFromOrder(stored), { routeChoice: 'SUEZ' }));
    expect(saved).toMatchObject({ routeChoice: 'SUEZ', suez: false, panama: false, singapore: true });
  });
});
