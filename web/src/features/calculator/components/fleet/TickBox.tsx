import { useEffect, useRef } from 'react';

interface Props {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  /** Hover text. */
  title?: string;
  onChange: (checked: boolean) => void;
}

/** A native checkbox (reliably labelled and keyboard-usable) that can also show the indeterminate state. */
export function TickBox({ label, checked, indeterminate = false, title, onChange }: Props) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      title={title}
      aria-checked={indeterminate ? 'mixed' : checked}
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
      style={{ accentColor: '#2b6cb0', cursor: 'pointer' }}
    />
  );
}
