import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  calculateFleet,
  EngineInputError,
  prepareFleet,
  type PreparedFleet,
  type VesselResult,
  type VesselResultLight,
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
import type { RunSource } from './run-source.js';
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

export interface CalculationOutcome<R = VesselResult> {
  /** One per fleet entry, in fleet order; light results (ADR 0032) when the request asked for them. */
  results: R[];
  referenceFleetId: string | null;
  /** The SavedResult stored by autoSave, and the fleet entry it is for; null when nothing was saved. */
  savedResultId: number | null;
  savedFleetId: string | null;
}

export interface StreamedVessel<R = VesselResult | VesselResultLight> {
  vessel: R;
  /** 0-based position in the stream (the reference vessel comes first when there is one). */
  index: number;
  total: number;
  referenceFleetId: string | null;
  /** What the run's vessels are computed from: a vessel's full result is prepareFleet(source).vessel(id). */
  source: RunSource;
}

/**
 * A request whose answer shows neither the row table nor the explanation (ADR 0032): its results are light.
 * A plain NormalisedCalculation is answered in full. A saved voyage is always stored whole.
 */
export type LightRequest = NormalisedCalculation & { depth: 'light' };

const isLight = (request: NormalisedCalculation) => (request as Partial<LightRequest>).depth === 'light';

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

  calculate(actor: Actor, request: LightRequest): Promise<CalculationOutcome<VesselResult | VesselResultLight>>;
  calculate(actor: Actor, request: NormalisedCalculation): Promise<CalculationOutcome>;
  async calculate(
    actor: Actor,
    request: NormalisedCalculation,
  ): Promise<CalculationOutcome<VesselResult | VesselResultLight>> {
    assertRoute(actor, '/calculator');
    if (request.autoSave) assertMayWrite(actor);
    const calc = await this.prepare(request);
    const source = { input: calc.input, options: calc.options };
    if (!isLight(request)) {
      const fleet = runEngine(calc, () => calculateFleet(source));
      return this.finish(actor, calc, fleet.results, fleet.referenceFleetId, (id) =>
        fleet.results.find((r) => r.fleetId === id),
      );
    }
    const fleet = runEngine(calc, () => calculateFleet({ ...source, describe: 'light' }));
    return this.finish(actor, calc, fleet.results, fleet.referenceFleetId, (id) => wholeOf(calc, id));
  }

  /**
   * Yields each vessel's result as soon as the engine has it, giving the event loop a turn between
   * vessels so the socket can flush; returns the same outcome as calculate() (autoSave included).
   */
  async *calculateStream(
    actor: Actor,
    request: NormalisedCalculation,
  ): AsyncGenerator<StreamedVessel, CalculationOutcome<VesselResult | VesselResultLight>> {
    assertRoute(actor, '/calculator');
    if (request.autoSave) assertMayWrite(actor);
    const calc = await this.prepare(request);
    const source: RunSource = { input: calc.input, options: calc.options };
    const fleet: PreparedFleet = runEngine(calc, () => prepareFleet(source));
    const light = isLight(request);
    const describe = light ? fleet.light : fleet.full;
    const total = calc.input.fleet.length;
    const byId = new Map<string, VesselResult | VesselResultLight>();
    for (const [index, entry] of fleet.order.entries()) {
      const vessel = runEngine(calc, () => describe(entry));
      byId.set(entry.id, vessel);
      yield { vessel, index, total, referenceFleetId: fleet.referenceFleetId, source };
      await nextTurn();
    }
    const results = calc.input.fleet.map((e) => byId.get(e.id) as VesselResult | VesselResultLight);
    const whole = (id: string) =>
      light ? runEngine(calc, () => fleet.vessel(id)) : (byId.get(id) as VesselResult | undefined);
    return this.finish(actor, calc, results, fleet.referenceFleetId, whole);
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

  /** The outcome, with autoSave's voyage stored; `whole` answers a fleet entry's full result (for the save). */
  private async finish(
    actor: Actor,
    calc: NormalisedCalculation,
    results: (VesselResult | VesselResultLight)[],
    referenceFleetId: string | null,
    whole: (fleetId: string) => VesselResult | null | undefined,
  ): Promise<CalculationOutcome<VesselResult | VesselResultLight>> {
    const saved = calc.autoSave ? await this.save(actor, calc, whole) : null;
    return {
      results,
      referenceFleetId,
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
    whole: (fleetId: string) => VesselResult | null | undefined,
  ): Promise<{ id: number; fleetId: string } | null> {
    const target = calc.saveTarget;
    const result = target ? whole(target.fleetId) : undefined;
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

/** One fleet entry's full result from the prepared calculation (the light answers' saved voyage, ADR 0032). */
function wholeOf(calc: NormalisedCalculation, fleetId: string): VesselResult | null {
  return runEngine(calc, () => prepareFleet({ input: calc.input, options: calc.options }).vessel(fleetId));
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
