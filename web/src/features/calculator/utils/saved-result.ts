import type { CalcWarningLevel } from '../../../__generated__/graphql';
import type { FullVesselResult } from '../state/types';
import { bool, list, num, obj, operationOf, optNum, optStr, str, upper, type Json } from './snapshot-read';

const grades = (v: unknown) => {
  const g = obj(v);
  return { hs: num(g.hs), ls: num(g.ls), mgo: num(g.mgo) };
};

/** Present only in results stored since the engine reported them: absent reads as null, shown as '-'. */
const optGrades = (v: unknown) => (v && typeof v === 'object' ? grades(v) : null);

const tableSpeed = (v: unknown) => {
  const t = obj(v);
  return v ? { row: num(t.row), knots: num(t.knots), consumption: grades(t.consumption) } : null;
};

const legSpeed = (v: unknown) => {
  const l = obj(v);
  if (!v) return null;
  return {
    condition: str(l.condition) === 'laden' ? 'laden' : 'ballast',
    tableRow: optNum(l.tableRow),
    knots: num(l.knots),
    consumption: grades(l.consumption),
    knotsEca: num(l.knotsEca),
    consumptionEca: grades(l.consumptionEca),
  };
};

const BALLAST_SOURCES: readonly string[] = ['entry', 'routed', 'order'];

/** A stored unrouted ballast leg (results stored before it was reported read as null). */
const unroutedLeg = (v: unknown) => {
  if (!v || typeof v !== 'object') return null;
  const u = obj(v);
  return {
    port: str(u.port),
    end: str(u.end),
    code: str(u.code),
    reason: str(u.reason),
    distNormal: num(u.distNormal),
    distEca: num(u.distEca),
  };
};

/** The engine's stored result in the GraphQL shape the calculator reads (enum names, rows as a list). */
export function resultOf(r: Json, fleetId: number): FullVesselResult {
  const explain = obj(r.explain);
  const emissions = obj(r.emissions);
  const fuel = obj(explain.fuel);
  const fuelGrade = (v: unknown) => {
    const g = obj(v);
    return {
      consumed: num(g.consumed),
      bod: num(g.bod),
      bor: num(g.bor),
      shortfall: num(g.shortfall),
      priceSettlement: num(g.priceSettlement),
    };
  };
  const numbers = (src: Json, keys: string[]) => Object.fromEntries(keys.map((k) => [k, num(src[k])]));
  const loadability = obj(explain.loadability);
  const premiums = obj(explain.premiums);
  const cii = obj(emissions.cii);
  return {
    ...(numbers(r, [
      'tcEq',
      'frtCost',
      'profit',
      'profitNet',
      'profitPerDay',
      'loadability',
      'cargoCarried',
      'voyageDays',
      'onHireDays',
    ]) as Pick<FullVesselResult, 'tcEq'>),
    fleetId: String(fleetId),
    vesselName: str(r.vesselName),
    profitPerDayGBB: optNum(r.profitPerDayGBB),
    vesselPremium: optNum(r.vesselPremium),
    positionPremium: optNum(r.positionPremium),
    eta: optStr(r.eta),
    arrivalLoadPort: optStr(r.arrivalLoadPort),
    canMakeLaycan: bool(r.canMakeLaycan),
    ballastLegSource: BALLAST_SOURCES.includes(str(r.ballastLegSource)) ? str(r.ballastLegSource) : null,
    ballastLegUnrouted: unroutedLeg(r.ballastLegUnrouted),
    fuelByGrade: grades(r.fuelByGrade),
    selectedSpeeds: {
      ballast: tableSpeed(obj(r.selectedSpeeds).ballast),
      laden: tableSpeed(obj(r.selectedSpeeds).laden),
    },
    details: numbers(obj(r.details), [
      'frtCost',
      'profitPmt',
      'profitNet',
      'netFrtRevenue',
      'hireExp',
      'fuelExpenses',
      'others',
      'hsQty',
      'lsQty',
      'mgoQty',
      'voyDuration',
      'portStay',
      'waiting',
      'stowage',
      'fuelSettleProfit',
    ]),
    emissions: {
      co2: num(emissions.co2),
      etsAllowances: num(emissions.etsAllowances),
      etsCostUsd: num(emissions.etsCostUsd),
      cii: emissions.cii
        ? { aer: num(cii.aer), rating: str(cii.rating), required: num(cii.required), year: num(cii.year) }
        : null,
    },
    warnings: list(r.warnings).map((w, i) => ({
      no: num(w.no, i + 1),
      level: (upper(w.level) === 'ERROR' ? 'ERROR' : 'ALERT') as CalcWarningLevel,
      message: str(w.message),
    })),
    portToPortOperationResultMap: list(r.portToPortOperationResultMap).map((row, i) => ({
      ...(numbers(row, [
        'distNormal',
        'distEca',
        'speedNormal',
        'speedEca',
        'seaDays',
        'seaDaysNormal',
        'seaDaysEca',
        'portDays',
        'workingDays',
        'idleDays',
        'waitingDays',
        'co2',
      ]) as { distNormal: number }),
      index: num(row.index, i),
      rowId: str(row.rowId),
      operation: operationOf(row.operation),
      port: str(row.port),
      arrivalTime: str(row.arrivalTime),
      departureTime: str(row.departureTime),
      timeZone: optStr(row.timeZone),
      cargoTx: optNum(row.cargoTx),
      onHire: bool(row.onHire),
      seaFuel: grades(row.seaFuel),
      portFuel: grades(row.portFuel),
      legSpeed: legSpeed(row.legSpeed),
      bunkersOnArrival: optGrades(row.bunkersOnArrival),
      bunkersOnDeparture: optGrades(row.bunkersOnDeparture),
    })),
    explain: {
      tcEq: numbers(obj(explain.tcEq), ['voyageResult', 'onHireDays', 'tcAdcom', 'tceNet']),
      frtCost: numbers(obj(explain.frtCost), [
        'netCargoTonnes',
        'hireExp',
        'fuelExpenses',
        'others',
        'etsCost',
        'miscRevenue',
        'fuelSettleProfit',
      ]),
      profitNet: numbers(obj(explain.profitNet), [
        'netFrtRevenue',
        'gbbNet',
        'hireExp',
        'fuelExpenses',
        'others',
        'etsCost',
        'miscRevenue',
        'fuelSettleProfit',
      ]),
      revenue: list(explain.revenue).map((l) => ({
        ...numbers(l, ['cargoQty', 'freight', 'gross', 'ttlComm', 'net']),
        rowId: str(l.rowId),
      })),
      hire: list(explain.hire).map((h) => numbers(h, ['hireRate', 'days', 'cost'])),
      fuel: { hs: fuelGrade(fuel.hs), ls: fuelGrade(fuel.ls), mgo: fuelGrade(fuel.mgo) },
      loadability: {
        ...numbers(loadability, [
          'capacity',
          'constants',
          'freshWater',
          'bunkersOnBoardArrival',
          'bunkersOnBoardDeparture',
          'maxDwtDeparture',
          'stowFactor',
        ]),
        governing: str(loadability.governing),
        maxDwtArrival: optNum(loadability.maxDwtArrival),
        limits: Object.fromEntries(
          ['weightArrival', 'weightDeparture', 'cubic', 'order'].map((k) => [k, optNum(obj(loadability.limits)[k])]),
        ),
      },
      premiums: {
        referenceFleetId: optStr(premiums.referenceFleetId),
        tcEqOwn: num(premiums.tcEqOwn),
        tcEqAtReferencePosition: optNum(premiums.tcEqAtReferencePosition),
        tcEqReferenceAtReference: optNum(premiums.tcEqReferenceAtReference),
      },
    },
  } as FullVesselResult;
}
