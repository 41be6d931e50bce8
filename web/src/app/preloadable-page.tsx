import { useEffect, useState, type ComponentType } from 'react';
import { PageLoader } from '../components/PageLoader';
import type { PageChunk } from './page-chunk';

/**
 * A screen in its own chunk whose code can be asked for before it renders (`chunk.preload`: opening the
 * app straight on it). Unlike React.lazy it does not suspend: it renders the page loader until the chunk is
 * in, then the screen in an ordinary update, at once. A suspended lazy screen is revealed by a Suspense
 * retry, which React holds until 300 ms after the fallback was shown, whatever the chunk's own time.
 * A chunk that fails to load is thrown to the error boundary as React.lazy would (and asked for again
 * on the next mount).
 */
export function preloadablePage<P extends object>(chunk: PageChunk<ComponentType<P>>): ComponentType<P> {
  const { preload, loaded } = chunk;
  function Page(props: P) {
    const [Screen, setScreen] = useState<ComponentType<P> | null>(() => loaded());
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
  return Page;
}
