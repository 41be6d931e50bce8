/**
 * The ceiling bench:engine compares the engine with: the voyage arithmetic written as one plain loop over
 * flat numbers, no objects per row or per vessel, nothing described. Per vessel it does what the engine
 * does with premiums on: the voyage at its own position and at the reference vessel's (the ballast leg
 * swapped), each with the lift passes the engine takes (solve-lift.ts): the first at min(order, cubic), and a
 * second at the lift allowed only when the first's allowed lift is below it (the bench's fleet never needs
 * one: one pass per position, as the engine; until 2026-11-28 the loop always took two, twice the engine's);
 * per pass and row: sea days (speed reduce and factor, weather factor, ECA part), fuel at that speed from
 * the speed table (linear between rows, cube law outside), bunker factor, ECA burn rule, port working and
 * idle days (D1 default) and their fuel, the laycan wait at the first load port, the on-hire clock, bunkers
 * on board at the last load port; then the lift from the weight limit, revenue and commissions, port
 * costs, fuel cost at the delivery price, hire, TCE, tcEq and CO2. It is not the engine: no bunker
 * settlement, no draft-based loadability (the lift allowed is the deadweight less constants, fresh water and
 * bunkers), no on-hire window (TCE over the whole voyage), no ETS, canal dues or warnings. So its numbers are
 * not the engine's (bench:engine prints how far its position premiums are): it is a floor for arithmetic of
 * this size, and the ratio says how much the engine's structure costs on top.
 */
import type { GradeAmounts, SpeedRow, VoyageInput } from '../shared/voyage/index.js';

const DAY_MS = 86_400_000;
/** solve-lift.ts's convergence tolerance, t. */
const LIFT_TOLERANCE = 1e-7;

function ratesAt(table: readonly SpeedRow[], knots: number, out: Float64Array): void {
  let lo = -1;
  let hi = -1;
  for (let i = 0; i < table.length; i++) {
    const s = table[i]!.speed;
    if (s <= 0) continue;
    if (s <= knots && (lo < 0 || s > table[lo]!.speed)) lo = i;
    if (s >= knots && (hi < 0 || s < table[hi]!.speed)) hi = i;
  }
  const a = table[lo >= 0 ? lo : hi >= 0 ? hi : 0]!;
  const b = table[hi >= 0 ? hi : lo >= 0 ? lo : 0]!;
  if (lo >= 0 && hi >= 0 && b.speed > a.speed) {
    const t = (knots - a.speed) / (b.speed - a.speed);
    out[0] = a.hs + (b.hs - a.hs) * t;
    out[1] = a.ls + (b.ls - a.ls) * t;
    out[2] = a.mgo + (b.mgo - a.mgo) * t;
  } else {
    const k = a.speed > 0 ? (knots / a.speed) ** 3 : 0;
    out[0] = a.hs * k;
    out[1] = a.ls * k;
    out[2] = a.mgo * k;
  }
}

const dotPrice = (hs: number, ls: number, mgo: number, p: GradeAmounts) => hs * p.hs + ls * p.ls + mgo * p.mgo;

/**
 * Every fleet entry's position premium (tcEq own - tcEq at the reference's position) into `out`;
 * answers the CO2 and hire summed over all passes (so nothing is dead code to the compiler).
 */
export function plainLoop(input: VoyageInput, out: Float64Array): number {
  const { rows, fleet, order } = input;
  const ref = fleet.find((e) => e.isReferenceVessel) ?? fleet[0]!;
  const laycanStart = Date.parse(order.laycanStartDate);
  const rate = new Float64Array(3);
  const firstLoad = rows.findIndex((r) => r.operation === 'Loading');
  const lastLoad = rows.findLastIndex((r) => r.operation === 'Loading');
  let orderLimit = 0;
  for (const r of rows) if (r.operation === 'Loading') orderLimit += r.cargoQty * (1 + r.tolerance / 100);
  let co2 = 0;
  let hire = 0;
  for (let v = 0; v < fleet.length; v++) {
    const e = fleet[v]!;
    const vessel = e.vessel;
    let own = 0;
    for (let pos = 0; pos < 2; pos++) {
      const at = pos === 0 ? e : ref;
      const open = Date.parse(at.dateOpening);
      let lift = Math.min(orderLimit, vessel.vesselGrainCap / 1.3);
      let tce = 0;
      for (let pass = 0; pass < 2; pass++) {
        let clock = open;
        let hs = 0;
        let ls = 0;
        let mgo = 0;
        let bobAtLoad = 0;
        let revenue = 0;
        let portExp = 0;
        for (let i = 1; i < rows.length; i++) {
          const r = rows[i]!;
          const laden = r.lbmarker === 'laden';
          const table = laden ? vessel.laden : vessel.ballast;
          const sel = table[laden ? vessel.ladenSelected : vessel.ballastSelected]!;
          const knots = ((r.speedNormal > 0 ? r.speedNormal : sel.speed) - r.speedReduce) * (1 - r.speedFactor / 100);
          const distN = i === 1 && at.ballastDistNormal !== null ? at.ballastDistNormal : r.distNormal;
          const distE = i === 1 && at.ballastDistEca !== null ? at.ballastDistEca : r.distEca;
          const days = knots > 0 ? ((distN + distE) * (1 + r.dwf / 100)) / (24 * knots) : 0;
          ratesAt(table, knots, rate);
          const f = days * (1 + r.bnkrFactor / 100);
          const eca = distN + distE > 0 ? distE / (distN + distE) : 0;
          hs += rate[0]! * f * (vessel.scrubber ? 1 : 1 - eca);
          ls += rate[1]! * f + (vessel.scrubber ? 0 : rate[0]! * f * eca);
          mgo += rate[2]! * f;
          let arrival = clock + days * DAY_MS;
          if (i === firstLoad && laycanStart > arrival) arrival = laycanStart;
          const isCargo = r.operation === 'Loading' || r.operation === 'Discharging';
          const tx = isCargo ? (lift * r.cargoQty) / Math.max(orderLimit, 1) : 0;
          const working = isCargo && r.rate > 0 ? tx / r.rate : 0;
          const portDays = working * (r.factor > 0 ? r.factor : 1) + r.turnTime + r.extraDays;
          const w = r.operation === 'Loading' ? vessel.loading : vessel.discharging;
          hs += w.hs * working + vessel.idle.hs * (portDays - working);
          ls += w.ls * working + vessel.idle.ls * (portDays - working);
          mgo += w.mgo * working + vessel.idle.mgo * (portDays - working);
          clock = arrival + portDays * DAY_MS;
          if (i === lastLoad) bobAtLoad = e.bnkDel.hs + e.bnkDel.ls + e.bnkDel.mgo - (hs + ls + mgo);
          if (r.operation === 'Loading') revenue += tx * r.freight * (1 - (r.adcom + r.brokerage) / 100);
          portExp += r.portExp + r.other;
        }
        const allowed = vessel.vesselDwt - vessel.constants - vessel.freshWater - Math.max(0, bobAtLoad);
        const held = allowed >= lift - LIFT_TOLERANCE;
        lift = Math.max(0, Math.min(orderLimit, allowed));
        const voyageDays = (clock - open) / DAY_MS;
        const fuelCost = dotPrice(hs, ls, mgo, e.bnkPriceDelivery);
        const others = portExp + order.cve * voyageDays + order.insurance + order.miscExp;
        const result = revenue + order.miscRevenue - fuelCost - others;
        co2 += hs * 3.114 + ls * 3.151 + mgo * 3.206;
        hire += e.hirePerDay * voyageDays;
        tce = voyageDays > 0 ? result / voyageDays / (1 - order.tcAdcom / 100) : 0;
        // The engine's rule: a lift the vessel can take is the answer; otherwise one more pass at the allowed one.
        if (held) break;
      }
      if (pos === 0) own = tce;
      else out[v] = own - tce;
    }
  }
  return co2 + hire;
}
