/**
 * The Apollo error link lives outside React; it reports an expired session here and the
 * component that owns navigation, the session state and the toaster reacts.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onAuthExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitAuthExpired(): void {
  for (const listener of listeners) listener();
}
