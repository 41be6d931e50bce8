/** One stop of a route as the map request sends it: a port by name, or a position when it is known. */
export interface RoutePoint {
  name: string;
  lat: number | null;
  lng: number | null;
  /** What the stop is for: Opening, Loading, Discharging, Bunkering... */
  role: string;
}

/** A placeholder "to be nominated" port carries no position: it cannot be routed. */
const PLACEHOLDER_PORTS = new Set(['', 'tbn', 'tba']);

export function isRoutablePort(name: string | null | undefined): name is string {
  return typeof name === 'string' && !PLACEHOLDER_PORTS.has(name.trim().toLowerCase());
}

function finite(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The request's portList entry: the position wins when known (a user-added place has no port id). */
export function toRouteInput(point: RoutePoint): { name?: string; lat?: number; lng?: number } {
  if (point.lat !== null && point.lng !== null) return { name: point.name, lat: point.lat, lng: point.lng };
  return { name: point.name };
}

interface OperationLike {
  operation: string;
  port?: string | null;
  lat?: unknown;
  lng?: unknown;
}

/** Title-cases an operation type whether the API wrote it COMMENCE or Commence. */
export function operationLabel(operation: string): string {
  const lower = operation.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/**
 * The stops of a voyage in order: the vessel's opening port when given (the Commence row stands for it),
 * else a routable Commence port, then every other row with a routable port. Consecutive repeats of the
 * same port are dropped, since a zero-length leg draws nothing.
 */
export function routePointsOf(args: {
  operations: readonly OperationLike[];
  opening?: { port?: string | null; lat?: unknown; lng?: unknown } | null;
}): RoutePoint[] {
  const points: RoutePoint[] = [];
  const push = (p: RoutePoint) => {
    const last = points[points.length - 1];
    if (last && last.name.toLowerCase() === p.name.toLowerCase()) return;
    points.push(p);
  };
  const opening = args.opening;
  if (opening && isRoutablePort(opening.port)) {
    push({ name: opening.port.trim(), lat: finite(opening.lat), lng: finite(opening.lng), role: 'Opening' });
  }
  args.operations.forEach((row, i) => {
    const role = operationLabel(row.operation);
    if (i === 0 && role === 'Commence' && points.length > 0) return;
    if (!isRoutablePort(row.port)) return;
    push({ name: row.port.trim(), lat: finite(row.lat), lng: finite(row.lng), role });
  });
  return points;
}
