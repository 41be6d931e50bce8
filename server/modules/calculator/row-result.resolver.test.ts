import 'reflect-metadata';
import { parse, type FieldNode, type GraphQLResolveInfo, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { VesselResult } from '../../../shared/voyage/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { RowResult } from './calculator.types.js';
import { readRowTimeZonesAhead, RowResultResolver } from './row-result.resolver.js';

/** The resolve info of `calculate` in `query` (its field nodes and fragments are all readRowTimeZonesAhead reads). */
function infoOf(query: string): GraphQLResolveInfo {
  const operation = parse(query).definitions[0] as OperationDefinitionNode;
  return {
    fieldNodes: [operation.selectionSet.selections[0] as FieldNode],
    fragments: {},
  } as unknown as GraphQLResolveInfo;
}

const vessel = (...ports: string[]) =>
  ({
    portToPortOperationResultMap: Object.fromEntries(ports.map((port, i) => [String(i), { port }])),
  }) as unknown as VesselResult;

/** A context whose port service counts its reads and answers from `zones` (or fails). */
function contextWith(zones: Record<string, string | null> | 'failing') {
  const asked: string[] = [];
  const ctx = {
    services: {
      ports: {
        timeZoneOf: (name: string) => {
          asked.push(name);
          return zones === 'failing'
            ? Promise.reject(new Error('database gone'))
            : Promise.resolve(zones[name] ?? null);
        },
      },
    },
  } as unknown as GraphQLContext;
  return { ctx, asked };
}

const WITH_ZONE = '{ calculate { results { portToPortOperationResultMap { port timeZone } } } }';
const row = (port: string) => ({ port }) as RowResult;
const resolver = new RowResultResolver();

describe('readRowTimeZonesAhead', () => {
  it('reads each port once, after which the rows answer their zone at once (no promise)', async () => {
    const { ctx, asked } = contextWith({ Samarinda: 'Asia/Makassar', Krishnapatnam: 'Asia/Kolkata' });
    await readRowTimeZonesAhead(
      ctx,
      infoOf(WITH_ZONE),
      ['results'],
      [vessel('TBN', 'Samarinda', 'Krishnapatnam'), vessel('Samarinda', 'Krishnapatnam')],
    );
    expect(asked.sort()).toEqual(['Krishnapatnam', 'Samarinda', 'TBN']);
    expect(resolver.timeZone(ctx, row('Samarinda'))).toBe('Asia/Makassar');
    expect(resolver.timeZone(ctx, row('TBN'))).toBeNull();
    // A port it did not read (another result of the operation) goes to the port service.
    await expect(resolver.timeZone(ctx, row('Rotterdam'))).resolves.toBeNull();
    expect(asked).toContain('Rotterdam');
  });

  it('reads nothing when the selection does not ask for the zone', async () => {
    const { ctx, asked } = contextWith({ Samarinda: 'Asia/Makassar' });
    const info = infoOf('{ calculate { results { portToPortOperationResultMap { port } } } }');
    await readRowTimeZonesAhead(ctx, info, ['results'], [vessel('Samarinda')]);
    expect(asked).toEqual([]);
  });

  it('leaves a failed read to the rows: the calculation goes on, each zone reads (and fails) on its own', async () => {
    const { ctx } = contextWith('failing');
    await expect(
      readRowTimeZonesAhead(ctx, infoOf(WITH_ZONE), ['results'], [vessel('Samarinda')]),
    ).resolves.toBeUndefined();
    await expect(resolver.timeZone(ctx, row('Samarinda'))).rejects.toThrow('database gone');
  });
});
