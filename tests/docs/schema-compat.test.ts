import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkCompat, type DeliberateChange } from '../../scripts/schema/compat.js';

const released = `
  type Query { order(id: Int!): Order, orders: [Order!]! }
  type Order { id: Int!, name: String!, cve: Float }
`;

describe('schema evolution check (issue #20 item 6)', () => {
  it('fails on a breaking change that is not listed, and passes once it is listed as deliberate', async () => {
    const current = released.replace(', cve: Float', '').replace('order(id: Int!)', 'order(id: Int!, full: Boolean!)');
    const report = await checkCompat(released, current, []);
    expect(report.counts.breaking).toBe(2);
    expect(report.unlisted).toHaveLength(2);
    expect(report.unlisted.join('\n')).toMatch(/cve/);
    const deliberate: DeliberateChange[] = report.unlisted.map((message) => ({ message, reason: 'test' }));
    expect(await checkCompat(released, current, deliberate)).toMatchObject({ unlisted: [], stale: [] });
  });

  it('passes additions, and refuses a listed change that no longer occurs', async () => {
    const current = released.replace('cve: Float', 'cve: Float, note: String');
    const stale = { message: "Field 'cve' was removed from object type 'Order'", reason: 'was planned' };
    const report = await checkCompat(released, current, [stale]);
    expect(report.counts).toEqual({ breaking: 0, dangerous: 0, safe: 1 });
    expect(report.unlisted).toEqual([]);
    expect(report.stale).toEqual([stale.message]);
  });

  it('holds for the committed schema against the released one', async () => {
    const read = (f: string) => readFileSync(new URL(`../../${f}`, import.meta.url), 'utf8');
    const report = await checkCompat(
      read('schema.released.graphql'),
      read('schema.graphql'),
      JSON.parse(read('schema-changes.json')) as DeliberateChange[],
    );
    expect(report.unlisted).toEqual([]);
    expect(report.stale).toEqual([]);
  });
});
