import { Box, Button, HStack, Input, Text } from '@chakra-ui/react';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { candidateLabel } from '../../../../../shared/ports/port-choice';
import { usePortSearch } from '../hooks/usePortSearch';
import { customToggled, namedPorts, pickedPort, resolvedPort, typedPort, type PortChoice } from '../utils/port-entry';
import { PortCoordinates } from './PortCoordinates';

export type { PortChoice } from '../utils/port-entry';

interface Props {
  value: PortChoice;
  label: string;
  invalid: boolean;
  disabled?: boolean;
  /** A message from elsewhere (a stored row the server flags), shown while the text is unchanged. */
  notice?: string | null;
  onChange: (choice: PortChoice) => void;
}

/**
 * A port of the port table, or an explicit custom point. Suggestions come from the port search (after
 * a 500 ms pause); text that names exactly one port (name or alias, case and accents ignored) is tied to
 * it and the port's name and country are shown; text naming several ports lists them to choose from;
 * text naming none says so. 'Custom point' turns the text into a named position with its own lat/lng.
 */
export function PortInput({ value, label, invalid, disabled, notice, onChange }: Props) {
  const listId = useId();
  const [focused, setFocused] = useState(false);
  const text = value.port.trim();
  const untied = value.portId === null && !value.customPoint && text !== '';
  const search = usePortSearch(value.port, !disabled && !value.customPoint && (focused || untied));

  // Once the search has answered for this very text, tie it (or say why it cannot be).
  useEffect(() => {
    if (!untied || search.text !== text) return;
    const next = resolvedPort(value, search.ports);
    if (next.portId !== value.portId || next.portProblem !== value.portProblem) onChange(next);
  }, [untied, search.text, search.ports, text, value, onChange]);

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const typed = e.target.value;
    const exact = search.ports.find((p) => p.name === typed);
    onChange(exact && !value.customPoint ? pickedPort(exact, typed) : typedPort(value, typed));
  };
  const candidates = namedPorts(value, search.text === text ? search.ports : []);
  const problem = value.portProblem ?? (untied ? notice : null);

  return (
    <Box minW="32" data-testid="port-input">
      <HStack gap="1">
        <Input
          size="xs"
          fontSize="xs"
          w="32"
          aria-label={label}
          aria-invalid={invalid || Boolean(problem) || undefined}
          borderColor={invalid || problem ? 'red.400' : undefined}
          value={value.port}
          disabled={disabled}
          list={value.customPoint ? undefined : listId}
          autoComplete="off"
          placeholder={value.customPoint ? 'Custom point name' : 'Search port'}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onChange={handleChange}
        />
        <datalist id={listId} data-testid="port-suggestions">
          {search.ports.map((p) => (
            <option key={p.databaseId} value={p.name}>
              {p.country ?? ''}
            </option>
          ))}
        </datalist>
      </HStack>
      {value.customPoint && <PortCoordinates label={label} value={value} disabled={disabled} onChange={onChange} />}
      {(value.portId !== null || problem || value.customPoint) && (
        <HStack gap="1" fontSize="2xs" mt="0.5" wrap="wrap">
          {value.portId !== null && (
            <Text color="green.700" data-testid="port-resolved" title="The port this row is tied to">
              {candidateLabel({ name: value.portName ?? value.port, country: value.country })}
            </Text>
          )}
          {problem && (
            <Text color="red.600" data-testid="port-problem" role="alert">
              {problem}
            </Text>
          )}
          {candidates.length > 1 &&
            candidates.map((p) => (
              <Button
                key={p.databaseId}
                size="2xs"
                variant="outline"
                onClick={() => onChange(pickedPort(p, value.port))}
              >
                {candidateLabel(p)}
              </Button>
            ))}
          {/* The explicit choice, offered where it is needed: for text that names no port, or to leave one. */}
          {!disabled && (value.customPoint || problem) && (
            <Button
              size="2xs"
              variant="ghost"
              colorPalette="blue"
              px="1"
              aria-pressed={value.customPoint}
              title={
                value.customPoint
                  ? 'Choose a port of the table instead'
                  : 'A berth or a position at sea: name + lat/lng'
              }
              onClick={() => onChange(customToggled(value, !value.customPoint))}
            >
              {value.customPoint ? 'Port from list' : 'Custom point'}
            </Button>
          )}
        </HStack>
      )}
    </Box>
  );
}
