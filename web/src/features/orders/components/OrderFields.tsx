import { Field, Grid, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DateTimeField } from '../../../components/DateTimeField';
import type { OrderIssue } from '../../../../../shared/validation/order-rules';
import type { OrderForm } from '../utils/order-form';

interface Props {
  form: OrderForm;
  issues: readonly OrderIssue[];
  onChange: (patch: Partial<OrderForm>) => void;
}

type SelectField = 'access' | 'freightMode' | 'qtyMode';

const SELECTS: { field: SelectField; label: string; issue: string; options: [string, string][] }[] = [
  {
    field: 'access',
    label: 'Access Mode',
    issue: 'access',
    options: [
      ['private', 'Private'],
      ['public', 'Public'],
    ],
  },
  {
    field: 'freightMode',
    label: 'Freight Mode',
    issue: 'freightMode',
    options: [
      ['Single Freight', 'Single Freight'],
      ['Multiple Freight', 'Multiple Freight'],
    ],
  },
  {
    field: 'qtyMode',
    label: 'Qty option',
    issue: 'qtyMode',
    options: [
      ['MOLOO', 'MOLOO'],
      ['MINMAX', 'MINMAX'],
    ],
  },
];

/** The order's own fields: Name, Access Mode, Freight Mode, Qty option, laycan start and end, message. */
export function OrderFields({ form, issues, onChange }: Props) {
  const bad = (field: string) => issues.some((i) => i.field === field);
  const field = (label: string, issue: string, control: ReactNode, span = 1) => (
    <Field.Root invalid={bad(issue)} gridColumn={`span ${span}`}>
      <Field.Label fontSize="xs" color="gray.600" mb="0.5">
        {label}
      </Field.Label>
      {control}
    </Field.Root>
  );
  const dateInput = (key: 'laycanStart' | 'laycanEnd', label: string, issue: string) => (
    <DateTimeField
      label={label}
      showLabel
      mode="datetime"
      value={form[key]}
      invalid={bad(issue)}
      onChange={(text) => onChange({ [key]: text })}
    />
  );

  return (
    <Grid templateColumns="repeat(6, minmax(0, 1fr))" gap="2" mb="3">
      {field(
        'Name',
        'name',
        <Input
          size="xs"
          fontSize="xs"
          aria-label="Name"
          value={form.name}
          onChange={(e) => onChange({ name: e.target.value })}
        />,
        2,
      )}
      {SELECTS.map((s) => (
        <Field.Root key={s.field} invalid={bad(s.issue)}>
          <Field.Label fontSize="xs" color="gray.600" mb="0.5">
            {s.label}
          </Field.Label>
          <NativeSelect.Root size="xs">
            <NativeSelect.Field
              aria-label={s.label}
              fontSize="xs"
              value={form[s.field]}
              onChange={(e) => onChange({ [s.field]: e.target.value })}
            >
              <option value="">Select…</option>
              {s.options.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ))}
      <Field.Root />
      {dateInput('laycanStart', 'Laycan start', 'laycanStartDate')}
      {dateInput('laycanEnd', 'Laycan end', 'laycanEndDate')}
      {field(
        'Message',
        'message',
        <Textarea
          size="xs"
          fontSize="xs"
          rows={1}
          aria-label="Message"
          value={form.message}
          onChange={(e) => onChange({ message: e.target.value })}
        />,
        4,
      )}
    </Grid>
  );
}
