import { Box, Button, Field, Flex, NativeSelect, Spinner, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDate, formatNumber } from '../../../../lib/format';
import { useFleetActions, useUserFleet } from '../../hooks/useFleetActions';
import { useCalculator } from '../../state/calculator-context';
import { TickBox } from './TickBox';

const head = { px: '1.5', py: '1', fontSize: 'xs', whiteSpace: 'nowrap' } as const;
const cell = { px: '1.5', py: '1', fontSize: 'xs', whiteSpace: 'nowrap' } as const;

/**
 * Add Fleet, Users: a colleague's fleet (users of the organization other than you); ticked entries are
 * copied into your fleet. Copy with nothing ticked does nothing.
 */
export function UsersTab({ onCopied }: { onCopied: () => void }) {
  const { users, userId } = useCalculator();
  const colleagues = users.filter((u) => u.databaseId !== userId);
  const [chosen, setChosen] = useState<number | null>(null);
  const [ticked, setTicked] = useState<number[]>([]);
  const { entries, loading, error } = useUserFleet(chosen);
  const { copyFromUser, copying } = useFleetActions();

  const choose = (value: string) => {
    setChosen(value === '' ? null : Number(value));
    setTicked([]);
  };
  const tick = (id: number, on: boolean) => setTicked((t) => (on ? [...t, id] : t.filter((x) => x !== id)));
  const allTicked = entries.length > 0 && entries.every((e) => ticked.includes(e.databaseId));
  const someTicked = ticked.length > 0 && !allTicked;

  const handleCopy = async () => {
    if (chosen === null || ticked.length === 0) return;
    if (await copyFromUser(chosen, ticked)) {
      setTicked([]);
      onCopied();
    }
  };

  return (
    <Box>
      <Flex gap="3" align="end" mb="3">
        <Field.Root w="64">
          <Field.Label fontSize="xs" color="gray.600" mb="0.5">
            User
          </Field.Label>
          <NativeSelect.Root size="xs">
            <NativeSelect.Field
              aria-label="User"
              fontSize="xs"
              value={chosen ?? ''}
              onChange={(e) => choose(e.target.value)}
            >
              <option value="">Select a user</option>
              {colleagues.map((u) => (
                <option key={u.id} value={u.databaseId}>
                  {u.fullname || `${u.firstName} ${u.lastName}`} ({u.email})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button size="xs" colorPalette="blue" loading={copying} onClick={() => void handleCopy()}>
          Copy
        </Button>
        {loading && <Spinner size="xs" />}
      </Flex>
      {error && (
        <Text color="red.700" fontSize="sm">
          {error}
        </Text>
      )}
      {chosen !== null && !loading && (
        <Table.Root size="sm" aria-label="User fleet">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader {...head}>
                <TickBox
                  label="Select all"
                  checked={allTicked}
                  indeterminate={someTicked}
                  onChange={(on) => setTicked(on ? entries.map((e) => e.databaseId) : [])}
                />
              </Table.ColumnHeader>
              {['Vessel', 'DWT', 'Open port', 'Date open', 'Hire/day'].map((h) => (
                <Table.ColumnHeader key={h} {...head}>
                  {h}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {entries.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={6} {...cell}>
                  No vessels in this user&apos;s fleet.
                </Table.Cell>
              </Table.Row>
            ) : (
              entries.map((e) => (
                <Table.Row key={e.id} data-testid="user-fleet-row">
                  <Table.Cell {...cell}>
                    <TickBox
                      label={`Select ${e.vesselName}`}
                      checked={ticked.includes(e.databaseId)}
                      onChange={(on) => tick(e.databaseId, on)}
                    />
                  </Table.Cell>
                  <Table.Cell {...cell}>{e.vesselName}</Table.Cell>
                  <Table.Cell {...cell}>{formatNumber(e.dwt, 0)}</Table.Cell>
                  <Table.Cell {...cell}>{e.port}</Table.Cell>
                  <Table.Cell {...cell}>{formatDate(e.dateOpening, '')}</Table.Cell>
                  <Table.Cell {...cell}>{formatNumber(e.hirePerDay, 0)}</Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}
