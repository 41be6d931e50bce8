import { Checkbox, Grid, HStack, Input, Text } from '@chakra-ui/react';
import { DateTimeField } from '../../../components/DateTimeField';
import { ConflictNotice } from '../../../lib/conflict/ConflictNotice';
import { useConflictRecovery, type Loaded, type SaveOutcome } from '../../../lib/conflict/useConflictRecovery';
import { FormDialog } from '../../../components/FormDialog';
import { FormField } from '../../../components/FormField';
import { nextAccessLevel, readDobText, toggleRole, type UserForm } from '../utils/user-form';

interface Props {
  mode: 'Add' | 'Update';
  initial: UserForm;
  /** The checklist: every role but Super Admin, enabled when it may be granted. */
  roleChoices: readonly { name: string; enabled: boolean }[];
  /** The version loaded with the user (absent: a new user). */
  version?: number | null;
  /** Reads the user again (Reload and re-apply my changes); only an update can meet a newer save. */
  load?(): Promise<Loaded<UserForm>>;
  busy: boolean;
  /** Resolves true when saved; otherwise the dialog stays open with the input kept (spec 2 section 4). */
  onSave(form: UserForm, version: number | null): Promise<SaveOutcome>;
  onClose(): void;
  /** The e-mail is fixed (a registration request's own). */
  emailReadOnly?: boolean;
}

const TEXT_FIELDS = [
  { key: 'firstName', label: 'First Name', type: 'text' },
  { key: 'lastName', label: 'Last Name', type: 'text' },
  { key: 'email', label: 'Email', type: 'email' },
] as const;

/** The 'Add User' dialog (spec 2 sections 2-5); its save button says Add or Update. */
const nothingToReload = () => Promise.reject(new Error('A new user has nothing to reload'));

export function UserDialog(props: Props) {
  const { mode, initial, version, load, roleChoices, busy, onSave, onClose, emailReadOnly } = props;
  const edit = useConflictRecovery(initial, version ?? null, load ?? nothingToReload);
  const { form, setForm } = edit;
  const set = <K extends keyof UserForm>(key: K, value: UserForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const handleSave = async () => {
    if (edit.settle(await onSave(form, edit.version))) onClose();
  };

  return (
    <FormDialog
      title="Add User"
      testId="user-dialog"
      saveLabel={mode}
      busy={busy}
      onSave={() => void handleSave()}
      onClose={onClose}
    >
      <ConflictNotice {...edit.notice} />
      <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="3">
        {TEXT_FIELDS.map((f) => (
          <FormField key={f.key} label={f.label}>
            <Input
              size="sm"
              type={f.type}
              aria-label={f.label}
              readOnly={emailReadOnly && f.key === 'email'}
              value={form[f.key]}
              onChange={(e) => set(f.key, e.target.value)}
            />
          </FormField>
        ))}
        {mode === 'Add' && (
          <FormField label="Password">
            <Input
              size="sm"
              type="password"
              autoComplete="new-password"
              aria-label="Password"
              value={form.password}
              onChange={(e) => set('password', e.target.value)}
            />
          </FormField>
        )}
        <DateTimeField
          label="Date of Birth"
          mode="date"
          showLabel
          value={form.dob}
          readText={readDobText}
          onChange={(text) => set('dob', text)}
          inputProps={{ size: 'sm', fontSize: 'sm' }}
        />
        <FormField label="Access Level">
          <Input
            size="sm"
            inputMode="numeric"
            aria-label="Access Level"
            value={form.userAccessLevel}
            onChange={(e) => set('userAccessLevel', nextAccessLevel(form.userAccessLevel, e.target.value))}
          />
        </FormField>
      </Grid>
      <Text fontSize="xs" fontWeight="medium" mt="4" mb="1">
        Roles
      </Text>
      <HStack gap="4" role="group" aria-label="Roles">
        {roleChoices.map((role) => (
          <Checkbox.Root
            key={role.name}
            size="sm"
            checked={form.roles.includes(role.name)}
            disabled={!role.enabled}
            onCheckedChange={() => set('roles', toggleRole(form.roles, role.name))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{role.name}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
    </FormDialog>
  );
}
