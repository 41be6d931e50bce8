import { Box, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { menuFor } from '../../../../../shared/auth/routes';
import { isMenuActive } from '../utils/is-menu-active';

/** The drawer menu of spec 1 section 1: only the sections the roles permit, the current one highlighted. */
export function SideNav({ roles }: { roles: readonly string[] }) {
  const { pathname } = useLocation();
  const entries = menuFor(roles);

  return (
    <Box
      as="nav"
      aria-label="Main menu"
      w="52"
      flexShrink={0}
      bg="white"
      borderRightWidth="1px"
      borderColor="gray.200"
      py="3"
      id="main-menu"
    >
      <Text
        px="4"
        pb="2"
        fontSize="xs"
        fontWeight="semibold"
        color="gray.500"
        textTransform="uppercase"
        letterSpacing="wider"
      >
        Menu
      </Text>
      <Box as="ul" listStyleType="none" m="0" p="0">
        {entries.map((entry) => {
          const active = isMenuActive(entry, pathname);
          return (
            <Box as="li" key={entry.path}>
              <Link
                asChild
                display="block"
                px="4"
                py="2"
                fontSize="sm"
                textDecoration="none"
                borderLeftWidth="3px"
                borderLeftColor={active ? 'blue.600' : 'transparent'}
                bg={active ? 'blue.50' : undefined}
                color={active ? 'blue.800' : 'gray.700'}
                fontWeight={active ? 'semibold' : 'normal'}
                _hover={{ bg: active ? 'blue.50' : 'gray.100', textDecoration: 'none' }}
                focusRingOffset="-2px"
              >
                <RouterLink to={entry.path} aria-current={active ? 'page' : undefined}>
                  {entry.label}
                </RouterLink>
              </Link>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
