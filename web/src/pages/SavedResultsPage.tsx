import { Alert } from '@chakra-ui/react';
import { useState } from 'react';
import { GUARDED_TITLES } from '../app/route-titles';
import { PageHeader } from '../components/PageHeader';
import { PageLoader } from '../components/PageLoader';
import { Pager } from '../features/saved/components/Pager';
import { SavedResultCards } from '../features/saved/components/SavedResultCards';
import { useSavedResults } from '../features/saved/hooks/useSavedResults';

/** /saved: the organization's saved calculator results as cards. */
export function SavedResultsPage() {
  const [page, setPage] = useState(0);
  const { rows, totalPages, loading, error } = useSavedResults(page);
  return (
    <>
      <PageHeader title={GUARDED_TITLES['/saved']} subtitle="Calculator results saved in your organization." />
      {loading ? (
        <PageLoader />
      ) : error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : (
        <>
          <SavedResultCards rows={rows} />
          <Pager page={page} totalPages={totalPages} onPage={setPage} />
        </>
      )}
    </>
  );
}
