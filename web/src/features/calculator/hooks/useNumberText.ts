import { useState, type ChangeEvent } from 'react';

const textOf = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * A number field's text: keeps what is typed ('1.', '') while reporting numbers (an empty field is 0;
 * text that is not a number is not reported); a new value from outside replaces the text.
 */
export function useNumberText(value: number | null | undefined, onValueChange: (value: number) => void) {
  const [text, setText] = useState(textOf(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    const typed = text.trim() === '' ? 0 : Number(text);
    if (typed !== value) setText(textOf(value));
  }
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const next = e.target.value;
    setText(next);
    const n = next.trim() === '' ? 0 : Number(next);
    if (Number.isFinite(n)) {
      setShown(n);
      onValueChange(n);
    }
  };
  return { value: text, onChange };
}
