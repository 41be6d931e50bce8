import { useQuery } from '@apollo/client/react';
import { Box } from '@chakra-ui/react';
import { calculatorPortIsEuQuery } from '../../graphql/calculator';
import type { OperationRow } from '../../state/types';
import { knownEuFlag } from '../../utils/eu-flags';

/**
 * 'EU' beside a grid row's port when the port table says the port is in the EU/EEA (EU ETS). The flag
 * came with the stored order; for a port changed or added here it is read from the port table by name
 * (the rule the server applies to a calculation that does not send it).
 */
export function EuMarker({ row }: { row: Pick<OperationRow, 'key' | 'port' | 'isEu' | 'euPort'> }) {
  const known = knownEuFlag(row);
  const port = row.port.trim();
  const { data } = useQuery(calculatorPortIsEuQuery, {
    variables: { name: port },
    skip: known !== null || port === '',
  });
  const isEu = known ?? data?.portIsEu ?? false;
  if (!isEu) return null;
  return (
    <Box
      as="span"
      data-testid="eu-port"
      title="EU/EEA port (EU ETS)"
      px="1"
      borderRadius="sm"
      fontSize="2xs"
      fontWeight="semibold"
      color="blue.900"
      bg="blue.100"
    >
      EU
    </Box>
  );
}
