import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { portsByCharQuery } from '../graphql/orders';

/** Spec 1 section 9: search starts after a 500 ms pause in typing. */
export const PORT_SEARCH_PAUSE_MS = 500;
/** Search lists hold up to 100 entries (spec 1 section 9). */
const PORT_SEARCH_LIMIT = 100;

/** Ports matching the text, searched once typing pauses and only for non-empty text; `text` is what they answer. */
export function usePortSearch(text: string, enabled: boolean) {
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(enabled ? text.trim() : ''), PORT_SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, enabled]);
  const active = enabled && debounced !== '';
  const { data, loading } = useQuery(portsByCharQuery, {
    variables: { port: debounced, offset: 0, limit: PORT_SEARCH_LIMIT },
    skip: !active,
  });
  const answered = active && !loading && data !== undefined;
  return {
    ports: active ? (data?.portsByChar ?? []) : [],
    loading: active && loading,
    text: answered ? debounced : null,
  };
}
