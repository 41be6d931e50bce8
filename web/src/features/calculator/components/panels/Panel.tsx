import { Box, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { StaleReason } from '../../utils/result-signature';
import { STALE_FIGURE_STYLE, StaleNote, staleAttributes } from '../StaleNote';

/**
 * One upper panel: a small heading (text, a button or a link), then dense label/value rows. A panel of
 * result figures passes `stale` while they were computed for other inputs: its values are dimmed and
 * the heading says why.
 */
export function Panel({
  title,
  heading,
  actions,
  testId,
  stale,
  children,
}: {
  title: string;
  /** Replaces the plain title (a button or link that carries it). */
  heading?: ReactNode;
  actions?: ReactNode;
  testId: string;
  stale?: StaleReason | null;
  children: ReactNode;
}) {
  return (
    <Box
      as="section"
      aria-label={title}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      px="2"
      py="1.5"
      minW="0"
      fontSize="xs"
      data-testid={testId}
      {...(stale === undefined ? {} : staleAttributes(stale))}
      css={stale ? { '& [data-field]': STALE_FIGURE_STYLE } : undefined}
    >
      <Flex align="center" gap="1" mb="1" minH="6">
        <Heading
          as="h2"
          fontSize="xs"
          fontWeight="bold"
          color="gray.800"
          textTransform="uppercase"
          flex="1"
          lineClamp={2}
          title={title}
        >
          {heading ?? title}
        </Heading>
        <StaleNote reason={stale} />
        {actions}
      </Flex>
      {children}
    </Box>
  );
}

/** Label/value rows in two columns; values right-aligned with tabular figures. */
export function Rows({ children, columns = 'max-content minmax(0, 1fr)' }: { children: ReactNode; columns?: string }) {
  return (
    <Grid templateColumns={columns} columnGap="2" rowGap="0.5" alignItems="center">
      {children}
    </Grid>
  );
}

/** Labels are never cut short (issue #13): a label wider than its column wraps; values are truncated. */
const LABEL_STYLE = { color: 'gray.600', overflowWrap: 'break-word', lineHeight: 'short' } as const;

/** A read-only row; `field` marks the value for tests (data-field). */
export function Row({
  label,
  value,
  field,
  color,
  stale,
}: {
  label: string;
  value: ReactNode;
  field?: string;
  color?: string;
  /** A result figure in a panel of other data: marks this value alone as out of date. */
  stale?: StaleReason | null;
}) {
  return (
    <>
      <Text {...LABEL_STYLE} title={label}>
        {label}
      </Text>
      <Text
        textAlign="end"
        fontVariantNumeric="tabular-nums"
        data-field={field ?? label}
        color={color}
        truncate
        title={typeof value === 'string' ? value : undefined}
        {...(stale === undefined ? {} : staleAttributes(stale, true))}
        css={stale ? STALE_FIGURE_STYLE : undefined}
      >
        {value}
      </Text>
    </>
  );
}

/** A row whose value is a control (an input, a select, buttons). */
export function ControlRow({ label, title, children }: { label: string; title?: string; children: ReactNode }) {
  return (
    <>
      <Text {...LABEL_STYLE} title={title ?? label}>
        {label}
      </Text>
      <Box minW="0">{children}</Box>
    </>
  );
}
