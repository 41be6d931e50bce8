import { Input, NativeSelect } from '@chakra-ui/react';
import { inputText } from '../../../../lib/format';
import { useNumberText } from '../../hooks/useNumberText';

interface NumberProps {
  value: number | null;
  label: string;
  disabled?: boolean;
  width?: string;
  /** Decimals shown for a value that did not come from typing (routed distances). */
  decimals?: number;
  /** Hover text, e.g. what the engine made of the value. */
  title?: string;
  onChange: (value: number) => void;
}

const shown = (decimals: number | undefined) => (value: number | null | undefined) =>
  value === null || value === undefined ? '' : decimals === undefined ? String(value) : inputText(value, decimals);

/**
 * A number cell of the grid: the typed text stays as typed (so '1.' or an emptied field can be
 * finished), and every parsable change is handed on as a number (empty counts as 0).
 */
export function GridNumberInput({ value, label, disabled, width = '16', decimals, title, onChange }: NumberProps) {
  const field = useNumberText(value, onChange, shown(decimals));
  return (
    <Input
      size="2xs"
      fontSize="xs"
      type="number"
      step="any"
      w={width}
      px="1"
      textAlign="end"
      aria-label={label}
      title={title}
      disabled={disabled}
      {...field}
    />
  );
}

interface SelectProps<V extends string> {
  value: V;
  label: string;
  options: readonly { value: V; label: string }[];
  disabled?: boolean;
  width?: string;
  onChange: (value: V) => void;
}

/** A select cell of the grid; a value the options lack is still shown. */
export function GridSelect<V extends string>({
  value,
  label,
  options,
  disabled,
  width = '24',
  onChange,
}: SelectProps<V>) {
  return (
    <NativeSelect.Root size="xs" w={width} disabled={disabled}>
      <NativeSelect.Field
        aria-label={label}
        fontSize="xs"
        h="6"
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
      >
        {!options.some((o) => o.value === value) && <option value={value}>{value}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
