import { useState, type ChangeEvent } from 'react';
import { parseGridNumber } from '../utils/grid-columns';

const plain = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * A number field's text: keeps what is typed ('1.', '0.', '') while reporting numbers (an empty field is
 * 0; text that is not a number is not reported, nor is the value it already has, and marks the field
 * aria-invalid); a new value from outside (a routed distance, a reset) replaces the text unless the
 * typed text already says it.
 */
export function useNumberText(
  value: number | null | undefined,
  onValueChange: (value: number) => void,
  format: (value: number | null | undefined) => string = plain,
) {
  const [text, setText] = useState(() => format(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (parseGridNumber(text) !== value) setText(format(value));
  }
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const next = e.target.value;
    setText(next);
    const n = parseGridNumber(next);
    if (n !== null && n !== value) {
      setShown(n);
      onValueChange(n);
    }
  };
  // What the field does not take, it says: text that is not a number marks the field invalid (the
  // value it reports stays the last number) instead of passing for it silently (issue #12).
  const refused = parseGridNumber(text) === null;
  return { value: text, onChange, 'aria-invalid': refused ? true : undefined };
}
