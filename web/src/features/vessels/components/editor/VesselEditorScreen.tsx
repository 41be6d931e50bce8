import { Alert, Box, Button, Field, Grid, HStack, Input, Text, Textarea } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { VESSEL_MSG } from '../../../../../../shared/validation/vessel-rules';
import { PageLoader } from '../../../../components/PageLoader';
import { ConflictNotice } from '../../../../lib/conflict/ConflictNotice';
import { useConflictRecovery } from '../../../../lib/conflict/useConflictRecovery';
import { getFragmentData } from '../../../../__generated__';
import { vesselEditorFields, vesselEditorQuery } from '../../graphql/vessel-editor';
import { formatNumber } from '../../../../lib/format';
import { useSaveVesselEditor, useVesselEditor } from '../../hooks/useVesselEditor';
import {
  blankHold,
  editorErrors,
  editorFormOf,
  editorInput,
  refusedEditorNumber,
  toggleSelected,
  type EditorForm,
  type EditorVessel,
} from '../../utils/vessel-editor-form';
import { HoldTable } from './HoldTable';
import { LoadLineTable } from './LoadLineTable';
import { PortConsumptionTable } from './PortConsumptionTable';
import { SpeedTable } from './SpeedTable';

/** /vessel/{id}: loads the vessel; 'Vessel information error' when it cannot (spec 2 section 8). */
export function VesselEditorScreen({ id }: { id: number | null }) {
  const { vessel, loading, failed } = useVesselEditor(id);
  if (loading) return <PageLoader />;
  if (failed || !vessel || id === null) {
    return (
      <Alert.Root status="error" maxW="xl" data-testid="vessel-load-error">
        <Alert.Indicator />
        <Alert.Title>{VESSEL_MSG.loadError}</Alert.Title>
      </Alert.Root>
    );
  }
  return <VesselEditorForm key={vessel.id} id={id} vessel={getFragmentData(vesselEditorFields, vessel)} />;
}

function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <Field.Root readOnly>
      <Field.Label fontSize="xs" mb="0.5">
        {label}
      </Field.Label>
      <Input size="sm" readOnly aria-label={label} value={value} bg="gray.50" />
    </Field.Root>
  );
}

/**
 * The editor (spec 2 sections 2 and 3): Name, DWT and IMO read-only; the consumption tables, load lines
 * and holds typed as text, each keystroke checked with the vessel number rule; the description read-only.
 * Update Vessel saves everything, and the fleet entries made from the vessel follow (server side).
 */
function VesselEditorForm({ id, vessel }: { id: number; vessel: EditorVessel }) {
  const client = useApolloClient();
  const initial = useMemo(() => editorFormOf(vessel), [vessel]);
  const load = useCallback(async () => {
    const { data } = await client.query({ query: vesselEditorQuery, variables: { id }, fetchPolicy: 'network-only' });
    if (!data?.vessel) throw new Error(`Vessel ${id} could not be loaded`);
    return { form: editorFormOf(getFragmentData(vesselEditorFields, data.vessel)), version: data.vessel.version };
  }, [client, id]);
  const edit = useConflictRecovery<EditorForm>(initial, vessel.version, load);
  const { form, setForm } = edit;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { save, saving } = useSaveVesselEditor();
  const description = vessel.vesselExtraDetails?.vesselTextDescription ?? '';

  /** Takes typed text unless the number rule refuses it; the refusal is shown by its path. */
  const typed = (path: string, label: string, text: string, apply: (f: EditorForm) => EditorForm) => {
    const refused = refusedEditorNumber(label, text);
    setErrors(({ [path]: _old, ...rest }) => (refused ? { ...rest, [path]: refused } : rest));
    if (!refused) setForm(apply);
  };

  const handleSave = async () => {
    const problems = editorErrors(form);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const { outcome, version } = await save(id, editorInput(form, description), edit.version);
    if (edit.settle(outcome) && version !== null) edit.markSaved(version);
  };

  const onNumber = (key: string, label: string, text: string) =>
    typed(key, label, text, (f) => ({ ...f, numbers: { ...f.numbers, [key]: text } }));
  const messages = Object.values(errors);

  return (
    <Box data-testid="vessel-editor">
      <ConflictNotice {...edit.notice} />
      <Grid templateColumns="2fr 1fr 1fr auto" gap="3" alignItems="end" mb="4">
        <ReadOnly label="Name" value={vessel.vesselName} />
        <ReadOnly label="DWT" value={formatNumber(vessel.vesselDwt, 0)} />
        <ReadOnly label="IMO" value={vessel.vesselIMO ?? ''} />
        <Button size="sm" colorPalette="blue" loading={saving} onClick={() => void handleSave()}>
          Update Vessel
        </Button>
      </Grid>
      {messages.length > 0 && (
        <Box mb="3" color="red.600" role="alert" aria-label="Vessel field errors" fontSize="sm">
          {messages.map((m) => (
            <Text key={m}>{m}</Text>
          ))}
        </Box>
      )}
      <Grid templateColumns={{ base: '1fr', xl: '1fr 1fr' }} gap="4" mb="4">
        <SpeedTable
          kind="Bal"
          form={form}
          errors={errors}
          onNumber={onNumber}
          onSelect={(k, r) => setForm((f) => ({ ...f, flags: toggleSelected(f.flags, k, r) }))}
        />
        <SpeedTable
          kind="Ldn"
          form={form}
          errors={errors}
          onNumber={onNumber}
          onSelect={(k, r) => setForm((f) => ({ ...f, flags: toggleSelected(f.flags, k, r) }))}
        />
        <PortConsumptionTable form={form} errors={errors} onNumber={onNumber} />
        <LoadLineTable
          form={form}
          errors={errors}
          onChange={(line, column, label, text) =>
            typed(`loadLines.${line}.${column}`, label, text, (f) => ({
              ...f,
              loadLines: { ...f.loadLines, [line]: { ...f.loadLines[line], [column]: text } },
            }))
          }
        />
      </Grid>
      <Box mb="4" overflowX="auto">
        <HoldTable
          form={form}
          errors={errors}
          onChange={(index, column, label, text) =>
            typed(`holds.${index}.${column}`, label, text, (f) => ({
              ...f,
              holds: f.holds.map((h, i) => (i === index ? { ...h, values: { ...h.values, [column]: text } } : h)),
            }))
          }
          onAdd={() => setForm((f) => ({ ...f, holds: [...f.holds, blankHold()] }))}
          onDelete={(index) => {
            setForm((f) => ({ ...f, holds: f.holds.filter((_, i) => i !== index) }));
            // Hold messages name rows by position, which a delete changes: check again on Update.
            setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith('holds.'))));
          }}
        />
      </Box>
      <HStack align="start">
        <Field.Root readOnly maxW="3xl">
          <Field.Label fontSize="sm">Description</Field.Label>
          <Textarea size="sm" readOnly rows={4} aria-label="Description" value={description} bg="gray.50" />
        </Field.Root>
      </HStack>
    </Box>
  );
}
