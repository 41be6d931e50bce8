import { CALCULATION_FIELDS, type FieldSpec, type FieldTable } from '../../../shared/contract/calculation/index.js';
import type { NormalisedCalculation } from '../calculator/legacy-payload.js';
import { normaliseLegacyPayload } from '../calculator/legacy-payload.js';
import { CONTRACT_ENUMS } from '../calculator/calculator.inputs.js';

/** A closed set's GraphQL enum name (SINGLE_FREIGHT) as the value the reader takes ('Single Freight'); else as is. */
function enumValue(spec: FieldSpec, value: unknown): unknown {
  if (!('graphqlEnum' in spec) || !spec.graphqlEnum || typeof value !== 'string') return value;
  const members = CONTRACT_ENUMS[spec.graphqlEnum] as Record<string, string> | undefined;
  return members && Object.hasOwn(members, value) ? members[value] : value;
}

function walk(table: FieldTable, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(value)) {
    const spec = table[name] ?? Object.values(table).find((s) => s.aliases?.includes(name));
    if (!spec) out[name] = v;
    else if (spec.kind === 'record') out[name] = walk(spec.fields, v);
    else if (spec.kind === 'list') out[name] = Array.isArray(v) ? v.map((item) => walk(spec.fields, item)) : v;
    else out[name] = enumValue(spec, v);
  }
  return out;
}

/**
 * The export's request: the calculation payload of POST /calculate/multiple/old (what the web sends as the
 * `calculate` mutation's `payload`: closed sets as the contract's values), or the same payload shaped as
 * the mutation's typed CalculateInput, whose closed sets are GraphQL enum names. Such names become the
 * contract's values (as GraphQL's own coercion does); contract values pass as they are. Then the one reader
 * of both APIs reads it: same defaults, limits, messages and field paths.
 */
export function readExportPayload(body: unknown): NormalisedCalculation {
  return normaliseLegacyPayload(walk(CALCULATION_FIELDS, body));
}
