import { Field, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useCalculator } from '../../state/calculator-context';
import { CalcDialog, DialogActions } from '../dialogs/CalcDialog';

export const LABEL_REQUIRED = 'Label is required';

/**
 * Save Voyage: a label for the active vessel, then the fleet is priced with autoSave and that vessel's
 * result stored under the label. An empty label saves nothing and the dialog stays open.
 */
export function SaveVoyageDialog() {
  const { ui, activeEntry, saveVoyage } = useCalculator();
  const open = ui.saveVoyageOpen;
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      // Every opening starts empty: the entry's label is the previous voyage's, and one click saved a
      // voyage of another order under it (issue #12).
      setLabel('');
      setError(null);
    }
  }

  const close = () => ui.setSaveVoyageOpen(false);

  const handleSave = async () => {
    const text = label.trim();
    if (text === '') {
      setError(LABEL_REQUIRED);
      return;
    }
    if (!activeEntry) return;
    setSaving(true);
    const id = await saveVoyage(activeEntry.databaseId, text);
    setSaving(false);
    if (id !== null) close();
  };

  return (
    <CalcDialog
      open={open}
      onClose={close}
      title="Save Voyage"
      size="sm"
      closeButton={false}
      footer={<DialogActions onCancel={close} label="Save" onAction={() => void handleSave()} loading={saving} />}
    >
      {activeEntry && (
        <Text fontSize="sm" color="gray.600" mb="2">
          Vessel: {activeEntry.vesselName}
        </Text>
      )}
      <Field.Root invalid={error !== null}>
        <Field.Label fontSize="sm">
          Voyage Label
          <Text as="span" color="red.500" aria-hidden="true">
            *
          </Text>
        </Field.Label>
        <Input
          size="sm"
          aria-label="Voyage Label"
          value={label}
          autoFocus
          onKeyDown={(e) => {
            if (e.key === 'Enter') void handleSave();
          }}
          onChange={(e) => {
            setLabel(e.target.value);
            if (e.target.value.trim() !== '') setError(null);
          }}
        />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </CalcDialog>
  );
}
