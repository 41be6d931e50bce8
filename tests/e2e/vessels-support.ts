import type { Page } from 'playwright-core';
import { gql } from '../helpers/api.js';

/** A stored-XSS payload: if any screen ever parsed it as HTML, window.__xss would become 1. */
export const xss = (tag: string) => `<img src=x onerror=window.__xss=1>${tag}`;

/** Calls GraphQL with a token and fails loudly on any error. */
export async function api<T>(url: string, token: string, query: string, variables: Record<string, unknown> = {}) {
  const r = await gql<T>(url, query, variables, token);
  if (r.errors?.length || !r.data) throw new Error(`GraphQL failed: ${JSON.stringify(r.errors)}`);
  return r.data;
}

export async function createVessel(url: string, token: string, input: Record<string, unknown>): Promise<number> {
  const data = await api<{ createVessel: { databaseId: number } }>(
    url,
    token,
    'mutation($input: VesselInput!) { createVessel(input: $input) { databaseId } }',
    { input },
  );
  return data.createVessel.databaseId;
}

export async function addFleetEntry(url: string, token: string, line: Record<string, unknown>): Promise<number> {
  const data = await api<{ addToFleet: { databaseId: number }[] }>(
    url,
    token,
    'mutation($lines: [FleetEntryInput!]!) { addToFleet(lines: $lines) { databaseId } }',
    { lines: [line] },
  );
  return data.addToFleet[0]!.databaseId;
}

/** True when no payload ran and no payload became an element anywhere in the page. */
export async function noScriptRan(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __xss?: unknown }).__xss === undefined && !document.querySelector('img[src="x"]'),
  );
}
