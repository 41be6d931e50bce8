import { Badge, Box, Button, HStack, Popover, Stack, Text } from '@chakra-ui/react';
import { regionChips, toggleRegion } from '../../utils/fleet-auto-filters';
import { TickBox } from './TickBox';

interface Props {
  regions: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
}

/** The Auto tab's region multi-select: at most two chips on the button, '+N' for the rest; none means all. */
export function RegionSelect({ regions, value, onChange }: Props) {
  const { shown, more } = regionChips(value);
  return (
    <Popover.Root lazyMount positioning={{ placement: 'bottom-start' }}>
      <Popover.Trigger asChild>
        <Button
          size="xs"
          variant="outline"
          aria-label="Region"
          minW="40"
          justifyContent="start"
          data-testid="region-select"
        >
          <HStack gap="1" overflow="hidden">
            {value.length === 0 ? (
              <Text fontSize="xs">All regions</Text>
            ) : (
              shown.map((r) => (
                <Badge key={r} size="sm" colorPalette="blue" data-testid="region-chip">
                  {r}
                </Badge>
              ))
            )}
            {more > 0 && (
              <Badge size="sm" data-testid="region-more">
                +{more}
              </Badge>
            )}
          </HStack>
        </Button>
      </Popover.Trigger>
      <Popover.Positioner>
        <Popover.Content w="64">
          <Popover.Body p="2" maxH="72" overflowY="auto">
            <Stack gap="1" role="group" aria-label="Regions">
              {regions.map((r) => (
                <Box as="label" key={r} display="flex" alignItems="center" gap="2" fontSize="xs" cursor="pointer">
                  <TickBox
                    label={r}
                    checked={value.includes(r)}
                    onChange={(on) => onChange(toggleRegion(regions, value, r, on))}
                  />
                  {r}
                </Box>
              ))}
            </Stack>
          </Popover.Body>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}
