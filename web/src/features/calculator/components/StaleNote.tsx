import { Text } from '@chakra-ui/react';
import { STALE_TEXT, type StaleReason } from '../utils/result-signature';

/**
 * The attributes that mark figures computed for other inputs than those on screen: data-stale (for
 * styles and tests) and the reason; a figure without a visible note beside it (a fleet row, a single
 * value) also says it as title and accessible description. Current figures carry data-stale="false".
 */
export function staleAttributes(reason: StaleReason | null | undefined, described = false) {
  if (!reason) return { 'data-stale': 'false' };
  const marks = { 'data-stale': 'true', 'data-stale-reason': reason };
  return described ? { ...marks, title: STALE_TEXT[reason], 'aria-description': STALE_TEXT[reason] } : marks;
}

/** The visible words beside out-of-date figures: 'Out of date: recalculating' or '... failed'. */
export function StaleNote({ reason }: { reason: StaleReason | null | undefined }) {
  if (!reason) return null;
  return (
    <Text
      as="span"
      fontSize="2xs"
      fontWeight="semibold"
      px="1"
      rounded="sm"
      whiteSpace="nowrap"
      bg={reason === 'failed' ? 'red.50' : 'gray.100'}
      color={reason === 'failed' ? 'red.700' : 'gray.700'}
      data-testid="stale-note"
    >
      {STALE_TEXT[reason]}
    </Text>
  );
}

/** Dimmed and striped: how an out-of-date figure looks (the panels' values, the grid's results). */
export const STALE_FIGURE_STYLE = {
  opacity: 0.45,
  backgroundImage: 'repeating-linear-gradient(135deg, transparent 0 4px, rgba(160, 174, 192, 0.25) 4px 6px)',
} as const;
