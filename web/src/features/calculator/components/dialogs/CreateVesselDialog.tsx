import { useMutation } from '@apollo/client/react';
import { Box, Button, Dialog, Grid, Input, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { errorMessage } from '../../../../app/graphql-errors';
import { toaster } from '../../../../app/toaster';
import { createPanelVesselMutation } from '../../graphql/panels';
import { FUEL_TYPES } from '../../utils/bunker-rules';
import { CALC_MSG } from '../../utils/calculator-messages';
import { FormField } from '../../../../components/FormField';
import { SelectField } from '../../../../components/SelectField';
import { useVesselNumberForm } from '../../../vessels/hooks/useVesselNumberForm';
import {
  portFields,
  SCRUBBER_OPTIONS,
  SPEED_COLUMNS,
  speedFields,
  type VesselNumberField,
} from '../../../vessels/utils/vessel-number-form';
import { blankVesselForm, VESSEL_MAIN_FIELDS, vesselFormErrors, vesselFormInput } from '../../utils/panel-vessel-form';
import { CalcDialog, CloseAction } from './CalcDialog';

/** Create New Vessel (from Vessel Details' +): a catalogue vessel; a failure keeps the dialog and its text. */
export function CreateVesselDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <CalcDialog
      open={open}
      onClose={onClose}
      title="Create New Vessel"
      variant="table"
      size="xl"
      closeOnInteractOutside={false}
      bare
    >
      {/* Mounted only while open: every opening starts from a blank form. */}
      {open && <VesselEditor onClose={onClose} />}
    </CalcDialog>
  );
}

const cell = { px: '1', py: '0.5' } as const;

function VesselEditor({ onClose }: { onClose(): void }) {
  /** `errors`: messages of refused keystrokes and of the last Save, by field key. */
  const { form, setForm, errors, handleNumber, handleName, accept } = useVesselNumberForm(blankVesselForm);
  const [serverError, setServerError] = useState<string | null>(null);
  const [create, { loading }] = useMutation(createPanelVesselMutation);

  const handleSave = async () => {
    if (!accept(vesselFormErrors(form))) return;
    setServerError(null);
    try {
      await create({ variables: { input: vesselFormInput(form) } });
      toaster.create({ type: 'success', title: CALC_MSG.vesselCreated });
      onClose();
    } catch (e) {
      setServerError(errorMessage(e));
    }
  };

  const numberInput = (f: VesselNumberField) => (
    <Input
      size="2xs"
      fontSize="xs"
      inputMode="decimal"
      textAlign="end"
      aria-label={f.label}
      aria-invalid={errors[f.key] ? true : undefined}
      value={form.numbers[f.key] ?? ''}
      onChange={(e) => handleNumber(f, e.target.value)}
    />
  );

  const gradeTable = (title: string, rows: VesselNumberField[][], rowNames: string[], columns: readonly string[]) => (
    <Box>
      <Text fontWeight="semibold" fontSize="xs" mb="1">
        {title}
      </Text>
      <Table.Root size="sm" fontSize="xs" aria-label={title}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader {...cell} />
            {columns.map((c) => (
              <Table.ColumnHeader key={c} {...cell} textAlign="end">
                {c}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((fields, i) => (
            <Table.Row key={rowNames[i]}>
              <Table.Cell {...cell} whiteSpace="nowrap">
                {rowNames[i]}
              </Table.Cell>
              {fields.map((f) => (
                <Table.Cell key={f.key} {...cell}>
                  {numberInput(f)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );

  const fieldMessages = Object.entries(errors).filter(([key]) => key !== 'vesselName');

  return (
    <>
      <Dialog.Body py="3" fontSize="xs">
        <Grid templateColumns="repeat(4, minmax(0, 1fr))" gap="2" mb="3">
          <FormField label="Vessel Name" error={errors.vesselName} span={2} required>
            <Input
              size="2xs"
              fontSize="xs"
              aria-label="Vessel Name"
              value={form.vesselName}
              onChange={(e) => handleName(e.target.value)}
            />
          </FormField>
          <SelectField
            label="Fuel Type"
            size="xs"
            fontSize="xs"
            value={form.fuelType}
            options={FUEL_TYPES}
            onChange={(fuelType) => setForm((x) => ({ ...x, fuelType }))}
          />
          <SelectField
            label="Scrubber"
            size="xs"
            fontSize="xs"
            value={form.vesselScrubber}
            options={SCRUBBER_OPTIONS}
            onChange={(vesselScrubber) => setForm((x) => ({ ...x, vesselScrubber }))}
          />
          {VESSEL_MAIN_FIELDS.map((f) => (
            <FormField key={f.key} label={f.label} invalid={!!errors[f.key]}>
              {numberInput(f)}
            </FormField>
          ))}
        </Grid>
        <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="3" mb="3">
          {gradeTable(
            'Ballast',
            speedFields('Bal'),
            ['1', '2', '3', '4'],
            SPEED_COLUMNS.map(([, l]) => l),
          )}
          {gradeTable(
            'Laden',
            speedFields('Ldn'),
            ['1', '2', '3', '4'],
            SPEED_COLUMNS.map(([, l]) => l),
          )}
        </Grid>
        <Box maxW="50%">
          {gradeTable(
            'Port Consumption',
            portFields(),
            ['Idle', 'Loading', 'Discharging', 'Extra'],
            ['HS', 'LS', 'MGO'],
          )}
        </Box>
        {fieldMessages.length > 0 && (
          <Box mt="2" color="red.600" role="alert" aria-label="Vessel field errors">
            {fieldMessages.map(([key, message]) => (
              <Text key={key}>{message}</Text>
            ))}
          </Box>
        )}
        {serverError && (
          <Text mt="2" color="red.700" role="alert" data-testid="create-vessel-error">
            {serverError}
          </Text>
        )}
      </Dialog.Body>
      <Dialog.Footer py="2.5" borderTopWidth="1px">
        <Button size="sm" colorPalette="blue" loading={loading} onClick={() => void handleSave()}>
          Save
        </Button>
        <CloseAction onClose={onClose} />
      </Dialog.Footer>
    </>
  );
}
