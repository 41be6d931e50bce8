import { parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { runsCompiled } from './compiled-execution.js';

const op = (source: string) => parse(source).definitions[0] as OperationDefinitionNode;

describe('runsCompiled', () => {
  it('takes queries of the lists alone', () => {
    expect(runsCompiled(op('query { allOrders { totalElements } }'))).toBe(true);
    expect(runsCompiled(op('{ a: myOrders { totalElements } b: allOrders { number } }'))).toBe(true);
    expect(runsCompiled(op('query V($p: PageInput) { voyages(page: $p) { number } }'))).toBe(true);
  });
  it('leaves everything else to graphql-js', () => {
    expect(runsCompiled(op('query { allOrders { number } pinnedOrderIds }'))).toBe(false);
    expect(runsCompiled(op('query { allOrders { number } __typename }'))).toBe(false);
    expect(runsCompiled(op('query { ...F } fragment F on Query { allOrders { number } }'))).toBe(false);
    expect(runsCompiled(op('query { ... on Query { allOrders { number } } }'))).toBe(false);
    expect(runsCompiled(op('mutation { allOrders { number } }'))).toBe(false);
    expect(runsCompiled(op('subscription { allOrders { number } }'))).toBe(false);
    expect(runsCompiled(op('query { order(id: 1) { name } }'))).toBe(false);
  });
});
