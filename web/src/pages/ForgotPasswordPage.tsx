import { useMutation } from '@apollo/client/react';
import { Button, Field, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MSG } from '../../../shared/validation/messages';
import { RESET_MSG } from '../../../shared/validation/password-reset-rules';
import { UNGUARDED_TITLES } from '../app/route-titles';
import { forgetPasswordMutation } from '../features/auth/graphql/account';

/**
 * Forgot password (spec 2 sections 2, 4 and 5): Email and 'Confirm Email'; the e-mail must be non-empty.
 * After the call, whatever its outcome, the one message the server also answers with: it never tells
 * whether the address is registered.
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const [send, { loading }] = useMutation(forgetPasswordMutation);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    if (!email.trim()) {
      setError(MSG.emailRequired);
      return;
    }
    try {
      await send({ variables: { email: email.trim() } });
    } catch {
      // Spec 2 section 4: the message shows after the call whether it succeeds or fails.
    }
    setSent(true);
  };

  return (
    <Stack gap="4">
      <Heading as="h1" size="md" fontWeight="semibold">
        {UNGUARDED_TITLES['/forgot_password']}
      </Heading>
      {sent ? (
        <Text fontSize="sm" role="status" data-testid="forgot-sent">
          {RESET_MSG.linkSent}
        </Text>
      ) : (
        <form onSubmit={(e) => void handleSubmit(e)} noValidate aria-label="Forgot password">
          <Stack gap="3">
            <Field.Root invalid={Boolean(error)}>
              <Field.Label fontSize="sm">Email</Field.Label>
              <Input
                name="email"
                type="email"
                autoComplete="username"
                size="sm"
                value={email}
                autoFocus
                onChange={(e) => {
                  setEmail(e.target.value);
                  setError(undefined);
                }}
              />
              <Field.ErrorText>{error}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="blue" size="sm" loading={loading}>
              Confirm Email
            </Button>
          </Stack>
        </form>
      )}
      <Link asChild fontSize="sm" color="blue.700">
        <RouterLink to="/login">Back to log in</RouterLink>
      </Link>
    </Stack>
  );
}
