import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import { errorCodes, errorMessage } from '../../app/graphql-errors';
import { reapplyChanges } from './reapply';

/**
 * A save's outcome as the edit dialogs see it: saved, failed (the actions hook has shown why), or refused
 * because the record was saved by someone else since it was loaded (the server's CONFLICT message).
 */
export type SaveOutcome = boolean | { conflict: string };

/** The CONFLICT message of a failed save, or null when it failed for another reason. */
export function conflictOf(error: unknown): { conflict: string } | null {
  return errorCodes(error).includes('CONFLICT') ? { conflict: errorMessage(error) } : null;
}

export interface Loaded<F> {
  form: F;
  version: number;
}

/**
 * The one helper every edit dialog of a versioned record uses (orders, fleet entries, vessels, users,
 * organizations; ADR 0013). It holds the form being edited, what was loaded (`base`) and its version,
 * which the dialog sends with its save. A save refused with CONFLICT keeps the edits and shows the
 * message; `reapply` reloads the record and puts the user's changed fields over the fresh copy, whose
 * version the next save sends.
 */
export function useConflictRecovery<F extends object>(
  initial: F,
  version: number | null,
  load: () => Promise<Loaded<F>>,
  /** The form's state when the dialog keeps it elsewhere (the vessel dialog's number form). */
  external?: [F, Dispatch<SetStateAction<F>>],
) {
  const [base, setBase] = useState<Loaded<F> | { form: F; version: number | null }>({ form: initial, version });
  const own = useState<F>(initial);
  const [form, setForm] = external ?? own;
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const [reloadFailed, setReloadFailed] = useState(false);

  /** Reads a save's outcome: true when saved; a conflict is kept for the notice. */
  const settle = useCallback((outcome: SaveOutcome): boolean => {
    if (typeof outcome === 'object') {
      setConflict(outcome.conflict);
      return false;
    }
    if (outcome) setConflict(null);
    return outcome;
  }, []);

  const reapply = useCallback(async () => {
    setReloading(true);
    setReloadFailed(false);
    try {
      const fresh = await load();
      setForm((edited) => reapplyChanges(base.form, edited, fresh.form));
      setBase(fresh);
      setConflict(null);
    } catch {
      setReloadFailed(true);
    } finally {
      setReloading(false);
    }
  }, [base.form, load, setForm]);

  /** A save went through and the form stays open (the vessel editor): what is on screen is the new base. */
  const markSaved = useCallback((saved: number) => setBase({ form, version: saved }), [form]);

  /** The props of ConflictNotice. */
  const notice = { conflict, reloading, reloadFailed, onReapply: () => void reapply() };
  return { form, setForm, version: base.version, conflict, settle, reapply, markSaved, notice };
}
