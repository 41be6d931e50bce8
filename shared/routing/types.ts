/** Public and artifact types of the sea router. Distances are nautical miles (1,852 m). */

export interface RoutePoint {
  lat: number;
  lng: number;
  name?: string;
}

export interface VesselDims {
  /** Maximum draft in metres. */
  draftM?: number;
  /** Length overall in metres. */
  loaM?: number;
  /** Beam in metres (St Lawrence Seaway). */
  beamM?: number;
}

export interface RouteOptions {
  avoidSuez?: boolean;
  avoidPanama?: boolean;
  avoidSingapore?: boolean;
  avoidJwc?: boolean;
  avoidHra?: boolean;
  minimiseEca?: boolean;
  /** Restricted passages (Kiel Canal) are used only when the vessel is given and fits. */
  vessel?: VesselDims;
  /** ISO date (YYYY-MM-DD): which areas are in force. Default: today, as passed by the caller. */
  date?: string;
}

export type Position = [number, number];
export type LineGeometry =
  { type: 'LineString'; coordinates: Position[] } | { type: 'MultiLineString'; coordinates: Position[][] };

export interface RouteLeg {
  /** Total sea distance, nm. */
  distance: number;
  /** Miles outside ECAs in force on the route date; distNormal + distEca === distance. */
  distNormal: number;
  distEca: number;
  /** Miles inside HRA / JWC listed areas in force on the route date (informative, may overlap ECAs). */
  distHra: number;
  distJwc: number;
  /** Named passages in route order, e.g. ['Suez Canal', 'Bab el-Mandeb']. */
  passages: string[];
  /** Route line in [lng, lat], split at the antimeridian into a MultiLineString when it crosses it. */
  geometry: LineGeometry;
  /**
   * The parts of the route inside ECAs in force on the route date, [lng, lat], as a MultiLineString split at
   * the antimeridian like `geometry`; null when distEca is 0. Cut with distEca, so their lengths agree.
   */
  ecaGeometry?: LineGeometry | null;
}

/** A named passage (canal or strait) some edges belong to. */
export interface PassageInfo {
  name: string;
  /** Option that excludes it: avoidSuez -> 'suez', and so on. */
  avoid?: 'suez' | 'panama' | 'singapore';
  maxDraftM?: number;
  maxLoaM?: number;
  maxBeamM?: number;
  /**
   * An access passage (the St Lawrence Seaway, the only way into the Great Lakes): open when the vessel is not
   * given, closed only when a given dimension exceeds its limit. Without it a restricted passage (the Kiel
   * Canal, a shortcut) is used only when the vessel's draft and LOA are given and fit.
   */
  openUnlessExceeded?: boolean;
  /**
   * Customary-route preference: an edge crossing `gate` ([lat, lng] ends) costs `preferenceNm` more in the
   * search (the reported distance is unchanged), so the passage is used only when it saves more than that.
   */
  preferenceNm?: number;
  gate?: [[number, number], [number, number]];
}

/**
 * Customary track ("lane gate"): an edge crossing the gate line ([lat, lng] ends) costs `preferenceNm` more in
 * the search (reported distances are unchanged), and string pulling never straightens a line across it. Used
 * where published routes follow a lane that a true shortest path would cut (the Gulf Stream off Florida).
 */
export interface LaneGate {
  name: string;
  gate: [[number, number], [number, number]];
  preferenceNm: number;
}

/** Node kinds: generated from land geometry, curated routing point, channel interior (canal/river). */
export const NODE_GENERATED = 0;
export const NODE_WAYPOINT = 1;
export const NODE_CHANNEL = 2;

/** Raster cells: bit 1 = land (hard), bit 2 = inside the coastal offing (generated legs keep out). */
export const CELL_LAND = 1;
export const CELL_OFFING = 2;

export interface SeaRaster {
  width: number;
  height: number;
  /** Cell size in degrees; row 0 starts at 90 N, column 0 at 180 W. */
  cellDeg: number;
  cells: Uint8Array;
  /**
   * Per block of BLOCK x BLOCK cells (row-major, width / BLOCK per row), 1 when any of its cells is non-zero:
   * lets legIsClear skip open water. Set by parseNetwork; absent on rasters built in memory.
   */
  blocks?: Uint8Array;
}

/** The decoded network. Edges are undirected and stored once (a < b). */
export interface NetworkArtifact {
  version: string;
  lat: Float64Array;
  lng: Float64Array;
  kind: Uint8Array;
  edgeA: Uint32Array;
  edgeB: Uint32Array;
  edgeDist: Float32Array;
  /** Passage index + 1, or 0. */
  edgePassage: Uint8Array;
  passages: PassageInfo[];
  /** Customary-track gates (empty when absent). */
  lanes?: LaneGate[];
  raster: SeaRaster;
  /** nm from a curated point within which a leg may run through the offing zone. */
  anchorExemptNm: number;
  /** ALT landmarks: count and graph distances (nm), row-major [landmark][node]; 0 / empty when absent. */
  landmarkCount?: number;
  landmarks?: Float32Array;
  /** Arc flags (ADR 0033, arc-flags.ts): region per node and region bits per directed edge; absent in old files. */
  arcRegions?: Uint8Array;
  arcFlags?: Uint32Array;
}
