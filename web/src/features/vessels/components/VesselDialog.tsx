import { Box, Button, Grid, Input, Text } from '@chakra-ui/react';
import { FormDialog } from '../../../components/FormDialog';
import { FormField } from '../../../components/FormField';
import { SelectField } from '../../../components/SelectField';
import type { FuelType } from '../../../__generated__/graphql';
import { DateTimeField } from '../../../components/DateTimeField';
import { ConflictNotice } from '../../../lib/conflict/ConflictNotice';
import { useConflictRecovery, type Loaded, type SaveOutcome } from '../../../lib/conflict/useConflictRecovery';
import type { VesselDialogTarget } from '../hooks/useSaveVessel';
import { useVesselNumberForm } from '../hooks/useVesselNumberForm';
import {
  DIALOG_TEXT_FIELDS,
  dialogErrors,
  FLEET_NUMBER_FIELDS,
  type VesselDialogForm,
} from '../utils/vessel-dialog-form';
import { CATALOGUE_NUMBER_FIELDS, SCRUBBER_OPTIONS, type VesselNumberField } from '../utils/vessel-number-form';

const FUEL_TYPES = (['TYPE0', 'TYPE1', 'TYPE2', 'TYPE3', 'TYPE4'] as const satisfies readonly FuelType[]).map((t) => ({
  value: t,
  label: t,
}));

export interface VesselDialogProps {
  target: VesselDialogTarget;
  initial: VesselDialogForm;
  /** The version loaded with the vessel or fleet entry (absent: a new vessel). */
  version?: number | null;
  /** Reads the record again (Reload and re-apply my changes); only an update can meet a newer save. */
  load?(): Promise<Loaded<VesselDialogForm>>;
  busy: boolean;
  /** Resolves true when saved; otherwise the dialog stays open with the input kept (spec 2 section 4). */
  onSave(form: VesselDialogForm, version: number | null): Promise<SaveOutcome>;
  onDiscard(): Promise<boolean>;
  onClose(): void;
}

/**
 * The '{Add|Update} Vessel' dialog (spec 2 sections 2, 4 and 5). Numbers refuse a keystroke that breaks
 * the vessel number rule and say why; Save checks the whole form. On the Fleet tab an entry being
 * updated also shows its port, opening date and hire, and a third button, Discard, removes the entry.
 */
const nothingToReload = () => Promise.reject(new Error('A new vessel has nothing to reload'));

export function VesselDialog(props: VesselDialogProps) {
  const { target, initial, version, load, busy, onSave, onDiscard, onClose } = props;
  const { form, setForm, errors, handleNumber, handleName, accept } = useVesselNumberForm(initial);
  const edit = useConflictRecovery(initial, version ?? null, load ?? nothingToReload, [form, setForm]);
  const fleet = target.kind === 'fleet';
  const title = `${target.kind === 'create' ? 'Add' : 'Update'} Vessel`;

  const handleSave = async () => {
    // A saved catalogue vessel: the Vessel List's, or the Fleet List entry's when it was made from one.
    const updating = target.kind === 'vessel' || (fleet && form.vesselVersion !== null);
    if (accept(dialogErrors(form, fleet, updating)) && edit.settle(await onSave(form, edit.version))) onClose();
  };

  const handleDiscard = async () => {
    if (await onDiscard()) onClose();
  };

  const numberInput = (f: VesselNumberField) => (
    <FormField key={f.key} label={f.label} error={errors[f.key]}>
      <Input
        size="xs"
        inputMode="decimal"
        aria-label={f.label}
        value={form.numbers[f.key] ?? ''}
        onChange={(e) => handleNumber(f, e.target.value)}
      />
    </FormField>
  );

  return (
    <FormDialog
      title={title}
      testId="vessel-dialog"
      size="lg"
      saveLabel={target.kind === 'create' ? 'Add' : 'Update'}
      busy={busy}
      onSave={() => void handleSave()}
      onClose={onClose}
      actions={
        fleet && (
          <Button size="sm" colorPalette="red" variant="outline" disabled={busy} onClick={() => void handleDiscard()}>
            Discard
          </Button>
        )
      }
    >
      <ConflictNotice {...edit.notice} />
      <Grid templateColumns="repeat(4, minmax(0, 1fr))" gap="2">
        <FormField label="Vessel Name" error={errors.vesselName} span={2}>
          <Input
            size="xs"
            aria-label="Vessel Name"
            value={form.vesselName}
            onChange={(e) => handleName(e.target.value)}
          />
        </FormField>
        <SelectField
          label="Fuel Type"
          size="xs"
          value={form.fuelType}
          options={FUEL_TYPES}
          onChange={(fuelType) => setForm((x) => ({ ...x, fuelType }))}
        />
        <SelectField
          label="Scrubber"
          size="xs"
          value={form.vesselScrubber}
          options={SCRUBBER_OPTIONS}
          onChange={(vesselScrubber) => setForm((x) => ({ ...x, vesselScrubber }))}
        />
        {CATALOGUE_NUMBER_FIELDS.map(numberInput)}
        {DIALOG_TEXT_FIELDS.map((f) => (
          <FormField key={f.key} label={f.label} error={errors[f.key]}>
            <Input
              size="xs"
              aria-label={f.label}
              value={form.texts[f.key] ?? ''}
              onChange={(e) => {
                const value = e.target.value;
                setForm((x) => ({ ...x, texts: { ...x.texts, [f.key]: value } }));
              }}
            />
          </FormField>
        ))}
      </Grid>
      {fleet && (
        <Box mt="3" pt="3" borderTopWidth="1px">
          <Text fontSize="xs" fontWeight="semibold" mb="1">
            Fleet entry
          </Text>
          <Grid templateColumns="repeat(4, minmax(0, 1fr))" gap="2">
            <FormField label="Port Opening" error={errors.port}>
              <Input
                size="xs"
                aria-label="Port Opening"
                value={form.port}
                onChange={(e) => {
                  const port = e.target.value;
                  setForm((x) => ({ ...x, port }));
                }}
              />
            </FormField>
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
    </FormDialog>
  );
}
