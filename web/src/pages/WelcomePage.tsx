import { Stack } from '@chakra-ui/react';
import { PageHeader } from '../components/PageHeader';
import { useSession } from '../features/auth/hooks/useSession';
import { roleNames } from '../features/auth/utils/session-storage';
import { AllowedRoutesList } from '../features/welcome/components/AllowedRoutesList';
import { FuelGuide } from '../features/welcome/components/FuelGuide';

export function WelcomePage() {
  const { session } = useSession();
  if (!session) return null;
  return (
    <>
      <PageHeader
        title={`Welcome ${session.FirstName}`}
        subtitle="A short guide to the fuels the calculator prices, and the screens open to you."
      />
      <Stack gap="4" maxW="6xl">
        <AllowedRoutesList roles={roleNames(session)} />
        <FuelGuide />
      </Stack>
    </>
  );
}
