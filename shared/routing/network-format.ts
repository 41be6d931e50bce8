import { RoutingError } from './routing-error.js';
import { BLOCK_SHIFT, decodePlane, encodePlane } from './sea-raster.js';
import {
  CELL_LAND,
  CELL_OFFING,
  type LaneGate,
  type NetworkArtifact,
  type PassageInfo,
  type SeaRaster,
} from './types.js';

/**
 * Binary artifact: 8-byte magic, u32 header length, JSON header, then 4-byte aligned sections
 * (little-endian): lat f32[n], lng f32[n], kind u8[n], edgeA u32[m], edgeB u32[m], dist f32[m],
 * passage u8[m], land plane RLE, offing plane RLE, ALT landmark distances f32[k * n], arc-flag regions u8[n] and
 * flags u32[2m] (ADR 0033). The version is a hash of the sections.
 */
const MAGIC = 'SEANET01';

interface Header {
  version: string;
  nodes: number;
  edges: number;
  passages: PassageInfo[];
  lanes?: LaneGate[];
  raster: { width: number; height: number; cellDeg: number };
  anchorExemptNm: number;
  landmarks?: number;
  sections: Record<string, [number, number]>;
}

export interface NetworkInput {
  lat: ArrayLike<number>;
  lng: ArrayLike<number>;
  kind: ArrayLike<number>;
  edgeA: ArrayLike<number>;
  edgeB: ArrayLike<number>;
  edgeDist: ArrayLike<number>;
  edgePassage: ArrayLike<number>;
  passages: PassageInfo[];
  lanes?: LaneGate[];
  raster: SeaRaster;
  anchorExemptNm: number;
  /** ALT landmark distances, row-major [landmark][node] (optional). */
  landmarks?: Float32Array;
  /** Arc flags (optional, ADR 0033): region per node, region bits per directed edge (2e: edgeA -> edgeB). */
  arcRegions?: Uint8Array;
  arcFlags?: Uint32Array;
}

/** FNV-1a over the bytes, two seeds, 16 hex chars. */
export function hashBytes(bytes: Uint8Array): string {
  let h1 = 0x811c9dc5,
    h2 = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] as number;
    h1 = Math.imul(h1 ^ b, 0x01000193);
    h2 = Math.imul(h2 ^ b, 0x01000193) ^ (h2 >>> 13);
  }
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}

const pad4 = (n: number) => (n + 3) & ~3;

/** Serialise a network (used by the build script). */
export function encodeNetwork(net: NetworkInput): Uint8Array {
  const n = net.lat.length,
    m = net.edgeA.length;
  const parts: [string, Uint8Array][] = [
    ['lat', new Uint8Array(Float32Array.from(net.lat).buffer)],
    ['lng', new Uint8Array(Float32Array.from(net.lng).buffer)],
    ['kind', Uint8Array.from(net.kind)],
    ['edgeA', new Uint8Array(Uint32Array.from(net.edgeA).buffer)],
    ['edgeB', new Uint8Array(Uint32Array.from(net.edgeB).buffer)],
    ['dist', new Uint8Array(Float32Array.from(net.edgeDist).buffer)],
    ['passage', Uint8Array.from(net.edgePassage)],
    ['land', encodePlane(net.raster, CELL_LAND)],
    ['offing', encodePlane(net.raster, CELL_OFFING)],
  ];
  if (net.landmarks)
    parts.push(['landmarks', new Uint8Array(net.landmarks.buffer, net.landmarks.byteOffset, net.landmarks.byteLength)]);
  if (net.arcRegions && net.arcFlags) {
    parts.push(['arcRegion', Uint8Array.from(net.arcRegions)]);
    parts.push(['arcFlags', new Uint8Array(net.arcFlags.buffer, net.arcFlags.byteOffset, net.arcFlags.byteLength)]);
  }
  const sections: Record<string, [number, number]> = {};
  let off = 0;
  for (const [name, b] of parts) {
    sections[name] = [off, b.length];
    off = pad4(off + b.length);
  }
  const body = new Uint8Array(off);
  for (const [name, b] of parts) body.set(b, (sections[name] as [number, number])[0]);
  const { width, height, cellDeg } = net.raster;
  // The version covers the sections and the routing metadata (passages, lane gates) that change costs.
  const meta = new TextEncoder().encode(JSON.stringify([net.passages, net.lanes ?? [], net.anchorExemptNm]));
  const hashed = new Uint8Array(body.length + meta.length);
  hashed.set(body);
  hashed.set(meta, body.length);
  const header: Header = {
    version: hashBytes(hashed),
    nodes: n,
    edges: m,
    passages: net.passages,
    lanes: net.lanes ?? [],
    raster: { width, height, cellDeg },
    anchorExemptNm: net.anchorExemptNm,
    landmarks: net.landmarks ? net.landmarks.length / n : 0,
    sections,
  };
  const hb = new TextEncoder().encode(JSON.stringify(header));
  const headLen = pad4(12 + hb.length);
  const out = new Uint8Array(headLen + body.length);
  out.set(new TextEncoder().encode(MAGIC), 0);
  new DataView(out.buffer).setUint32(8, hb.length, true);
  out.set(hb, 12);
  out.set(body, headLen);
  return out;
}

/** Decode the artifact bytes (from a file, fetch or bundle) into a NetworkArtifact. */
export function parseNetwork(input: Uint8Array | ArrayBuffer): NetworkArtifact {
  // A plain Uint8Array view: Node Buffers' slice() shares memory, Uint8Array's copies (aligned sections).
  const bytes =
    input instanceof Uint8Array
      ? new Uint8Array(input.buffer, input.byteOffset, input.byteLength)
      : new Uint8Array(input);
  if (bytes.length < 12 || new TextDecoder().decode(bytes.subarray(0, 8)) !== MAGIC) {
    throw new RoutingError('BAD_NETWORK', 'Not a sea network artifact (bad magic)');
  }
  const hl = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(8, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + hl))) as Header;
  const base = pad4(12 + hl);
  const sec = (name: string): Uint8Array => {
    const s = header.sections[name];
    if (!s) throw new RoutingError('BAD_NETWORK', `Sea network artifact lacks section ${name}`);
    return bytes.slice(base + s[0], base + s[0] + s[1]);
  };
  const f32 = (name: string) => new Float32Array(sec(name).buffer);
  const { width, height, cellDeg } = header.raster;
  const cells = new Uint8Array(width * height);
  // Open-water blocks (legIsClear skips them); only when the raster divides into whole blocks.
  const size = 1 << BLOCK_SHIFT;
  const blocks =
    width % size === 0 && height % size === 0 ? new Uint8Array((width / size) * (height / size)) : undefined;
  decodePlane(sec('land'), width, height, CELL_LAND, cells, blocks);
  decodePlane(sec('offing'), width, height, CELL_OFFING, cells, blocks);
  return {
    version: header.version,
    lat: Float64Array.from(f32('lat')),
    lng: Float64Array.from(f32('lng')),
    kind: sec('kind'),
    edgeA: new Uint32Array(sec('edgeA').buffer),
    edgeB: new Uint32Array(sec('edgeB').buffer),
    edgeDist: f32('dist'),
    edgePassage: sec('passage'),
    passages: header.passages,
    lanes: header.lanes ?? [],
    raster: { width, height, cellDeg, cells, ...(blocks ? { blocks } : {}) },
    anchorExemptNm: header.anchorExemptNm,
    landmarkCount: header.landmarks ?? 0,
    landmarks: header.landmarks ? f32('landmarks') : new Float32Array(0),
    ...(header.sections['arcFlags']
      ? { arcRegions: sec('arcRegion'), arcFlags: new Uint32Array(sec('arcFlags').buffer) }
      : {}),
  };
}
