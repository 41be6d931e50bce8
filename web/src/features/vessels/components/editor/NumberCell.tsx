import { Input, Table } from '@chakra-ui/react';

/** One typed number of an editor table; the label names the cell for assistive technology and tests. */
export function NumberCell({
  label,
  value,
  invalid,
  onChange,
}: {
  label: string;
  value: string;
  invalid: boolean;
  onChange(text: string): void;
}) {
  return (
    <Table.Cell px="1" py="0.5">
      <Input
        size="2xs"
        fontSize="xs"
        textAlign="end"
        inputMode="decimal"
        minW="16"
        aria-label={label}
        aria-invalid={invalid || undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Table.Cell>
  );
}
