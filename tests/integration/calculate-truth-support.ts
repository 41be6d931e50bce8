import { expect } from 'vitest';
import { asGraphqlInput } from '../fixtures/estimate-formats.js';
import type { EstimatePayload } from '../fixtures/estimates.js';
import { gql } from '../helpers/api.js';
import { CALCULATE } from '../helpers/calculator-ops.js';

type Json = Record<string, any>;

/**
 * The `calculate` mutation's results by fleet id: the single-case truth the decision tools' figures
 * (sensitivity, optimal speed, route alternatives) are held against.
 */
export async function calculateByFleet(url: string, token: string, p: EstimatePayload): Promise<Map<string, Json>> {
  const r = await gql<{ calculate: { results: Json[] } }>(url, CALCULATE, { input: asGraphqlInput(p) }, token);
  expect(r.errors).toBeUndefined();
  return new Map(r.data!.calculate.results.map((v) => [v.fleetId as string, v]));
}

/** Equal to a relative 1e-6 (1e-6 absolute near zero): the same engine, another path through it. */
export function expectNear(a: number, b: number): void {
  expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(b)));
}
