import { Input } from '@chakra-ui/react';
import { useId, useState, type ChangeEvent } from 'react';
import { usePortSearch } from '../hooks/usePortSearch';

export interface PortChoice {
  port: string;
  lat: number | null;
  lng: number | null;
  country: string | null;
}

interface Props {
  value: string;
  label: string;
  invalid: boolean;
  disabled?: boolean;
  onChange: (choice: PortChoice) => void;
}

/**
 * A port name with suggestions from the port search (after a 500 ms pause, non-empty text only). Picking
 * a suggestion also records the port's position and country; free text stays a plain name.
 */
export function PortInput({ value, label, invalid, disabled, onChange }: Props) {
  const listId = useId();
  const [focused, setFocused] = useState(false);
  const { ports } = usePortSearch(value, focused && !disabled);

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const text = e.target.value;
    const hit = ports.find((p) => p.name === text);
    onChange(
      hit
        ? { port: hit.name, lat: hit.lat, lng: hit.lng, country: hit.country ?? null }
        : { port: text, lat: null, lng: null, country: null },
    );
  };

  return (
    <>
      <Input
        size="xs"
        fontSize="xs"
        w="32"
        aria-label={label}
        aria-invalid={invalid || undefined}
        borderColor={invalid ? 'red.400' : undefined}
        value={value}
        disabled={disabled}
        list={listId}
        autoComplete="off"
        placeholder="Search port"
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onChange={handleChange}
      />
      <datalist id={listId} data-testid="port-suggestions">
        {ports.map((p) => (
          <option key={p.id} value={p.name}>
            {p.country ?? ''}
          </option>
        ))}
      </datalist>
    </>
  );
}
