import type { OperationRow } from './types.js';

/**
 * An itinerary row with the spec's neutral defaults (no distance, no cargo, SHINC, factor 1, summer
 * load line, normal sulphur, sea water, no margins), completed by the given fields.
 */
export function blankRow(fields: Pick<OperationRow, 'id' | 'operation'> & Partial<OperationRow>): OperationRow {
  return {
    port: '',
    distNormal: 0,
    distEca: 0,
    speedNormal: 0,
    speedECA: 0,
    dwf: 0,
    lbmarker: fields.operation === 'Loading' || fields.operation === 'Commence' ? 'ballast' : 'laden',
    cargoQty: 0,
    tolerance: 0,
    min: 0,
    max: 0,
    cargoTxOverriddenValue: null,
    rate: 0,
    terms: 'SHINC',
    factor: 1,
    turnTime: 0,
    extraDays: 0,
    portExp: 0,
    freight: 0,
    adcom: 0,
    brokerage: 0,
    other: 0,
    stowFactor: 0,
    loadline: 'S',
    sulfur: 'Normal',
    draftRes: 0,
    waterDensity: 1.025,
    speedFactor: 0,
    speedReduce: 0,
    bnkrFactor: 0,
    supply: { hs: 0, ls: 0, mgo: 0 },
    supplyPrice: { hs: 0, ls: 0, mgo: 0 },
    isEu: false,
    ...fields,
  };
}
