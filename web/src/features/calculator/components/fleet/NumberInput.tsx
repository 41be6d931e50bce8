import { Input, type InputProps } from '@chakra-ui/react';
import { useState, type ChangeEvent } from 'react';

interface Props extends Omit<InputProps, 'value' | 'onChange'> {
  value: number | null | undefined;
  label: string;
  onValueChange: (value: number) => void;
}

const textOf = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * A number field that keeps what is typed ('1.', '') while reporting numbers: an empty field is 0, text
 * that is not a number is not reported. A new value from outside replaces the text.
 */
export function NumberInput({ value, label, onValueChange, ...rest }: Props) {
  const [text, setText] = useState(textOf(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    const typed = text.trim() === '' ? 0 : Number(text);
    if (typed !== value) setText(textOf(value));
  }

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const next = e.target.value;
    setText(next);
    const n = next.trim() === '' ? 0 : Number(next);
    if (Number.isFinite(n)) {
      setShown(n);
      onValueChange(n);
    }
  };

  return (
    <Input
      size="xs"
      fontSize="xs"
      inputMode="decimal"
      aria-label={label}
      value={text}
      onChange={handleChange}
      {...rest}
    />
  );
}
