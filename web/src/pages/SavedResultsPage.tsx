import { useState } from 'react';
import { GUARDED_TITLES } from '../app/route-titles';
import { PageHeader } from '../components/PageHeader';
import { LoadStatus } from '../components/LoadStatus';
import { Pager } from '../features/saved/components/Pager';
import { SavedResultCards } from '../features/saved/components/SavedResultCards';
import { useSavedResults } from '../features/saved/hooks/useSavedResults';

/** /saved: the organization's saved calculator results as cards. */
export function SavedResultsPage() {
  const [page, setPage] = useState(0);
  const { rows, shownPage, totalPages, loading, error } = useSavedResults(page);
  return (
    <>
      <PageHeader title={GUARDED_TITLES['/saved']} subtitle="Calculator results saved in your organization." />
      <LoadStatus loading={loading} error={error}>
        <SavedResultCards rows={rows} />
        <Pager page={shownPage} totalPages={totalPages} onPage={setPage} />
      </LoadStatus>
    </>
  );
}
