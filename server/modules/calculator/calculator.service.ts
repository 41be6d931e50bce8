import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  calculateFleet,
  calculateFleetStream,
  EngineInputError,
  type FleetCalculation,
  type VesselResult,
} from '../../../shared/voyage/index.js';
import type { Em } from '../../db/orm.js';
import { badInput } from '../../errors/app-error.js';
import { assertRoute, type Actor } from '../auth/actor.js';
import { Order } from '../orders/order.entity.js';
import { Organization } from '../organizations/organization.entity.js';
import { SavedResult } from '../results/saved-result.entity.js';
import { User } from '../users/user.entity.js';
import { recordVoyageVersion } from '../versions/version-recorder.js';
import { euFlagOf, euFlagsByName } from '../ports/eu-flags.js';
import { withBallastLegs, type BallastRouting } from './ballast-legs.js';
import { withEuFlags } from './eu-flags.js';
import type { NormalisedCalculation } from './legacy-payload.js';
import { sameStoredJson } from './same-stored-json.js';
import { assertMayWrite } from '../api-tokens/token-scope.js';
import {
  sensitivityGrid,
  type SensitivityAxis,
  type VesselSensitivity,
} from '../../../shared/voyage/sensitivity-grid.js';
import { readSensitivityAxes } from './sensitivity.js';
import type { VesselOptimalSpeed } from '../../../shared/voyage/optimal-speed.js';
import { optimalSpeedsInTurns, readOptimalSpeedFleetIds } from './optimal-speed.js';
import { routeAlternatives, type VesselRouteAlternatives } from '../../../shared/voyage/route-alternatives.js';
import { alternativeLegs } from './route-alternatives/route-legs.js';
import { canalsOf, withLegCanals } from './route-alternatives/leg-canals.js';
import type { Canal, CanalDues } from '../../../shared/voyage/route-alternatives-dues.js';

export interface CalculationOutcome {
  /** One per fleet entry, in fleet order. */
  results: VesselResult[];
  referenceFleetId: string | null;
  /** The SavedResult stored by autoSave, and the fleet entry it is for; null when nothing was saved. */
  savedResultId: number | null;
  savedFleetId: string | null;
}

export interface StreamedVessel {
  vessel: VesselResult;
  /** 0-based position in the stream (the reference vessel comes first when there is one). */
  index: number;
  total: number;
}

/** Vessels priced on their route alternatives between two turns of the event loop. */
const ROUTE_VESSELS_PER_TURN = 20;

/** Column width of the saved voyage's text columns. */
const TEXT_COLUMN = 200;

/**
 * The calculator (route /calculator: ADMIN and Pricing; Sales may not calculate): the normalised
 * calculation in (REST and GraphQL read their requests with the same reader, legacy-payload.ts; each
 * vessel's ballast leg is routed at sea here unless the entry gives it), the engine's per-vessel results
 * out, and with autoSave the selected entry stored as a SavedResult of the actor's organization in one
 * transaction.
 */
export class CalculatorService {
  constructor(
    private readonly em: Em,
    private readonly routing: BallastRouting,
  ) {}

  async calculate(actor: Actor, request: NormalisedCalculation): Promise<CalculationOutcome> {
    assertRoute(actor, '/calculator');
    if (request.autoSave) assertMayWrite(actor);
    const calc = await this.prepare(request);
    const fleet = runEngine(calc, () => calculateFleet({ input: calc.input, options: calc.options }));
    return this.finish(actor, calc, fleet);
  }

  /**
   * Yields each vessel's result as soon as the engine has it, giving the event loop a turn between
   * vessels so the socket can flush; returns the same outcome as calculate() (autoSave included).
   */
  async *calculateStream(
    actor: Actor,
    request: NormalisedCalculation,
  ): AsyncGenerator<StreamedVessel, CalculationOutcome> {
    assertRoute(actor, '/calculator');
    if (request.autoSave) assertMayWrite(actor);
    const calc = await this.prepare(request);
    const engine = calculateFleetStream({ input: calc.input, options: calc.options });
    const total = calc.input.fleet.length;
    for (let index = 0; ; index++) {
      const step = runEngine(calc, () => engine.next());
      if (step.done) return this.finish(actor, calc, step.value);
      yield { vessel: step.value, index, total };
      await nextTurn();
    }
  }

  /**
   * TCE and profit of each fleet vessel over two market inputs (issue #21): the same preparation (EU/EEA
   * flags, routed ballast legs) and engine as calculate(); nothing is saved (autoSave is ignored).
   */
  async sensitivity(
    actor: Actor,
    request: NormalisedCalculation,
    columns: SensitivityAxis,
    rows: SensitivityAxis,
  ): Promise<VesselSensitivity[]> {
    assertRoute(actor, '/calculator');
    readSensitivityAxes(columns, rows);
    const calc = await this.prepare(request);
    return runEngine(calc, () => sensitivityGrid({ input: calc.input, columns, rows, options: calc.options }));
  }

  /**
   * The speeds that maximise each fleet vessel's TCE, laycan met, without and with a CII floor (issue #21
   * item 2): the same preparation and engine as calculate(); nothing is saved (autoSave is ignored).
   */
  async optimalSpeeds(
    actor: Actor,
    request: NormalisedCalculation,
    fleetIds?: readonly string[] | null,
  ): Promise<VesselOptimalSpeed[]> {
    assertRoute(actor, '/calculator');
    const ids = readOptimalSpeedFleetIds(request.input, fleetIds);
    const calc = await this.prepare(request);
    const run = <T>(fn: () => T) => runEngine(calc, fn);
    return optimalSpeedsInTurns({ input: calc.input, options: calc.options, fleetIds: ids, run });
  }

  /**
   * Each fleet vessel's voyage via Suez, Panama and the Cape where those differ, beside the shortest route
   * (issue #21 item 3): the same preparation and engine as calculate(), the legs routed again per route
   * (route-alternatives/route-legs.ts), canal dues added; nothing is saved (autoSave is ignored).
   */
  async routeAlternatives(
    actor: Actor,
    request: NormalisedCalculation,
    fleetIds: readonly string[] | null | undefined,
    dues: CanalDues,
  ): Promise<VesselRouteAlternatives[]> {
    assertRoute(actor, '/calculator');
    const ids = readOptimalSpeedFleetIds(request.input, fleetIds);
    const { base, alternatives } = await alternativeLegs(await this.withPortFlags(request), this.routing);
    // Up to four engine runs per vessel: a few vessels per turn of the event loop, as optimalSpeeds.
    const out: VesselRouteAlternatives[] = [];
    for (let i = 0; i < ids.length; i += ROUTE_VESSELS_PER_TURN) {
      const fleetIds = ids.slice(i, i + ROUTE_VESSELS_PER_TURN);
      out.push(
        ...runEngine(base, () =>
          routeAlternatives({ input: base.input, options: base.options, alternatives, dues, fleetIds }),
        ),
      );
      if (i + ROUTE_VESSELS_PER_TURN < ids.length) await nextTurn();
    }
    return out;
  }

  /**
   * What the server adds to a request: the EU/EEA flags it left out, each vessel's routed ballast leg, and
   * when the order charges canal dues, the canals each leg transits (route-alternatives/leg-canals.ts).
   */
  private async prepare(request: NormalisedCalculation): Promise<NormalisedCalculation> {
    const flagged = await this.withPortFlags(request);
    if (!flagged.input.order.canalDues) return withBallastLegs(flagged, this.routing);
    const ballast = new Map<number, Canal[]>();
    const routed = await withBallastLegs(flagged, this.routing, (i, leg) => ballast.set(i, canalsOf(leg)));
    return withLegCanals(routed, this.routing, ballast);
  }

  private withPortFlags(request: NormalisedCalculation): Promise<NormalisedCalculation> {
    return withEuFlags(request, async (names) => {
      const flags = await euFlagsByName(this.em, names);
      return (name) => euFlagOf(flags, name);
    });
  }

  private async finish(
    actor: Actor,
    calc: NormalisedCalculation,
    fleet: FleetCalculation,
  ): Promise<CalculationOutcome> {
    const saved = calc.autoSave ? await this.save(actor, calc, fleet.results) : null;
    return {
      results: fleet.results,
      referenceFleetId: fleet.referenceFleetId,
      savedResultId: saved?.id ?? null,
      savedFleetId: saved?.fleetId ?? null,
    };
  }

  /**
   * Stores the entry marked selectedForSave (with a label); nothing when none is marked. A press of
   * Calculate & Save that changes nothing stores nothing new (issue #12): when the actor's organization
   * already has a saved voyage with the same identity, its id is answered instead. The identity is the
   * organization, the label, the order (or none), the vessel name, and the stored inputs and result
   * exactly (the order as sent, its port operations, the fleet entry, the calculated result; key order
   * aside). Any change of an input or of the result (another day's routing, a new engine) is a new voyage;
   * who pressed it is not part of it (a colleague's identical voyage is the same voyage). The look-up and
   * the insert are one transaction.
   */
  private async save(
    actor: Actor,
    calc: NormalisedCalculation,
    results: VesselResult[],
  ): Promise<{ id: number; fleetId: string } | null> {
    const target = calc.saveTarget;
    const result = target ? results.find((r) => r.fleetId === target.fleetId) : undefined;
    if (!target || !result) return null;
    const rows = calc.input.rows;
    const firstLoadPort = rows.find((r) => r.operation === 'Loading')?.port ?? null;
    const lastDischargePort = rows.findLast((r) => r.operation === 'Discharging')?.port ?? null;
    const fleetSnapshot = calc.snapshot.fleet[calc.input.fleet.findIndex((e) => e.id === target.fleetId)] ?? {};
    const column = (s: string | null) => (s === null ? null : s.slice(0, TEXT_COLUMN));
    return this.em.transactional(async (tx) => {
      // An order of another organization is not an error: the saved voyage is just not linked to it.
      const order =
        calc.orderId === null
          ? null
          : await tx.findOne(Order, { id: calc.orderId, organization: actor.organizationId });
      const stored = {
        saveLabel: target.saveLabel,
        vesselName: column(result.vesselName) ?? '',
        orderName: column(calc.orderName) ?? '',
        firstLoadPort: column(firstLoadPort),
        lastDischargePort: column(lastDischargePort),
        loadQuantity: result.cargoCarried,
        calculatorResult: JSON.parse(JSON.stringify(result)) as Record<string, unknown>,
        cargoOrder: calc.snapshot.clientQuery,
        fleet: fleetSnapshot,
        portOperation: calc.snapshot.cargoList,
      };
      const candidates = await tx.find(SavedResult, {
        organization: actor.organizationId,
        saveLabel: stored.saveLabel,
        vesselName: stored.vesselName,
        order: order ? order.id : null,
      });
      const same = candidates.find(
        (c) =>
          sameStoredJson(c.calculatorResult, stored.calculatorResult) &&
          sameStoredJson(c.cargoOrder, stored.cargoOrder) &&
          sameStoredJson(c.fleet, stored.fleet) &&
          sameStoredJson(c.portOperation, stored.portOperation),
      );
      if (same) return { id: same.id, fleetId: target.fleetId };
      const saved = tx.create(SavedResult, {
        ...stored,
        order,
        createdBy: tx.getReference(User, actor.id),
        organization: tx.getReference(Organization, actor.organizationId),
      });
      await tx.flush();
      await recordVoyageVersion(tx, actor, saved);
      return { id: saved.id, fleetId: target.fleetId };
    });
  }
}

/** Runs the engine; its EngineInputError becomes BAD_USER_INPUT naming the field as the client sent it. */
function runEngine<T>(calc: NormalisedCalculation, fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    // Past the input limits only absurd margins remain that could push the timeline beyond all dates.
    if (err instanceof RangeError && err.message === 'Invalid time value') {
      throw badInput('cargoList: the voyage never ends (check distances, speeds, rates and margins)', 'cargoList');
    }
    if (!(err instanceof EngineInputError)) throw err;
    const field = clientField(err.field, calc.rowSource);
    const message = err.message.includes(err.field)
      ? err.message.replaceAll(err.field, field)
      : `${field}: ${err.message}`;
    throw badInput(message, field);
  }
}

/** The engine numbers rows in calculation order; the client numbered them in cargoList order. */
function clientField(field: string, rowSource: (number | null)[]): string {
  return field.replace(/^cargoList\[(\d+)\]/, (whole, i: string) => {
    const src = rowSource[Number(i)];
    return src === undefined ? whole : src === null ? 'cargoList' : `cargoList[${src}]`;
  });
}
