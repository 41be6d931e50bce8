import type { FieldTable } from './field-spec.js';
import { CANALS, DWT_CLASSES, MAX_DUES_PER_TRANSIT } from '../../voyage/route-alternatives-dues.js';

/**
 * One figure of the order's canal dues (issue #21 item 3): USD per transit of a canal for a deadweight
 * class, replacing the assumed default (shared/voyage/route-alternatives-dues.ts).
 */
export const CANAL_DUES_FIELDS = {
  canal: { kind: 'choice', values: CANALS, default: null, graphqlEnum: 'Canal', doc: 'The canal; required' },
  dwtClass: {
    kind: 'choice',
    values: DWT_CLASSES,
    default: null,
    graphqlEnum: 'DwtClass',
    doc: 'The deadweight class of the vessels it applies to; required',
  },
  usdPerTransit: {
    kind: 'number',
    unit: 'USD',
    range: { max: MAX_DUES_PER_TRANSIT },
    doc: 'USD per transit, 0 to 10,000,000',
  },
} as const satisfies FieldTable;
