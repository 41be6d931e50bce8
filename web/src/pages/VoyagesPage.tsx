import { Tabs } from '@chakra-ui/react';
import { GUARDED_TITLES } from '../app/route-titles';
import { PageHeader } from '../components/PageHeader';
import { VoyagesTable } from '../features/voyages/components/VoyagesTable';

/** /voyages: My Voyages and All Voyages (saved calculator results). */
export function VoyagesPage() {
  return (
    <>
      <PageHeader title={GUARDED_TITLES['/voyages']} />
      <Tabs.Root defaultValue="MINE" lazyMount unmountOnExit variant="line">
        <Tabs.List>
          <Tabs.Trigger value="MINE">My Voyages</Tabs.Trigger>
          <Tabs.Trigger value="ALL">All Voyages</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="MINE">
          <VoyagesTable scope="MINE" />
        </Tabs.Content>
        <Tabs.Content value="ALL">
          <VoyagesTable scope="ALL" />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
