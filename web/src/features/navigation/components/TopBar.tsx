import { Button, Flex, IconButton, Text } from '@chakra-ui/react';
import { MenuIcon, ShipMark } from '../../../components/icons';

interface TopBarProps {
  firstName: string;
  organizationName: string | null;
  menuOpen: boolean;
  onToggleMenu(): void;
  onLogout(): void;
}

/** Top bar of spec 1 section 1: menu button, product name, welcome line and Logout. */
export function TopBar({ firstName, organizationName, menuOpen, onToggleMenu, onLogout }: TopBarProps) {
  return (
    <Flex as="header" h="12" px="3" gap="3" align="center" bg="blue.900" color="white" flexShrink={0}>
      <IconButton
        aria-label={menuOpen ? 'Close menu' : 'Open menu'}
        aria-expanded={menuOpen}
        aria-controls="main-menu"
        size="sm"
        variant="ghost"
        color="white"
        _hover={{ bg: 'whiteAlpha.200' }}
        _expanded={{ bg: 'transparent', _hover: { bg: 'whiteAlpha.200' } }}
        onClick={onToggleMenu}
      >
        <MenuIcon />
      </IconButton>
      <Flex align="center" gap="2">
        <ShipMark size={20} />
        <Text fontWeight="semibold" letterSpacing="tight">
          Voyage Estimator
        </Text>
      </Flex>
      {organizationName && (
        <Text
          fontSize="sm"
          color="blue.100"
          borderLeftWidth="1px"
          borderColor="whiteAlpha.400"
          pl="3"
          data-testid="organization-name"
        >
          {organizationName}
        </Text>
      )}
      <Flex ml="auto" align="center" gap="3">
        <Text fontSize="sm" data-testid="welcome-line">
          Welcome {firstName}
        </Text>
        <Button
          size="xs"
          variant="outline"
          color="white"
          borderColor="whiteAlpha.600"
          _hover={{ bg: 'whiteAlpha.200' }}
          onClick={onLogout}
        >
          Logout
        </Button>
      </Flex>
    </Flex>
  );
}
