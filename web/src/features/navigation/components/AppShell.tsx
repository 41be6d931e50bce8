import { Box, Flex } from '@chakra-ui/react';
import { Suspense, useState, type ReactNode } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { useLogout } from '../../auth/hooks/useLogout';
import { useProfile } from '../../auth/hooks/useProfile';
import { roleNames, type Session } from '../../auth/utils/session-storage';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';

/** Frame of every guarded screen: top bar, collapsible side menu, content. */
export function AppShell({ session, children }: { session: Session; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(true);
  const handleLogout = useLogout();
  const { profile } = useProfile();

  return (
    <Flex direction="column" h="100vh">
      <TopBar
        firstName={session.FirstName}
        organizationName={profile?.organizationName ?? null}
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((open) => !open)}
        onLogout={handleLogout}
      />
      <Flex flex="1" minH="0">
        {menuOpen && <SideNav roles={roleNames(session)} />}
        <Box as="main" flex="1" minW="0" overflowY="auto" px="6" py="5">
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </Box>
      </Flex>
    </Flex>
  );
}
