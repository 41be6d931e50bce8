import type { Position } from './timeline-types.js';
import type { FleetEntryInput } from './types.js';

/**
 * A fleet entry's own position: where and when it opens, and its ballast distances when given.
 * `openMs`: the opening date already parsed (epoch ms), when the caller has it.
 */
export const positionOf = (e: FleetEntryInput, openMs: number = Date.parse(e.dateOpening)): Position => ({
  dateOpening: e.dateOpening,
  openMs,
  port: e.port,
  isEuOpenPort: e.isEuOpenPort,
  ballastDistNormal: e.ballastDistNormal,
  ballastDistEca: e.ballastDistEca,
  ballastCanals: e.ballastCanals ?? null,
});
