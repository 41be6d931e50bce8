import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Checkbox, Flex, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ROLE } from '../../../../../shared/auth/routes';
import { toaster } from '../../../app/toaster';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../auth/hooks/useSession';
import { mailboxQuery, setMailboxMutation } from '../graphql/reader';

/**
 * The organization's IMAP mailbox, for its admins only: what the reader is doing (status, last message,
 * last error) and a form to connect or change it. The password is sent, never shown or read back.
 */
export function MailboxPanel() {
  const { session } = useSession();
  const admin = !!session?.roles.some((r) => r.name === ROLE.admin);
  const { data, refetch } = useQuery(mailboxQuery, { skip: !admin, pollInterval: admin ? 5_000 : 0 });
  const [save, saving] = useMutation(setMailboxMutation);
  const [open, setOpen] = useState(false);
  const m = data?.mailbox;
  const [form, setForm] = useState({ host: '', port: '993', tls: true, username: '', password: '' });
  if (!admin) return null;
  const handleSave = async () => {
    try {
      await save({
        variables: {
          input: {
            host: form.host,
            port: Number(form.port),
            tls: form.tls,
            username: form.username,
            password: form.password || null,
          },
        },
      });
      setOpen(false);
      setForm({ ...form, password: '' });
      await refetch();
      toaster.create({ type: 'success', title: 'Mailbox saved' });
    } catch (err) {
      toaster.create({ type: 'error', title: (err as Error).message });
    }
  };
  return (
    <Box mb="3" fontSize="xs" data-testid="mailbox-panel">
      <Flex gap="3" align="center" wrap="wrap">
        <Text>
          <b>Mailbox:</b>{' '}
          {m
            ? `${m.username} at ${m.host}:${m.port} - ${m.status}; last message ${formatDateTime(m.lastMessageAt, 'none')}; ${m.importedCount} imported`
            : 'not connected'}
        </Text>
        {m?.lastError && <Text color="red.600">Last error: {m.lastError}</Text>}
        <Button
          size="2xs"
          variant="outline"
          onClick={() => {
            setForm({
              host: m?.host ?? '',
              port: String(m?.port ?? 993),
              tls: m?.tls ?? true,
              username: m?.username ?? '',
              password: '',
            });
            setOpen(!open);
          }}
        >
          {m ? 'Change mailbox' : 'Connect mailbox'}
        </Button>
      </Flex>
      {open && (
        <Flex gap="2" mt="2" align="center" wrap="wrap">
          <Input
            size="xs"
            w="40"
            aria-label="IMAP host"
            placeholder="imap.example.com"
            value={form.host}
            onChange={(e) => setForm({ ...form, host: e.target.value })}
          />
          <Input
            size="xs"
            w="20"
            aria-label="IMAP port"
            value={form.port}
            onChange={(e) => setForm({ ...form, port: e.target.value })}
          />
          <Checkbox.Root
            size="sm"
            checked={form.tls}
            onCheckedChange={(d) => setForm({ ...form, tls: d.checked === true })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>TLS</Checkbox.Label>
          </Checkbox.Root>
          <Input
            size="xs"
            w="48"
            aria-label="IMAP user"
            value={form.username}
            onChange={(e) => setForm({ ...form, username: e.target.value })}
          />
          <Input
            size="xs"
            w="40"
            type="password"
            aria-label="IMAP password"
            placeholder={m ? 'unchanged' : ''}
            value={form.password}
            onChange={(e) => setForm({ ...form, password: e.target.value })}
          />
          <Button size="2xs" colorPalette="blue" loading={saving.loading} onClick={() => void handleSave()}>
            Save mailbox
          </Button>
        </Flex>
      )}
    </Box>
  );
}
