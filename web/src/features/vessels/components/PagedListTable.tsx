import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ListPager } from './ListPager';
import { ListStatus } from './ListStatus';

/**
 * A page of the Vessel List or the Fleet List: the headings, the rows given as children (or, with none,
 * the loader, the error or the spec's empty text) and the pager.
 */
/** A tab's list: the page's rows and how loading went, and the pager's page (from 0). */
export interface ListPageProps<R> {
  rows: readonly R[];
  loading: boolean;
  error: string | null;
  page: number;
  totalPages: number;
  onPage(page: number): void;
}

export function PagedListTable({
  label,
  testId,
  pagerTestId,
  headings,
  empty,
  rows,
  loading,
  error,
  page,
  totalPages,
  onPage,
  children,
}: ListPageProps<unknown> & {
  /** The table's accessible name. */
  label: string;
  testId: string;
  pagerTestId: string;
  headings: readonly string[];
  empty: string;
  /** The rows drawn. */
  children: ReactNode;
}) {
  return (
    <>
      <Table.Root size="sm" variant="outline" bg="white" aria-label={label} data-testid={testId}>
        <Table.Header>
          <Table.Row>
            {headings.map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 ? (
            <ListStatus loading={loading} error={error} empty={empty} columns={headings.length} />
          ) : (
            children
          )}
        </Table.Body>
      </Table.Root>
      <ListPager page={page} totalPages={totalPages} onPage={onPage} testId={pagerTestId} />
    </>
  );
}
