import { Alert, Button, Code, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ApiTokenScope } from '../../../__generated__/graphql';
import { FormDialog } from '../../../components/FormDialog';
import { FormField } from '../../../components/FormField';
import { SCOPE_LABEL } from './ApiTokensTable';

export const SHOWN_ONCE_WARNING = 'Copy this token now: it will not be shown again.';
const NAME_MAX = 100;

interface Props {
  busy: boolean;
  /** Creates the token: its string to show once, or the refusal already shown as a notice. */
  onCreate(name: string, scope: ApiTokenScope): Promise<{ token: string } | { error: string }>;
  onClose(): void;
}

/**
 * Name and scope, then the new token shown this once with a copy button; closing the dialog forgets it
 * (nothing else in the client keeps it).
 */
export function CreateApiTokenDialog({ busy, onCreate, onClose }: Props) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('READ');
  const [error, setError] = useState<string | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const handleCreate = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setError('Name is required');
    if (trimmed.length > NAME_MAX) return setError(`Name must be at most ${NAME_MAX} characters`);
    setError(null);
    const result = await onCreate(trimmed, scope);
    if ('token' in result) setToken(result.token);
    else setError(result.error);
  };
  const handleCopy = async () => {
    if (!token) return;
    await navigator.clipboard.writeText(token);
    setCopied(true);
  };

  if (token) {
    return (
      <FormDialog
        title="API token created"
        testId="api-token-created"
        saveLabel="Done"
        busy={false}
        onSave={onClose}
        onClose={onClose}
      >
        <Stack gap="3">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{SHOWN_ONCE_WARNING}</Alert.Title>
          </Alert.Root>
          <Code data-testid="api-token-value" p="2" wordBreak="break-all" whiteSpace="normal">
            {token}
          </Code>
          <HStack>
            <Button size="sm" onClick={() => void handleCopy()}>
              Copy
            </Button>
            {copied && <Text fontSize="sm">Copied</Text>}
          </HStack>
          <Text fontSize="xs" color="gray.600">
            Send it as <Code>Authorization: Bearer &lt;token&gt;</Code> to /graphql or /api/v1.
          </Text>
        </Stack>
      </FormDialog>
    );
  }
  return (
    <FormDialog
      title="Create API token"
      testId="api-token-dialog"
      saveLabel="Create"
      busy={busy}
      onSave={() => void handleCreate()}
      onClose={onClose}
    >
      <Stack gap="3">
        <FormField label="Name" error={error ?? undefined} required>
          <Input
            size="sm"
            aria-label="Name"
            maxLength={NAME_MAX}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </FormField>
        <FormField label="Scope">
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label="Scope"
              value={scope}
              onChange={(e) => setScope(e.target.value as ApiTokenScope)}
            >
              {(Object.keys(SCOPE_LABEL) as ApiTokenScope[]).map((s) => (
                <option key={s} value={s}>
                  {SCOPE_LABEL[s]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <Text fontSize="xs" color="gray.600">
          A token acts as you. Read only: queries and calculations; every change is refused. Prefer it.
        </Text>
      </Stack>
    </FormDialog>
  );
}
