import { Checkbox, Table, Text } from '@chakra-ui/react';
import { graphql, getFragmentData, type FragmentType } from '../../../__generated__';
import { formatDateTime } from '../../../lib/format';

/** The fields a version row reads; the versions query spreads it. */
export const VersionListFragment = graphql(`
  fragment VersionList_version on RecordVersion {
    version
    savedByName
    savedAt
  }
`);

interface Props {
  versions: readonly FragmentType<typeof VersionListFragment>[];
  /** The ticked versions (at most two). */
  picked: readonly number[];
  onToggle: (version: number) => void;
}

/** The versions newest first, who saved each and when (UTC), with a tick to compare two of them. */
export function VersionList(props: Props) {
  const versions = getFragmentData(VersionListFragment, props.versions);
  if (versions.length === 0) {
    return (
      <Text fontSize="sm" color="gray.600" data-testid="versions-empty">
        No versions kept yet: the next save starts the history.
      </Text>
    );
  }
  return (
    <Table.Root size="sm" aria-label="Versions" data-testid="versions-list">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader w="7rem">Compare</Table.ColumnHeader>
          <Table.ColumnHeader>Saved by</Table.ColumnHeader>
          <Table.ColumnHeader>Saved at (UTC)</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {versions.map((v) => (
          <Table.Row key={v.version} data-testid="version-row">
            <Table.Cell>
              <Checkbox.Root
                size="sm"
                checked={props.picked.includes(v.version)}
                onCheckedChange={() => props.onToggle(v.version)}
              >
                <Checkbox.HiddenInput aria-label={`Compare version ${v.version}`} />
                <Checkbox.Control />
                <Checkbox.Label>v{v.version}</Checkbox.Label>
              </Checkbox.Root>
            </Table.Cell>
            <Table.Cell>{v.savedByName}</Table.Cell>
            <Table.Cell>{formatDateTime(v.savedAt)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
