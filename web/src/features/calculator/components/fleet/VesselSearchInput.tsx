import { Input } from '@chakra-ui/react';
import { useId, useState, type ChangeEvent } from 'react';
import { formatUpTo } from '../../../../lib/format';
import { useVesselSearch } from '../../hooks/useFleetActions';

export interface VesselChoice {
  vesselId: number;
  vesselName: string;
  dwt: number;
}

interface Props {
  value: string;
  label: string;
  invalid?: boolean;
  onType: (text: string) => void;
  onChoose: (choice: VesselChoice) => void;
}

/** A vessel name with suggestions from the catalogue (after a 500 ms pause); picking one reports its id and dwt. */
export function VesselSearchInput({ value, label, invalid, onType, onChoose }: Props) {
  const listId = useId();
  const [focused, setFocused] = useState(false);
  const { vessels } = useVesselSearch(value, focused);

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const text = e.target.value;
    const hit = vessels.find((v) => v.vesselName === text);
    if (hit) onChoose({ vesselId: hit.databaseId, vesselName: hit.vesselName, dwt: hit.vesselDwt });
    else onType(text);
  };

  return (
    <>
      <Input
        size="xs"
        fontSize="xs"
        w="40"
        aria-label={label}
        aria-required="true"
        aria-invalid={invalid || undefined}
        borderColor={invalid ? 'red.400' : undefined}
        value={value}
        list={listId}
        autoComplete="off"
        placeholder="Search vessel"
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onChange={handleChange}
      />
      <datalist id={listId} data-testid="vessel-suggestions">
        {vessels.map((v) => (
          <option key={v.id} value={v.vesselName}>
            {`${formatUpTo(v.vesselDwt, 0)} dwt`}
          </option>
        ))}
      </datalist>
    </>
  );
}
