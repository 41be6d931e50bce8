import type { SVGProps } from 'react';
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  Calendar,
  ChevronDown,
  ChevronUp,
  Eye,
  GripVertical,
  Menu,
  Pencil,
  Pin,
  Trash2,
  TriangleAlert,
  X,
  type LucideIcon,
} from 'lucide-react';

/**
 * The app's icons: the line icons come from Lucide (a maintained icon set, drawn as SVG so no emoji or
 * symbol font is needed); only the two brand marks below are drawn here. Every icon is decorative
 * (aria-hidden): the button around it carries the accessible name.
 */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

const lucide = (Icon: LucideIcon, defaultSize = 14) =>
  function AppIcon({ size = defaultSize, ...props }: IconProps) {
    return <Icon size={size} aria-hidden="true" focusable="false" {...props} />;
  };

export const MenuIcon = lucide(Menu, 18);
export const TrashIcon = lucide(Trash2);
export const EditIcon = lucide(Pencil);
export const ViewIcon = lucide(Eye);
export const CloseIcon = lucide(X);
export const PinIcon = lucide(Pin, 12);
export const DragHandleIcon = lucide(GripVertical);
export const WarningIcon = lucide(TriangleAlert, 12);
export const CalendarIcon = lucide(Calendar);
export const SortAscIcon = lucide(ArrowUp, 12);
export const SortDescIcon = lucide(ArrowDown, 12);
export const SortableIcon = lucide(ArrowUpDown, 12);

/** A chevron pointing up or down (move a row). */
export function ChevronIcon({ direction, ...props }: IconProps & { direction: 'up' | 'down' }) {
  const Icon = direction === 'up' ? ChevronUpIcon : ChevronDownIcon;
  return <Icon {...props} />;
}
const ChevronUpIcon = lucide(ChevronUp);
const ChevronDownIcon = lucide(ChevronDown);

/** The four-colour Google mark, as the provider's sign-in guidelines ask for. */
export function GoogleIcon({ size = 16, ...props }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" {...props}>
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

/** The 24-unit line shell of the product mark (stroke in the current text colour). */
function LineIcon({ size, strokeWidth = '2', children, ...props }: IconProps & { size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

/** A stylised bulk carrier hull over a wave, the product mark. */
export function ShipMark({ size = 22, ...props }: IconProps) {
  return (
    <LineIcon size={size} strokeWidth="1.8" {...props}>
      <path d="M3 14h18l-2.5 4.5h-13z" />
      <path d="M7 14V9h4v5M14 14v-3h3v3" />
      <path d="M2 21c1.5 0 1.5-1 3-1s1.5 1 3 1 1.5-1 3-1 1.5 1 3 1 1.5-1 3-1 1.5 1 3 1" />
    </LineIcon>
  );
}
