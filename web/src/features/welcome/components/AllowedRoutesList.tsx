import { Box, Heading, Link, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { allowedRouteLinks } from '../utils/allowed-route-links';

/** The screens this user may open, as links (spec 2 section 2, /welcome). */
export function AllowedRoutesList({ roles }: { roles: readonly string[] }) {
  const links = allowedRouteLinks(roles);
  return (
    <Box as="nav" aria-label="Your screens" bg="white" borderWidth="1px" borderColor="gray.200" rounded="md" p="4">
      <Heading as="h2" size="sm" fontWeight="semibold" mb="3" color="gray.900">
        Your screens
      </Heading>
      <Wrap as="ul" gap="2" listStyleType="none" m="0" p="0">
        {links.map((link) => (
          <Box as="li" key={link.path}>
            <Link
              asChild
              fontSize="sm"
              px="3"
              py="1"
              rounded="md"
              borderWidth="1px"
              borderColor="gray.200"
              color="blue.700"
              textDecoration="none"
              _hover={{ bg: 'blue.50', borderColor: 'blue.200' }}
            >
              <RouterLink to={link.path}>{link.label}</RouterLink>
            </Link>
          </Box>
        ))}
      </Wrap>
    </Box>
  );
}
