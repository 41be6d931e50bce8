import { IconButton } from '@chakra-ui/react';
import { TrashIcon } from './icons';

/** A small red bin button that deletes one line of a table; the label names what it deletes. */
export function DeleteIconButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <IconButton size="2xs" variant="ghost" colorPalette="red" aria-label={label} onClick={onClick}>
      <TrashIcon />
    </IconButton>
  );
}
