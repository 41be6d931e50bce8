import { HStack, Input } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import type { PortChoice } from '../utils/port-entry';

interface Props {
  label: string;
  value: PortChoice;
  disabled?: boolean;
  onChange: (choice: PortChoice) => void;
}

/** The latitude and longitude of a custom point (decimal degrees; empty: not given yet). */
export function PortCoordinates({ label, value, disabled, onChange }: Props) {
  const input = (key: 'lat' | 'lng', name: string, min: number, max: number) => (
    <Input
      size="xs"
      fontSize="xs"
      w="16"
      type="number"
      step="any"
      min={min}
      max={max}
      placeholder={name}
      aria-label={`Custom point ${name}`}
      title={`${label}: ${name} of the custom point`}
      aria-invalid={value[key] === null || undefined}
      disabled={disabled}
      value={value[key] ?? ''}
      onChange={(e: ChangeEvent<HTMLInputElement>) =>
        onChange({ ...value, [key]: e.target.value === '' ? null : Number(e.target.value) })
      }
    />
  );
  return (
    <HStack gap="1" mt="0.5">
      {input('lat', 'latitude', -90, 90)}
      {input('lng', 'longitude', -180, 180)}
    </HStack>
  );
}
