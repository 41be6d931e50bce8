import { Input, type InputProps } from '@chakra-ui/react';
import { useNumberText } from '../../hooks/useNumberText';

interface Props extends Omit<InputProps, 'value' | 'onChange'> {
  value: number | null | undefined;
  label: string;
  onValueChange: (value: number) => void;
}

/** A number field that keeps what is typed while reporting numbers (see useNumberText). */
export function NumberInput({ value, label, onValueChange, ...rest }: Props) {
  const field = useNumberText(value, onValueChange);
  return <Input size="xs" fontSize="xs" inputMode="decimal" aria-label={label} {...field} {...rest} />;
}
