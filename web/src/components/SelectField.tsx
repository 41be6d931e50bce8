import { NativeSelect } from '@chakra-ui/react';
import { FormField } from './FormField';

interface Props<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
  size?: 'xs' | 'sm';
  fontSize?: 'xs';
}

/** A labelled dropdown of a dialog's form (Organization Type, Fuel Type, Scrubber); named by its label. */
export function SelectField<T extends string>({ label, value, options, onChange, size = 'sm', fontSize }: Props<T>) {
  return (
    <FormField label={label}>
      <NativeSelect.Root size={size}>
        <NativeSelect.Field
          aria-label={label}
          fontSize={fontSize}
          value={value}
          onChange={(e) => onChange(e.target.value as T)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
