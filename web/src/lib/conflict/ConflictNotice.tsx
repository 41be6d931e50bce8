import { Alert, Button } from '@chakra-ui/react';

interface Props {
  conflict: string | null;
  reloading: boolean;
  reloadFailed: boolean;
  onReapply(): void;
}

/**
 * Shown in an edit dialog whose save was refused because someone else saved the record first: the server's
 * message ('This order was changed by ... at ...'), the user's edits still in the form, and the way on.
 */
export function ConflictNotice({ conflict, reloading, reloadFailed, onReapply }: Props) {
  if (!conflict) return null;
  return (
    <Alert.Root status="warning" size="sm" mb="3" data-testid="conflict-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{conflict}</Alert.Title>
        <Alert.Description>
          Your changes are kept below. Reload the saved record and your changes are put over it; then save again.
          {reloadFailed ? ' The record could not be loaded: try again.' : ''}
        </Alert.Description>
      </Alert.Content>
      <Button size="xs" colorPalette="orange" loading={reloading} onClick={onReapply}>
        Reload and re-apply my changes
      </Button>
    </Alert.Root>
  );
}
