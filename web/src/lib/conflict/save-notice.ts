import { errorMessage } from '../../app/graphql-errors';
import { toaster } from '../../app/toaster';
import { conflictOf, type SaveOutcome } from './useConflictRecovery';

/**
 * An update of a versioned record with the spec's notices (as app/notice.ts's withNotice): true when saved;
 * when the server refused it because someone else saved the record first, the CONFLICT message for the
 * dialog's notice (no error toast: the dialog shows it beside the kept edits); false for any other
 * failure, whose message the error toast shows.
 */
export async function saveWithNotice(work: () => Promise<unknown>, success: string): Promise<SaveOutcome> {
  try {
    await work();
    toaster.create({ type: 'success', title: success });
    return true;
  } catch (error) {
    const conflict = conflictOf(error);
    if (conflict) return conflict;
    toaster.create({ type: 'error', title: errorMessage(error) });
    return false;
  }
}
