import { Switch } from '@chakra-ui/react';
import { useState } from 'react';

/**
 * A labelled on/off switch; `checked` is controlled. `onChange` answers false when it refuses the change:
 * the switch is then rebuilt from `checked`, since the underlying machine would otherwise keep the
 * refused state and swallow the next click.
 */
export function Toggle({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): boolean;
}) {
  const [epoch, setEpoch] = useState(0);
  return (
    <Switch.Root
      key={epoch}
      size="sm"
      checked={checked}
      disabled={disabled}
      onCheckedChange={(e) => {
        if (!onChange(e.checked)) setEpoch((n) => n + 1);
      }}
      data-testid={`toggle-${label}`}
      data-checked-state={checked ? 'on' : 'off'}
    >
      <Switch.HiddenInput aria-label={label} />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label fontSize="xs">{label}</Switch.Label>
    </Switch.Root>
  );
}
