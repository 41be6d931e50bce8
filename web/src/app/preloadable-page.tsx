import { useEffect, useState, type ComponentType } from 'react';
import { PageLoader } from '../components/PageLoader';

/**
 * A screen in its own chunk whose code can be asked for before it renders (`preload`: opening the app
 * straight on it). Unlike React.lazy it does not suspend: it renders the page loader until the chunk is
 * in, then the screen in an ordinary update, at once. A suspended lazy screen is revealed by a Suspense
 * retry, which React holds until 300 ms after the fallback was shown, whatever the chunk's own time.
 * A chunk that fails to load is thrown to the error boundary as React.lazy would (and asked for again
 * on the next mount).
 */
export function preloadablePage<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  function Page(props: P) {
    const [Screen, setScreen] = useState<ComponentType<P> | null>(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (Screen) return;
      let live = true;
      preload().then(
        (component) => live && setScreen(() => component),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [Screen]);
    if (failure) throw failure.error;
    return Screen ? <Screen {...props} /> : <PageLoader />;
  }
  return { Page, preload };
}
