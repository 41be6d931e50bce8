import { GraphQLError, GraphQLScalarType, valueFromASTUntyped } from 'graphql';
import { Arg } from 'type-graphql';
import type { CalculationRequest } from '../../../shared/contract/calculation/index.js';
import { badInput } from '../../errors/app-error.js';
import { normaliseCalculateInput, normaliseLegacyPayload, type NormalisedCalculation } from './legacy-payload.js';

/**
 * The calculation payload as ONE GraphQL value (ADR 0021, addendum 5): the `payload` argument beside the
 * typed `input` of calculate, calculationStream, sensitivity, optimalSpeeds and routeAlternatives.
 *
 * graphql-js coerces a typed `input` field by field (about 120 declared fields and aliases per vessel
 * record: 10-12 ms of CPU for 200 vessels); this scalar hands the value over as the client sent it, and the
 * reader REST uses (`normaliseLegacyPayload`, legacy-payload.ts) checks all of it. So a payload is read,
 * defaulted and refused exactly as POST /calculate/multiple/old reads its JSON body.
 */
export const CalculationPayloadScalar = new GraphQLScalarType({
  name: 'CalculationPayload',
  description:
    'The calculation payload as one JSON object: the body of POST /calculate/multiple/old (spec 1 section 3: ' +
    'clientQuery, cargoList, cargoExtraDetails, fleetList, autoSave, options), with the same field names, ' +
    "aliases and values as CalculateInput; a fleet entry's vessel may be an object or the legacy JSON string. " +
    'It is read by the same rules as REST (and as `input`): defaults, limits, and refusals as BAD_USER_INPUT ' +
    'with the field and message REST gives. An alternative to `input` for clients that already hold the ' +
    'payload as JSON: exactly one of the two is given.',
  // Not walked here: the reader checks every field (that is the point of this scalar).
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
  serialize: () => {
    throw new GraphQLError('CalculationPayload is an input type only');
  },
});

/** The `payload` argument: the same calculation as one value, read as REST reads its body (ADR 0021, addendum 5). */
export const PAYLOAD_ARG_DOC =
  'The calculation payload as one JSON value, as POST /calculate/multiple/old receives it (see CalculationPayload); ' +
  'read by the same rules as `input`. Give this or `input`, not both.';

/** The end of every `input` argument's description where `payload` is offered beside it. */
export const EITHER_INPUT_OR_PAYLOAD = ' Give this or `payload`, not both.';

/** The optional `payload` argument, declared alike on every resolver that offers it. */
export function CalculationPayloadArg() {
  return Arg('payload', () => CalculationPayloadScalar, { nullable: true, description: PAYLOAD_ARG_DOC });
}

/**
 * The calculation of a resolver that takes `input` or `payload`: exactly one of the two, read by the
 * contract's reader (the typed input as before; the payload as REST reads its body).
 */
export function readCalculation(input: CalculationRequest | null | undefined, payload: unknown): NormalisedCalculation {
  const hasInput = input !== null && input !== undefined;
  const hasPayload = payload !== null && payload !== undefined;
  if (hasInput && hasPayload) throw badInput('Give the calculation as input or as payload, not both', 'payload');
  if (hasPayload) return normaliseLegacyPayload(payload);
  if (!hasInput) throw badInput('The calculation is required: give input (CalculateInput) or payload', 'input');
  return normaliseCalculateInput(input);
}
