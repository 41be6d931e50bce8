import { ArgsType, Field, InputType, Int, ObjectType, type ClassType } from 'type-graphql';
import { badInput } from '../errors/app-error.js';

/**
 * Paging, one way for every list (GraphQL and REST): a page index from 0 (the legacy `offset`, which
 * counts pages, not rows) and a page size (`limit`); answers are Spring-like pages, the shape the legacy
 * client reads.
 */
export interface PageRequest {
  /** Page index from 0. */
  page: number;
  /** Page size (rows). */
  limit: number;
}

export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  /** The page index (the request offset). */
  number: number;
  /** The page size (the request limit). */
  size: number;
}

/** A list's page size when none is asked for, and the largest it accepts. */
export interface PageRules {
  defaultLimit: number;
  maxLimit: number;
}

/** Spec 1 section 9 and spec 2: orders, saved results and voyages list 10 rows a page. */
export const LIST_PAGE: PageRules = { defaultLimit: 10, maxLimit: 100 };

/** The first row a page may start at: far beyond any list, small enough that SQL offsets stay exact. */
const MAX_FIRST_ROW = 1_000_000_000;

/** The paging arguments as GraphQL and the REST shim receive them: both optional. */
export interface PageArgs {
  offset?: number | null;
  limit?: number | null;
}

/** Validates paging arguments (whole numbers, within the list's rules) and applies the defaults. */
export function readPage(args: PageArgs | null | undefined, rules: PageRules): PageRequest {
  const limit = args?.limit ?? rules.defaultLimit;
  const page = args?.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > rules.maxLimit) {
    throw badInput(`limit must be an integer from 1 to ${rules.maxLimit}`, 'limit');
  }
  const maxPage = Math.floor(MAX_FIRST_ROW / rules.maxLimit);
  if (!Number.isInteger(page) || page < 0 || page > maxPage) {
    throw badInput(`offset must be a page index from 0 to ${maxPage}`, 'offset');
  }
  return { page, limit };
}

/** The row offset of a page, for SQL. */
export function firstRow(req: PageRequest): number {
  return req.page * req.limit;
}

export function toPage<T>(content: T[], totalElements: number, req: PageRequest): Page<T> {
  return {
    content,
    totalElements,
    totalPages: Math.ceil(totalElements / req.limit),
    number: req.page,
    size: req.limit,
  };
}

/**
 * The page request, as one `page: PageInput` argument (orders, saved results, voyages) or as the
 * top-level `offset` and `limit` arguments (`@Args(() => PageInput)`: vessels, the organization's fleet).
 */
@InputType({ description: 'Page size (default 10) and page index (default 0); the legacy offset counts pages' })
@ArgsType()
export class PageInput implements PageArgs {
  @Field(() => Int, { nullable: true, description: "Page size in rows; default and maximum are the list's own." })
  limit?: number | null;
  @Field(() => Int, { nullable: true, description: 'Page index from 0 (it counts pages, not rows); default 0.' })
  offset?: number | null;
}

/** Descriptions of a page type's `number` and `size` fields. */
export interface PageFieldDocs {
  number?: string;
  size?: string;
}

/** The field descriptions of the pages asked for with top-level `offset` and `limit` arguments. */
export const OFFSET_LIMIT_DOCS: PageFieldDocs = {
  number: 'The page number (the request offset)',
  size: 'The page size (the request limit)',
};

/**
 * type-graphql's generic-type pattern: `class XPage extends PageOf(X) {}` under its own `@ObjectType`
 * gives the GraphQL page type of X. The base class is never referenced by a resolver, so it is not
 * emitted; each subclass keeps its own type name and description.
 */
export function PageOf<T extends object>(item: ClassType<T>, docs: PageFieldDocs = {}) {
  @ObjectType()
  abstract class PageOfItems implements Page<T> {
    @Field(() => [item], { description: 'The rows of this page, in the list order.' })
    content!: T[];

    @Field(() => Int, { description: 'Number of rows of the whole list (every page).' })
    totalElements!: number;

    @Field(() => Int, { description: 'Number of pages of the whole list at this page size.' })
    totalPages!: number;

    @Field(() => Int, { description: docs.number ?? 'The page index from 0 (the request offset).' })
    number!: number;

    @Field(() => Int, { description: docs.size ?? 'The page size (the request limit).' })
    size!: number;
  }
  return PageOfItems;
}
