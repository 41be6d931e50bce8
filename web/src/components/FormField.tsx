import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  label: string;
  /** Shown under the control and marks the field invalid. */
  error?: string;
  /** Marks the field invalid without a message under it (the message is shown elsewhere); defaults to `!!error`. */
  invalid?: boolean;
  required?: boolean;
  /** Grid columns the field spans. */
  span?: number;
  children: ReactNode;
}

/** A labelled form control of the app's dialogs: small label above, the error text below. */
export function FormField({ label, error, invalid = !!error, required, span, children }: Props) {
  return (
    <Field.Root invalid={invalid} required={required} gridColumn={span ? `span ${span}` : undefined}>
      <Field.Label fontSize="xs" mb="0.5">
        {label}
      </Field.Label>
      {children}
      {error && <Field.ErrorText fontSize="xs">{error}</Field.ErrorText>}
    </Field.Root>
  );
}
