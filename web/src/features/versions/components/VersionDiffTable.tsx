import { Badge, Table, Text } from '@chakra-ui/react';
import { graphql, getFragmentData, type FragmentType } from '../../../__generated__';
import { versionDeltaText, versionPlaceText, versionValueText } from '../utils/version-text';

/** The fields the diff table reads; the diff query spreads it. */
export const VersionDiffTableFragment = graphql(`
  fragment VersionDiffTable_diff on VersionDiff {
    from {
      version
      savedByName
    }
    to {
      version
      savedByName
    }
    changes {
      section
      row
      field
      label
      kind
      before
      after
      unit
      delta
    }
  }
`);

const KIND_COLOR = { ADDED: 'green', REMOVED: 'red', CHANGED: 'blue' } as const;

/** Inputs and headline results that differ between the two versions: old -> new, with the change in its unit. */
export function VersionDiffTable(props: { diff: FragmentType<typeof VersionDiffTableFragment> }) {
  const diff = getFragmentData(VersionDiffTableFragment, props.diff);
  return (
    <>
      <Text fontSize="sm" mb="2" data-testid="version-diff-title">
        v{diff.from.version} ({diff.from.savedByName}) → v{diff.to.version} ({diff.to.savedByName})
      </Text>
      {diff.changes.length === 0 ? (
        <Text fontSize="sm" color="gray.600" data-testid="version-diff-empty">
          No differences in inputs or headline results.
        </Text>
      ) : (
        <Table.Root size="sm" aria-label="Differences" data-testid="version-diff">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Where</Table.ColumnHeader>
              <Table.ColumnHeader>Field</Table.ColumnHeader>
              <Table.ColumnHeader>Old</Table.ColumnHeader>
              <Table.ColumnHeader>New</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Change</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {diff.changes.map((c, i) => (
              <Table.Row key={`${c.section}-${c.row ?? ''}-${c.field}-${i}`} data-testid="version-change">
                <Table.Cell whiteSpace="nowrap">{versionPlaceText(c.section, c.row)}</Table.Cell>
                <Table.Cell data-testid="version-change-field">
                  {c.label || 'whole row'}{' '}
                  {c.kind !== 'CHANGED' && (
                    <Badge size="xs" colorPalette={KIND_COLOR[c.kind]}>
                      {c.kind.toLowerCase()}
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell data-testid="version-change-old">{versionValueText(c.before, c.unit ?? null)}</Table.Cell>
                <Table.Cell data-testid="version-change-new">{versionValueText(c.after, c.unit ?? null)}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {versionDeltaText(c.delta, c.unit ?? null)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </>
  );
}
