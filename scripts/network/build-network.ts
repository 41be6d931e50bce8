/**
 * npm run network:build -> server/modules/routing/data/sea-network.bin
 * Natural Earth land (world-atlas 10m) -> land raster + polar ice blocks + curated keep-outs -> distance
 * field -> offing plane -> generated nodes + curated routing points -> visibility edges -> ALT landmarks -> arc
 * flags (ADR 0033) -> binary artifact.
 * Deterministic: the same inputs give the same bytes and version.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeNetwork, parseNetwork } from '../../shared/routing/network-format.js';
import { CELL_LAND, CELL_OFFING, type SeaRaster } from '../../shared/routing/types.js';
import { buildGraph, type GraphParams } from './build-graph.js';
import { CELL_DEG, HEIGHT, WIDTH, distanceField, paintPolygons, rasteriseLand } from './land-raster.js';
import { ARC_REGIONS, arcRegions, computeArcFlags } from './arc-flags.js';
import { computeLandmarks } from './landmarks.js';
import { WATER_AREAS } from './approaches/index.js';
import { KEEP_OUT, LANE_GATES, PASSAGES } from './routing-points.js';

/** NETWORK_OUT writes elsewhere (experiments beside the committed artifact). */
const OUT =
  process.env['NETWORK_OUT'] ??
  resolve(dirname(fileURLToPath(import.meta.url)), '../../server/modules/routing/data/sea-network.bin');
/** Generated legs keep this far from land (nm). */
const OFFING_EDGE_NM = 7;
/** ALT landmarks stored in the artifact (4 bytes per node each). */
const LANDMARKS = 16;
const PARAMS: GraphParams = {
  offingNodeNm: 12,
  coastBlockDeg: 0.5,
  oceanStepDeg: 2.5,
  rangeNm: 500,
  perSector: 2,
  anchorExemptNm: 25,
};

/** Ice: no Northern Sea Route or Northwest Passage, no Antarctic waters. */
function blockPolar(land: Uint8Array): void {
  for (let row = 0; row < HEIGHT; row++) {
    const lat = 90 - (row + 0.5) * CELL_DEG;
    for (let col = 0; col < WIDTH; col++) {
      const lng = -180 + (col + 0.5) * CELL_DEG;
      if (lat > 72 || lat < -60 || (lat > 66.5 && lng > -125 && lng < -62)) land[row * WIDTH + col] = 1;
    }
  }
}

function main(): void {
  const t0 = Date.now();
  const land = rasteriseLand();
  blockPolar(land);
  // Lakes that the land polygons cover (the Great Lakes, reached through the Seaway) become water.
  const lakes = new Uint8Array(WIDTH * HEIGHT);
  paintPolygons(
    lakes,
    WATER_AREAS.map((w) => w.ring),
  );
  for (let i = 0; i < lakes.length; i++) if (lakes[i]) land[i] = 0;
  const log = (msg: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(1)} s] ${msg}`);
  log('land raster');
  const keep = new Uint8Array(WIDTH * HEIGHT);
  paintPolygons(
    keep,
    KEEP_OUT.map((k) => k.ring),
  );
  // Keep-outs count as coast for the offing, so generated nodes and legs also round them.
  const blocked = Uint8Array.from(land, (v, i) => v | (keep[i] as number));
  const dist = distanceField(blocked);
  log('distance field');
  const cells = new Uint8Array(WIDTH * HEIGHT);
  for (let i = 0; i < cells.length; i++) {
    if (land[i]) cells[i] = CELL_LAND | CELL_OFFING;
    else if ((dist[i] as number) < OFFING_EDGE_NM || keep[i]) cells[i] = CELL_OFFING;
  }
  const raster: SeaRaster = { width: WIDTH, height: HEIGHT, cellDeg: CELL_DEG, cells };
  const g = buildGraph(raster, dist, PARAMS);
  log(`graph: ${g.lat.length} nodes, ${g.edgeA.length} edges`);
  // Seed: the node nearest 0 N 0 E (Gulf of Guinea, main sea area).
  let seed = 0;
  for (let i = 1; i < g.lat.length; i++)
    if (Math.hypot(g.lat[i] as number, g.lng[i] as number) < Math.hypot(g.lat[seed] as number, g.lng[seed] as number))
      seed = i;
  const landmarks = computeLandmarks(
    { n: g.lat.length, edgeA: g.edgeA, edgeB: g.edgeB, edgeDist: g.edgeDist },
    LANDMARKS,
    seed,
  );
  log(`${LANDMARKS} landmarks`);
  const input = {
    ...g,
    passages: PASSAGES,
    lanes: LANE_GATES,
    raster,
    anchorExemptNm: PARAMS.anchorExemptNm,
    landmarks,
  };
  // Arc flags from the network as the router reads it (float32 positions and lengths, its own base costs).
  const read = parseNetwork(encodeNetwork(input));
  const arcRegion = arcRegions(read, ARC_REGIONS);
  const arcFlags = computeArcFlags(read, arcRegion, (done, all) => {
    if (done === all) log(`arc flags: ${ARC_REGIONS} regions, ${all} boundary nodes`);
  });
  const bytes = encodeNetwork({ ...input, arcRegions: arcRegion, arcFlags });
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, bytes);
  log(`wrote ${OUT} (${(bytes.length / 1e6).toFixed(2)} MB)`);
}

main();
