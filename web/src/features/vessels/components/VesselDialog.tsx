import { Box, Button, Dialog, Field, Grid, Input, NativeSelect, Portal, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { FuelType, YesNo } from '../../../__generated__/graphql';
import { DateTimeField } from '../../../components/DateTimeField';
import type { VesselDialogTarget } from '../hooks/useSaveVessel';
import {
  DIALOG_NUMBER_FIELDS,
  DIALOG_TEXT_FIELDS,
  dialogErrors,
  FLEET_NUMBER_FIELDS,
  refusedNumber,
  type DialogField,
  type VesselDialogForm,
} from '../utils/vessel-dialog-form';

const FUEL_TYPES: readonly FuelType[] = ['TYPE0', 'TYPE1', 'TYPE2', 'TYPE3', 'TYPE4'];

export interface VesselDialogProps {
  target: VesselDialogTarget;
  initial: VesselDialogForm;
  busy: boolean;
  /** Resolves true when saved; on false the dialog stays open with the input kept (spec 2 section 4). */
  onSave(form: VesselDialogForm): Promise<boolean>;
  onDiscard(): Promise<boolean>;
  onClose(): void;
}

function Labelled({
  label,
  error,
  children,
  span,
}: {
  label: string;
  error?: string;
  children: ReactNode;
  span?: number;
}) {
  return (
    <Field.Root invalid={!!error} gridColumn={span ? `span ${span}` : undefined}>
      <Field.Label fontSize="xs" mb="0.5">
        {label}
      </Field.Label>
      {children}
      {error && <Field.ErrorText fontSize="xs">{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/**
 * The '{Add|Update} Vessel' dialog (spec 2 sections 2, 4 and 5). Numbers refuse a keystroke that breaks
 * the vessel number rule and say why; Save checks the whole form. On the Fleet tab an entry being
 * updated also shows its port, opening date and hire, and a third button, Discard, removes the entry.
 */
export function VesselDialog({ target, initial, busy, onSave, onDiscard, onClose }: VesselDialogProps) {
  const [form, setForm] = useState<VesselDialogForm>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fleet = target.kind === 'fleet';
  const title = `${target.kind === 'create' ? 'Add' : 'Update'} Vessel`;

  const setError = (key: string, message: string | null) =>
    setErrors(({ [key]: _old, ...rest }) => (message ? { ...rest, [key]: message } : rest));

  const handleNumber = (f: DialogField, text: string) => {
    const refused = refusedNumber(f, text);
    setError(f.key, refused);
    if (!refused) setForm((x) => ({ ...x, numbers: { ...x.numbers, [f.key]: text } }));
  };

  const handleSave = async () => {
    const problems = dialogErrors(form, fleet);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    if (await onSave(form)) onClose();
  };

  const handleDiscard = async () => {
    if (await onDiscard()) onClose();
  };

  const numberInput = (f: DialogField) => (
    <Labelled key={f.key} label={f.label} error={errors[f.key]}>
      <Input
        size="xs"
        inputMode="decimal"
        aria-label={f.label}
        value={form.numbers[f.key] ?? ''}
        onChange={(e) => handleNumber(f, e.target.value)}
      />
    </Labelled>
  );

  return (
    <Dialog.Root
      open
      onOpenChange={(e) => !e.open && onClose()}
      size="lg"
      placement="center"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="vessel-dialog">
            <Dialog.Header>
              <Dialog.Title fontSize="md">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Grid templateColumns="repeat(4, minmax(0, 1fr))" gap="2">
                <Labelled label="Vessel Name" error={errors.vesselName} span={2}>
                  <Input
                    size="xs"
                    aria-label="Vessel Name"
                    value={form.vesselName}
                    onChange={(e) => {
                      const vesselName = e.target.value;
                      setForm((x) => ({ ...x, vesselName }));
                      if (vesselName.trim()) setError('vesselName', null);
                    }}
                  />
                </Labelled>
                <Labelled label="Fuel Type">
                  <NativeSelect.Root size="xs">
                    <NativeSelect.Field
                      aria-label="Fuel Type"
                      value={form.fuelType}
                      onChange={(e) => setForm((x) => ({ ...x, fuelType: e.target.value as FuelType }))}
                    >
                      {FUEL_TYPES.map((t) => (
                        <option key={t} value={t}>
                          {t}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Labelled>
                <Labelled label="Scrubber">
                  <NativeSelect.Root size="xs">
                    <NativeSelect.Field
                      aria-label="Scrubber"
                      value={form.vesselScrubber}
                      onChange={(e) => setForm((x) => ({ ...x, vesselScrubber: e.target.value as YesNo }))}
                    >
                      <option value="YES">Yes</option>
                      <option value="NO">No</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Labelled>
                {DIALOG_NUMBER_FIELDS.map(numberInput)}
                {DIALOG_TEXT_FIELDS.map((f) => (
                  <Labelled key={f.key} label={f.label} error={errors[f.key]}>
                    <Input
                      size="xs"
                      aria-label={f.label}
                      value={form.texts[f.key] ?? ''}
                      onChange={(e) => {
                        const value = e.target.value;
                        setForm((x) => ({ ...x, texts: { ...x.texts, [f.key]: value } }));
                      }}
                    />
                  </Labelled>
                ))}
              </Grid>
              {fleet && (
                <Box mt="3" pt="3" borderTopWidth="1px">
                  <Text fontSize="xs" fontWeight="semibold" mb="1">
                    Fleet entry
                  </Text>
                  <Grid templateColumns="repeat(4, minmax(0, 1fr))" gap="2">
                    <Labelled label="Port Opening" error={errors.port}>
                      <Input
                        size="xs"
                        aria-label="Port Opening"
                        value={form.port}
                        onChange={(e) => {
                          const port = e.target.value;
                          setForm((x) => ({ ...x, port }));
                        }}
                      />
                    </Labelled>
                    <DateTimeField
                      label="Date Opening"
                      showLabel
                      mode="date"
                      value={form.dateOpening}
                      error={errors.dateOpening}
                      onChange={(dateOpening) => setForm((x) => ({ ...x, dateOpening }))}
                    />
                    {FLEET_NUMBER_FIELDS.map(numberInput)}
                  </Grid>
                </Box>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onClose}>
                Close
              </Button>
              {fleet && (
                <Button
                  size="sm"
                  colorPalette="red"
                  variant="outline"
                  disabled={busy}
                  onClick={() => void handleDiscard()}
                >
                  Discard
                </Button>
              )}
              <Button size="sm" colorPalette="blue" loading={busy} onClick={() => void handleSave()}>
                {target.kind === 'create' ? 'Add' : 'Update'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
