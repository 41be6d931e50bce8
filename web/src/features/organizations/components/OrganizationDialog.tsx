import { Button, Dialog, Field, Grid, Input, NativeSelect, Portal } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import {
  nextContactNumber,
  ORGANIZATION_TEXT_FIELDS,
  ORGANIZATION_TYPES,
  type OrganizationForm,
} from '../utils/organization-form';

interface Props {
  mode: 'Add' | 'Update';
  initial: OrganizationForm;
  busy: boolean;
  /** Resolves true when saved; on false the dialog stays open with the input kept (spec 2 section 4). */
  onSave(form: OrganizationForm): Promise<boolean>;
  onClose(): void;
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Field.Root>
      <Field.Label fontSize="xs" mb="0.5">
        {label}
      </Field.Label>
      {children}
    </Field.Root>
  );
}

/** The '{Add|Update} Organization' dialog with every organization field (spec 2 section 3). */
export function OrganizationDialog({ mode, initial, busy, onSave, onClose }: Props) {
  const [form, setForm] = useState<OrganizationForm>(initial);
  const set = <K extends keyof OrganizationForm>(key: K, value: OrganizationForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const handleSave = async () => {
    if (await onSave(form)) onClose();
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="organization-dialog">
            <Dialog.Header>
              <Dialog.Title fontSize="md">{mode} Organization</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="3">
                {ORGANIZATION_TEXT_FIELDS.map((f) => (
                  <Labelled key={f.key} label={f.label}>
                    <Input
                      size="sm"
                      aria-label={f.label}
                      value={form[f.key]}
                      onChange={(e) => set(f.key, e.target.value)}
                    />
                  </Labelled>
                ))}
                <Labelled label="Contact Number">
                  <Input
                    size="sm"
                    inputMode="numeric"
                    aria-label="Contact Number"
                    value={form.contactNumber}
                    onChange={(e) => set('contactNumber', nextContactNumber(form.contactNumber, e.target.value))}
                  />
                </Labelled>
                <Labelled label="Organization Type">
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      aria-label="Organization Type"
                      value={form.orgType}
                      onChange={(e) => set('orgType', e.target.value as OrganizationForm['orgType'])}
                    >
                      {ORGANIZATION_TYPES.map((t) => (
                        <option key={t} value={t}>
                          {t}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Labelled>
              </Grid>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onClose}>
                Close
              </Button>
              <Button size="sm" colorPalette="blue" loading={busy} onClick={() => void handleSave()}>
                {mode}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
