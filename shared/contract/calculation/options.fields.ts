import type { EngineOptions } from '../../voyage/options.js';
import type { FieldTable, OptChoiceField } from './field-spec.js';

const choice = <const V extends string>(values: readonly V[]) =>
  ({ kind: 'optChoice', values }) as const satisfies OptChoiceField<V>;

/** Partial engine options (voyage-model D1-D13): only the documented values; an unknown name is refused. */
export const OPTIONS_FIELDS = {
  portStay: choice<EngineOptions['portStay']>(['factored-working', 'factored-working-and-turn']),
  cubicFill: { kind: 'positive', max: 1, doc: 'Share of the cubic capacity, (0, 1]' },
  useBaleCapacity: { kind: 'optFlag', doc: 'Cubic limit from the bale capacity instead of the grain capacity' },
  draftMethod: choice<EngineOptions['draftMethod']>(['fwa-dwa', 'density-scaling']),
  cve: choice<EngineOptions['cve']>(['per-30-days', 'lumpsum']),
  shortfall: choice<EngineOptions['shortfall']>(['settlement-price']),
  gbb: choice<EngineOptions['gbb']>(['net-of-adcom', 'gross']),
  vlsfoCo2Factor: { kind: 'positive', doc: 'CO2 emitted per tonne of VLSFO burnt, t CO2 per t fuel; absent: 3.151' },
  premiumOrder: choice<EngineOptions['premiumOrder']>(['vessel-first', 'position-first']),
  tceDays: choice<EngineOptions['tceDays']>(['on-hire', 'whole-voyage']),
  etsScope: choice<EngineOptions['etsScope']>(['on-hire', 'whole-voyage']),
  laycanWaiting: choice<EngineOptions['laycanWaiting']>(['first-load-port', 'none']),
  etsCalls: choice<EngineOptions['etsCalls']>(['loading-discharging-only']),
} as const satisfies FieldTable;
