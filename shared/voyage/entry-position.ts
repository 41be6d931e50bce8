import type { Position } from './timeline-types.js';
import type { FleetEntryInput } from './types.js';

/** A fleet entry's own position: where and when it opens, and its ballast distances when given. */
export const positionOf = (e: FleetEntryInput): Position => ({
  dateOpening: e.dateOpening,
  openMs: Date.parse(e.dateOpening),
  port: e.port,
  isEuOpenPort: e.isEuOpenPort,
  ballastDistNormal: e.ballastDistNormal,
  ballastDistEca: e.ballastDistEca,
  ballastCanals: e.ballastCanals ?? null,
});
