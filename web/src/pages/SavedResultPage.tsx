import { Alert } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader';
import { PageLoader } from '../components/PageLoader';
import { SavedResultView } from '../features/saved/components/SavedResultView';
import { useSavedResult } from '../features/saved/hooks/useSavedResult';
import { HistoryButton } from '../features/versions/components/HistoryButton';
import { formatDate } from '../lib/format';

function parseId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /saved/{id}: one saved result as a read-only calculator. */
export function SavedResultPage() {
  const id = parseId(useParams().id);
  const { saved, view, loading, error } = useSavedResult(id);
  const failure = id === null ? 'This address has no valid result id.' : error;
  return (
    <>
      <PageHeader
        title={saved ? `${saved.saveLabel} · ${saved.vesselName}` : 'Saved Result'}
        subtitle={
          saved
            ? `${saved.orderName} · saved ${formatDate(saved.createdAt)} by ${saved.createdUserName || '-'}`
            : undefined
        }
      />
      {failure ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      ) : loading || !view || !saved ? (
        <PageLoader />
      ) : (
        <>
          <HistoryButton record="SAVED_VOYAGE" id={saved.databaseId} title="Saved voyage" />
          <SavedResultView saved={saved} view={view} />
        </>
      )}
    </>
  );
}
