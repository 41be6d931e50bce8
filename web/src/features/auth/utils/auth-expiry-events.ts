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
  // A copy: a listener's navigation may re-render synchronously and subscribe anew during the loop,
  // and a Set's iteration would then call the new subscription too (a second redirect, from /login).
  for (const listener of [...listeners]) listener();
}
