import { Box, Flex, IconButton, Text } from '@chakra-ui/react';
import type { OrderIssue } from '../../../../../shared/validation/order-rules';
import { CloseIcon } from '../../../components/icons';

/** Spec 1 section 2: the error popup's default title. */
export const ERRORS_TITLE = 'List Of Errors';

/** The form's live messages, numbered, with a close icon. */
export function OrderErrorsPopup({ issues, onClose }: { issues: readonly OrderIssue[]; onClose: () => void }) {
  return (
    <Box
      role="alert"
      aria-label={ERRORS_TITLE}
      flexShrink="0"
      alignSelf="flex-start"
      position="sticky"
      top="0"
      w="64"
      maxH="full"
      overflowY="auto"
      bg="white"
      borderWidth="1px"
      borderColor="red.200"
      rounded="md"
      shadow="lg"
    >
      <Flex
        align="center"
        justify="space-between"
        px="3"
        py="1.5"
        bg="red.50"
        borderBottomWidth="1px"
        borderColor="red.100"
      >
        <Text fontSize="sm" fontWeight="semibold" color="red.700">
          {ERRORS_TITLE}
        </Text>
        <IconButton size="2xs" variant="ghost" aria-label="Close errors" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Flex>
      <Box as="ol" px="3" py="2" pl="7" fontSize="xs" color="red.700" listStyleType="decimal">
        {issues.map((issue) => (
          <li key={`${issue.field}:${issue.message}`}>{issue.message}</li>
        ))}
      </Box>
    </Box>
  );
}
