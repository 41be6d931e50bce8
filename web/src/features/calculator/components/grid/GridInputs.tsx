import { inputText } from '../../../../lib/format';
import { useNumberText } from '../../hooks/useNumberText';
import './grid.css';

/** A width from the theme's size scale ('16' -> 4rem), as the Chakra `w` prop read it. */
const size = (token: string) => ({ width: `var(--chakra-sizes-${token})` });

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
 * finished), and every parsable change is handed on as a number (empty counts as 0). A plain input
 * styled by grid.css: the grid renders dozens of them on every opening.
 */
export function GridNumberInput({ value, label, disabled, width = '16', decimals, title, onChange }: NumberProps) {
  const field = useNumberText(value, onChange, shown(decimals));
  return (
    <input
      className="calc-grid-input"
      style={size(width)}
      type="number"
      step="any"
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

/** A select cell of the grid (a native select styled by grid.css); a value the options lack is still shown. */
export function GridSelect<V extends string>({
  value,
  label,
  options,
  disabled,
  width = '24',
  onChange,
}: SelectProps<V>) {
  return (
    <div className="calc-grid-select" style={size(width)}>
      <select aria-label={label} disabled={disabled} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {!options.some((o) => o.value === value) && <option value={value}>{value}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <div className="calc-grid-select-indicator" aria-hidden="true">
        <svg viewBox="0 0 24 24">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </div>
    </div>
  );
}
