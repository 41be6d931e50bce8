import { Box, Text } from '@chakra-ui/react';
import { MSG } from '../../../shared/validation/messages';

/** The plain notice of screens whose features are still to come: no sample data. */
export function NotAvailableNotice() {
  return (
    <Box borderWidth="1px" borderColor="gray.200" bg="white" rounded="md" px="4" py="3" maxW="xl">
      <Text fontSize="sm" color="gray.700" data-testid="not-available">
        {MSG.notAvailableYet}
      </Text>
    </Box>
  );
}
