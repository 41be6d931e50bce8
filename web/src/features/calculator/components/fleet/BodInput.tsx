import { useState, type ChangeEvent } from 'react';
import { bodText, readBod } from '../../utils/fleet-bod';

/**
 * A fleet row's BOD (bunkers on board at sailing, t): blank is "not set". Keeps the text as typed; a
 * readable value is reported at once (saved with the entry after the fleet's pause), anything else marks
 * the field invalid and reports nothing.
 */
export function BodInput({
  bod,
  vesselName,
  onValue,
}: {
  bod: number | null | undefined;
  vesselName: string;
  onValue(value: number | null): void;
}) {
  const [text, setText] = useState(() => bodText(bod));
  const [shown, setShown] = useState(bod);
  if (bod !== shown) {
    setShown(bod);
    if (readBod(text) !== bod) setText(bodText(bod));
  }
  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const next = e.target.value;
    setText(next);
    const value = readBod(next);
    if (value !== undefined && value !== (bod ?? null)) {
      setShown(value);
      onValue(value);
    }
  };
  return (
    <input
      className="fleet-hire"
      inputMode="decimal"
      aria-label={`BOD ${vesselName}`}
      title="Bunkers on board at sailing, t (blank: not set)"
      placeholder="-"
      value={text}
      aria-invalid={readBod(text) === undefined ? true : undefined}
      onClick={(e) => e.stopPropagation()}
      onChange={handleChange}
    />
  );
}
