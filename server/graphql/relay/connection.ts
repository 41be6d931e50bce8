import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { badInput } from '../../errors/app-error.js';

/**
 * Cursor connections (the Relay connection specification, ADR 0024): `edges { cursor node }`, `pageInfo`
 * and `totalCount`, asked for with `first`/`after` (forward) or `last`/`before` (backward). The legacy
 * offset pages (paging.ts) stay beside them.
 */

/** The page size when none is asked for, and the largest one accepted. */
export const CONNECTION_DEFAULT_SIZE = 20;
export const CONNECTION_MAX_SIZE = 100;

@ObjectType({ description: 'Where a connection page sits in its list (the Relay connection specification)' })
export class PageInfo {
  @Field({ description: 'More rows follow the last edge' }) hasNextPage!: boolean;
  @Field({ description: 'Rows come before the first edge' }) hasPreviousPage!: boolean;
  @Field(() => String, { nullable: true, description: "The first edge's cursor (null on an empty page)" })
  startCursor!: string | null;
  @Field(() => String, { nullable: true, description: "The last edge's cursor (null on an empty page)" })
  endCursor!: string | null;
}

@ArgsType()
export class ConnectionArgs {
  @Field(() => Int, { nullable: true, description: 'Rows after `after` (default 20, at most 100)' })
  first?: number | null;
  @Field(() => String, { nullable: true, description: 'Opaque cursor: the page starts after this row' })
  after?: string | null;
  @Field(() => Int, { nullable: true, description: 'Rows before `before`, at most 100 (backward paging)' })
  last?: number | null;
  @Field(() => String, { nullable: true, description: 'Opaque cursor: the page ends before this row' })
  before?: string | null;
}

/** A page request read from the arguments: its direction, its size and the cursor it starts from. */
export interface ConnectionRequest {
  direction: 'forward' | 'backward';
  size: number;
  /** The cursor text (`after` forward, `before` backward), checked by the list that reads it. */
  cursor: string | null;
  /** The argument the cursor came from, for refusals. */
  cursorField: 'after' | 'before';
}

/**
 * Checks the arguments: first and last together, or after and before together, or a cursor of the other
 * direction (first with before, last with after), are BAD_USER_INPUT naming the argument; sizes are whole
 * numbers from 1 to 100 (0 is allowed too: an empty page with totalCount).
 */
export function readConnectionArgs(args: ConnectionArgs | null | undefined): ConnectionRequest {
  const { first, after, last, before } = args ?? {};
  const given = (v: unknown) => v !== null && v !== undefined;
  if (given(first) && given(last)) throw badInput('Give first or last, not both', 'last');
  if (given(after) && given(before)) throw badInput('Give after or before, not both', 'before');
  const backward = given(last) || (given(before) && !given(first));
  if (backward && given(after)) throw badInput('after pages forward: use it with first', 'after');
  if (!backward && given(before)) throw badInput('before pages backward: use it with last', 'before');
  const field = backward ? 'last' : 'first';
  const size = (backward ? last : first) ?? CONNECTION_DEFAULT_SIZE;
  if (!Number.isInteger(size) || size < 0 || size > CONNECTION_MAX_SIZE) {
    throw badInput(`${field} must be an integer from 0 to ${CONNECTION_MAX_SIZE}`, field);
  }
  return {
    direction: backward ? 'backward' : 'forward',
    size,
    cursor: (backward ? before : after) ?? null,
    cursorField: backward ? 'before' : 'after',
  };
}

/** One connection page as a list answers it. */
export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: PageInfo;
  totalCount: number;
}

/**
 * type-graphql's generic-type pattern: `@ObjectType() class OrderConnection extends ConnectionOf(OrderListRow,
 * 'Order') {}` gives the connection type of a node type, with its edge type `OrderEdge`.
 */
export function ConnectionOf<T extends object>(node: ClassType<T>, name: string) {
  const article = /^[AEIOU]/.test(name) ? 'An' : 'A';
  @ObjectType(`${name}Edge`, { description: `${article} ${name} and its cursor` })
  class Edge {
    @Field({ description: 'Opaque: pass it as after or before to page from this row' }) cursor!: string;
    @Field(() => node, { description: 'The row (a Node: its id fetches it again with node(id))' }) node!: T;
  }

  // Never referenced by a resolver itself, so not emitted: each subclass is the connection type.
  @ObjectType()
  abstract class ConnectionOfNodes implements Connection<T> {
    @Field(() => [Edge], { description: 'The page: rows in the list order, each with its cursor' }) edges!: Edge[];
    @Field(() => PageInfo, { description: 'Whether rows come before or after this page, and its end cursors' })
    pageInfo!: PageInfo;
    @Field(() => Int, { description: 'Rows in the whole list with these filters' }) totalCount!: number;
  }
  return ConnectionOfNodes;
}
