import { Button, Heading, HStack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { REGISTRATION_MSG } from '../../../../../shared/validation/registration-rules';
import type { RegistrationRequestsQuery } from '../../../__generated__/graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorAlert } from '../../../components/LoadStatus';
import { RecordTable } from '../../../components/RecordTable';
import { formatDateText } from '../../../lib/format';
import { UserDialog } from '../../users/components/UserDialog';
import { EMPTY_USER_FORM, type UserForm } from '../../users/utils/user-form';
import { useRegistrationRequests } from '../hooks/useRegistrationRequests';

type Request = RegistrationRequestsQuery['registrationRequests'][number];

export const NO_REQUESTS = 'No pending registration requests.';
const HEADINGS = ['S.no', 'Name', 'Email', 'Number', 'Description', 'Received', 'Organization', 'Actions'];

interface Props {
  /** The organization chosen on the screen: its requests, and where an unmatched one's user goes. */
  organizationId: number;
  organizationName: string | undefined;
  roleChoices: readonly { name: string; enabled: boolean }[];
}

/** The request's name split for the dialog: the last word is the last name. */
function formOf(request: Request): UserForm {
  const words = request.name.trim().split(/\s+/);
  const lastName = words.length > 1 ? (words.pop() ?? '') : '';
  return { ...EMPTY_USER_FORM, firstName: words.join(' '), lastName, email: request.email };
}

/**
 * Pending registration requests on /user_organization, for ADMIN users and the admin login: Create User
 * opens the 'Add User' dialog filled from the request (its e-mail fixed), Dismiss asks first. A request
 * whose e-mail domain is no organization's shows for the admin login only and becomes a user of the
 * organization chosen in the dropdown.
 */
export function RegistrationRequestsSection({ organizationId, organizationName, roleChoices }: Props) {
  const { requests, loading, error, convertRequest, dismissRequest, busy } = useRegistrationRequests(organizationId);
  const [converting, setConverting] = useState<Request | null>(null);
  const [dismissing, setDismissing] = useState<Request | null>(null);

  const handleDismiss = async () => {
    if (dismissing) await dismissRequest(dismissing.databaseId);
    setDismissing(null);
  };

  return (
    <section aria-label="Registration Requests">
      <Heading as="h2" size="sm" mt="6" mb="2">
        Registration Requests
      </Heading>
      {error && <ErrorAlert message={error} mb="3" />}
      {!loading && (
        <RecordTable label="Registration Requests" headings={HEADINGS} empty={requests.length ? null : NO_REQUESTS}>
          {requests.map((r, i) => (
            <Table.Row key={r.id} data-testid="registration-row">
              <Table.Cell>{i + 1}</Table.Cell>
              <Table.Cell>{r.name}</Table.Cell>
              <Table.Cell>{r.email}</Table.Cell>
              <Table.Cell>{r.number}</Table.Cell>
              <Table.Cell whiteSpace="pre-wrap" maxW="64">
                {r.description ?? ''}
              </Table.Cell>
              <Table.Cell>{formatDateText(new Date(r.createdAt as string), 'date')}</Table.Cell>
              <Table.Cell>
                {r.organizationName ?? `None: becomes a user of ${organizationName ?? 'the chosen one'}`}
              </Table.Cell>
              <Table.Cell>
                <HStack gap="1">
                  <Button
                    size="xs"
                    colorPalette="blue"
                    onClick={() => setConverting(r)}
                    aria-label={`Create User ${r.email}`}
                  >
                    Create User
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => setDismissing(r)}
                    aria-label={`Dismiss ${r.email}`}
                  >
                    Dismiss
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </RecordTable>
      )}
      {converting && (
        <UserDialog
          key={converting.id}
          mode="Add"
          initial={formOf(converting)}
          emailReadOnly
          roleChoices={roleChoices}
          busy={busy}
          onSave={async (form) =>
            (await convertRequest(converting.databaseId, form, converting.organizationId ?? organizationId)) === null
          }
          onClose={() => setConverting(null)}
        />
      )}
      <ConfirmDialog
        open={dismissing !== null}
        message={REGISTRATION_MSG.dismissQuestion}
        busy={busy}
        onConfirm={() => void handleDismiss()}
        onCancel={() => setDismissing(null)}
      />
    </section>
  );
}
