import { useMutation } from '@apollo/client/react';
import { Button, Field, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom';
import { RESET_MSG, resetFormProblem, type ResetForm } from '../../../shared/validation/password-reset-rules';
import { errorMessage } from '../app/graphql-errors';
import { UNGUARDED_TITLES } from '../app/route-titles';
import { updatePasswordMutation } from '../features/auth/graphql/account';

/**
 * Reset password (spec 2 sections 2, 4 and 5): New Password and Confirm Password, 'Reset Password'; both
 * filled and equal, otherwise 'Password mismatch'. Without ?token= there is nothing to reset: back to
 * /login. After the call the form gives way to its outcome: 'Password Changed Successfully', or, when the
 * link is used or expired, the server's reason (showing success for a password that did not change would
 * send the user to sign in with it).
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [form, setForm] = useState<ResetForm>({ password: '', confirmPassword: '' });
  const [problem, setProblem] = useState<ReturnType<typeof resetFormProblem>>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [reset, { loading }] = useMutation(updatePasswordMutation);

  if (!token) return <Navigate to="/login" replace />;

  const handleChange = (field: keyof ResetForm) => (value: string) => {
    setForm((prev) => ({ ...prev, [field]: value }));
    setProblem(null);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const found = resetFormProblem(form);
    setProblem(found);
    if (found) return;
    try {
      const { data } = await reset({
        variables: {
          input: { password: form.password, confirmPassword: form.confirmPassword, passwordResetToken: token },
        },
      });
      setOutcome({ ok: true, text: data?.updatePassword.message ?? RESET_MSG.changed });
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error) });
    }
  };

  return (
    <Stack gap="4">
      <Heading as="h1" size="md" fontWeight="semibold">
        {UNGUARDED_TITLES['/reset_password']}
      </Heading>
      {outcome ? (
        <Stack gap="2">
          <Text fontSize="sm" role="status" data-testid="reset-outcome" color={outcome.ok ? undefined : 'red.700'}>
            {outcome.text}
          </Text>
          {outcome.ok ? null : (
            <Link asChild fontSize="sm" color="blue.700">
              <RouterLink to="/forgot_password">Ask for a new link</RouterLink>
            </Link>
          )}
        </Stack>
      ) : (
        <form onSubmit={(e) => void handleSubmit(e)} noValidate aria-label="Reset password">
          <Stack gap="3">
            <Field.Root invalid={problem?.field === 'password'}>
              <Field.Label fontSize="sm">New Password</Field.Label>
              <Input
                name="password"
                type="password"
                autoComplete="new-password"
                size="sm"
                autoFocus
                value={form.password}
                onChange={(e) => handleChange('password')(e.target.value)}
              />
              <Field.ErrorText>{problem?.field === 'password' ? problem.message : null}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={problem?.field === 'confirmPassword'}>
              <Field.Label fontSize="sm">Confirm Password</Field.Label>
              <Input
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                size="sm"
                value={form.confirmPassword}
                onChange={(e) => handleChange('confirmPassword')(e.target.value)}
              />
              <Field.ErrorText>{problem?.field === 'confirmPassword' ? problem.message : null}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="blue" size="sm" loading={loading}>
              Reset Password
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
