import { Input, type InputProps } from '@chakra-ui/react';
import { useState } from 'react';
import { inputText } from '../../../../lib/format';
import { parseNumberText } from '../../utils/panel-format';

interface Props extends Omit<InputProps, 'value' | 'onChange' | 'defaultValue'> {
  value: number;
  /** Called with every keystroke that reads as a number (blank reads as 0). */
  onValue(value: number): void;
  label: string;
}

/**
 * A compact numeric input over a draft value. While focused it keeps the text as typed ('1.', '') so
 * typing is not fought by re-formatting; every keystroke that reads as a number is committed at once
 * (the calculator recalculates on each edit).
 */
export function NumberField({ value, onValue, label, ...rest }: Props) {
  const [typing, setTyping] = useState<string | null>(null);
  return (
    <Input
      size="2xs"
      fontSize="xs"
      inputMode="decimal"
      textAlign="end"
      px="1.5"
      aria-label={label}
      value={typing ?? inputText(value)}
      onFocus={() => setTyping(inputText(value))}
      onBlur={() => setTyping(null)}
      onChange={(e) => {
        setTyping(e.target.value);
        const n = parseNumberText(e.target.value);
        if (n !== null && n !== value) onValue(n);
      }}
      {...rest}
    />
  );
}
