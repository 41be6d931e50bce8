import { scaleGrades, ZERO } from './grades.js';
import type { EngineOptions } from './options.js';
import type { GradeAmounts, OperationRow, VesselSpec } from './types.js';

export interface PortTime {
  /** cargoTx / rate, days: at loading or discharging consumption. */
  workingDays: number;
  /** Terms-excluded time, turn time and extra days: at idle consumption. */
  idleDays: number;
  /** Laycan waiting, days, at idle consumption. */
  waitingDays: number;
  /** Port stay: working + idle (waiting shown separately), days. */
  portDays: number;
  /** Fuel of the port stay (working + idle), t. */
  fuel: GradeAmounts;
  /** Fuel while waiting for the laycan, at idle consumption, t. */
  waitingFuel: GradeAmounts;
}

/**
 * Port stay of one row (voyage-model section 4, D1). Cargo rows:
 * D1 default  portStay = (cargoTx / rate) x factor + turnTime + extraDays;
 * D1 IMOS     portStay = (cargoTx / rate + turnTime) x factor + extraDays.
 * Other rows: turnTime + extraDays. A rate <= 0 gives no working time (the warnings flag it).
 * Fuel: working days at the loading/discharging rates, everything else at idle; an ECA port books a
 * non-scrubber's HS as LS. Days; fuel t.
 */
export function computePortTime(args: {
  row: OperationRow;
  cargoTx: number;
  waitingDays: number;
  vessel: VesselSpec;
  scrubber: boolean;
  options: Pick<EngineOptions, 'portStay'>;
}): PortTime {
  const { row, cargoTx, waitingDays, vessel, scrubber, options } = args;
  const isCargo = row.operation === 'Loading' || row.operation === 'Discharging';
  const workingDays = isCargo && row.rate > 0 && Number.isFinite(cargoTx) && cargoTx > 0 ? cargoTx / row.rate : 0;
  const factor = row.factor > 0 ? row.factor : 1;
  let portDays: number;
  if (!isCargo) portDays = row.turnTime + row.extraDays;
  else if (options.portStay === 'factored-working-and-turn')
    portDays = (workingDays + row.turnTime) * factor + row.extraDays;
  else portDays = workingDays * factor + row.turnTime + row.extraDays;
  const idleDays = Math.max(0, portDays - workingDays);
  const w = row.operation === 'Loading' ? vessel.loading : vessel.discharging;
  const idle = vessel.idle;
  const asLs = row.sulfur === 'ECA' && !scrubber;
  // Written out (no intermediate objects): this runs for every row of every lift pass of every vessel.
  const hs = w.hs * workingDays + idle.hs * idleDays;
  const ls = w.ls * workingDays + idle.ls * idleDays;
  const fuel: GradeAmounts = asLs
    ? { hs: 0, ls: hs + ls, mgo: w.mgo * workingDays + idle.mgo * idleDays }
    : { hs, ls, mgo: w.mgo * workingDays + idle.mgo * idleDays };
  const waitingFuel: GradeAmounts =
    waitingDays === 0
      ? ZERO
      : asLs
        ? { hs: 0, ls: (idle.hs + idle.ls) * waitingDays, mgo: idle.mgo * waitingDays }
        : scaleGrades(idle, waitingDays);
  return { workingDays, idleDays, waitingDays, portDays, fuel, waitingFuel };
}

/**
 * One vessel's port times by row, kept between its walks: a row's stay depends only on the row, the vessel,
 * the options and its cargo and laycan waiting, which the walks of one vessel (its own position and the
 * premiums' swapped one, at the same lift) mostly share. A slot answers only for the same row, cargo and
 * waiting (Object.is: NaN and -0 told apart), so the stay is the one computePortTime gives.
 */
export interface PortTimeMemo {
  cargoTx: number[];
  waitingDays: number[];
  port: (PortTime | undefined)[];
}

export const portTimeMemo = (): PortTimeMemo => ({ cargoTx: [], waitingDays: [], port: [] });

/**
 * Row `index`'s port time: the memo's when it holds the same cargo and waiting, else computed (and kept).
 * The stay's inputs come as arguments: a memo hit (most rows of a vessel's second walk) builds no object.
 */
export function portTimeAt(
  memo: PortTimeMemo | undefined,
  index: number,
  row: OperationRow,
  cargoTx: number,
  waitingDays: number,
  vessel: VesselSpec,
  scrubber: boolean,
  options: Pick<EngineOptions, 'portStay'>,
): PortTime {
  const kept = memo?.port[index];
  if (
    kept !== undefined &&
    Object.is(memo!.cargoTx[index], cargoTx) &&
    Object.is(memo!.waitingDays[index], waitingDays)
  )
    return kept;
  const port = computePortTime({ row, cargoTx, waitingDays, vessel, scrubber, options });
  if (memo) {
    memo.port[index] = port;
    memo.cargoTx[index] = cargoTx;
    memo.waitingDays[index] = waitingDays;
  }
  return port;
}
