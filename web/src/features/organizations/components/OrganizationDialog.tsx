import { Grid, Input } from '@chakra-ui/react';
import { FormDialog } from '../../../components/FormDialog';
import { ConflictNotice } from '../../../lib/conflict/ConflictNotice';
import { useConflictRecovery, type Loaded, type SaveOutcome } from '../../../lib/conflict/useConflictRecovery';
import { FormField } from '../../../components/FormField';
import { SelectField } from '../../../components/SelectField';
import {
  nextContactNumber,
  ORGANIZATION_TEXT_FIELDS,
  ORGANIZATION_TYPES,
  type OrganizationForm,
} from '../utils/organization-form';

interface Props {
  mode: 'Add' | 'Update';
  initial: OrganizationForm;
  /** The version loaded with the organization (null: a new one). */
  version: number | null;
  /** Reads the organization again (Reload and re-apply my changes). */
  load(): Promise<Loaded<OrganizationForm>>;
  busy: boolean;
  /** Resolves true when saved; otherwise the dialog stays open with the input kept (spec 2 section 4). */
  onSave(form: OrganizationForm, version: number | null): Promise<SaveOutcome>;
  onClose(): void;
}

/** The '{Add|Update} Organization' dialog with every organization field (spec 2 section 3). */
export function OrganizationDialog({ mode, initial, version, load, busy, onSave, onClose }: Props) {
  const edit = useConflictRecovery(initial, version, load);
  const { form, setForm } = edit;
  const set = <K extends keyof OrganizationForm>(key: K, value: OrganizationForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const handleSave = async () => {
    if (edit.settle(await onSave(form, edit.version))) onClose();
  };

  return (
    <FormDialog
      title={`${mode} Organization`}
      testId="organization-dialog"
      saveLabel={mode}
      busy={busy}
      onSave={() => void handleSave()}
      onClose={onClose}
    >
      <ConflictNotice {...edit.notice} />
      <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="3">
        {ORGANIZATION_TEXT_FIELDS.map((f) => (
          <FormField key={f.key} label={f.label}>
            <Input size="sm" aria-label={f.label} value={form[f.key]} onChange={(e) => set(f.key, e.target.value)} />
          </FormField>
        ))}
        <FormField label="Contact Number">
          <Input
            size="sm"
            inputMode="numeric"
            aria-label="Contact Number"
            value={form.contactNumber}
            onChange={(e) => set('contactNumber', nextContactNumber(form.contactNumber, e.target.value))}
          />
        </FormField>
        <SelectField
          label="Organization Type"
          value={form.orgType}
          options={ORGANIZATION_TYPES.map((t) => ({ value: t, label: t }))}
          onChange={(orgType) => set('orgType', orgType)}
        />
      </Grid>
    </FormDialog>
  );
}
