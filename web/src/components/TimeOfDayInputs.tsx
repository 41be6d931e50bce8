import { HStack, Input, Text } from '@chakra-ui/react';
import type { ChangeEvent, KeyboardEvent } from 'react';

/** A time of day in UTC: hour 0-23, minute 0-59. */
export interface TimeOfDay {
  hour: number;
  minute: number;
}

interface Props {
  value: TimeOfDay;
  onChange: (value: TimeOfDay) => void;
  /** Enter in either input (the picker closes). */
  onDone: () => void;
}

const two = (n: number) => String(n).padStart(2, '0');

/** Hour and minute beside a date picker's calendar (UTC, as every time of the app). */
export function TimeOfDayInputs({ value, onChange, onDone }: Props) {
  const handle = (part: keyof TimeOfDay, max: number) => (e: ChangeEvent<HTMLInputElement>) => {
    const n = Number(e.target.value);
    // An empty or out-of-range number is not a time: the last one stays.
    if (e.target.value !== '' && Number.isInteger(n) && n >= 0 && n <= max) onChange({ ...value, [part]: n });
  };
  // The calendar moves its focused day with the arrow keys and picks it with Enter; keys typed here are the
  // inputs' own.
  const handleKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') return;
    e.stopPropagation();
    if (e.key === 'Enter') onDone();
  };
  const input = (part: keyof TimeOfDay, label: string, max: number) => (
    <Input
      size="2xs"
      fontSize="xs"
      type="number"
      min={0}
      max={max}
      w="12"
      aria-label={label}
      value={two(value[part])}
      onChange={handle(part, max)}
      onKeyDown={handleKey}
    />
  );
  return (
    <HStack gap="1">
      <Text fontSize="xs" color="gray.600">
        Time
      </Text>
      {input('hour', 'Hour', 23)}
      <Text fontSize="xs">:</Text>
      {input('minute', 'Minute', 59)}
      <Text fontSize="xs" color="gray.500">
        UTC
      </Text>
    </HStack>
  );
}
