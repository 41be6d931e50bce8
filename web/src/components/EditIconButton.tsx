import { IconButton } from '@chakra-ui/react';

/** A small pencil button that opens one line of a table for editing; the label names what it edits. */
export function EditIconButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <IconButton size="2xs" variant="ghost" colorPalette="blue" aria-label={label} onClick={onClick}>
      <svg
        width="14"
        height="14"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />
      </svg>
    </IconButton>
  );
}
