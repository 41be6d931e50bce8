import { Box, Button, Field, Flex, Input, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { validateLogin, type LoginErrors, type LoginInput } from '../../../../../shared/validation/messages';
import { GoogleIcon } from '../../../components/icons';
import { useLogin } from '../hooks/useLogin';

/** The login form of spec 1 sections 2 and 5. */
export function LoginForm() {
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const { login, loading } = useLogin();
  const navigate = useNavigate();

  const handleChange = (field: keyof LoginInput) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((prev) => ({ ...prev, [field]: value }));
    // Each message clears as soon as its own field is edited.
    setErrors((prev) => (prev[field] ? { ...prev, [field]: undefined } : prev));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const found = validateLogin(values);
    setErrors(found);
    if (found.email || found.password) return;
    void login(values);
  };

  return (
    <Stack gap="4">
      <form onSubmit={handleSubmit} noValidate aria-label="Log in">
        <Stack gap="3">
          <Field.Root invalid={Boolean(errors.email)}>
            <Field.Label fontSize="sm">Email</Field.Label>
            <Input
              name="email"
              type="email"
              autoComplete="username"
              size="sm"
              value={values.email}
              onChange={handleChange('email')}
              autoFocus
            />
            <Field.ErrorText>{errors.email}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.password)}>
            <Field.Label fontSize="sm">Password</Field.Label>
            <Input
              name="password"
              type="password"
              autoComplete="current-password"
              size="sm"
              value={values.password}
              onChange={handleChange('password')}
            />
            <Field.ErrorText>{errors.password}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="blue" size="sm" loading={loading} loadingText="Logging in…" mt="1">
            Login
          </Button>
        </Stack>
      </form>

      <Flex justify="space-between" fontSize="sm">
        <Link asChild color="blue.700">
          <RouterLink to="/request_signup">Request Registration</RouterLink>
        </Link>
        <Link asChild color="blue.700">
          <RouterLink to="/forgot_password">Forgot password</RouterLink>
        </Link>
      </Flex>

      <Flex align="center" gap="3">
        <Separator flex="1" />
        <Text fontSize="xs" color="gray.500">
          or
        </Text>
        <Separator flex="1" />
      </Flex>

      <Button variant="outline" size="sm" onClick={() => navigate('/google')}>
        <GoogleIcon />
        Log in with Google
      </Button>

      <Box borderTopWidth="1px" borderColor="gray.100" pt="3">
        <Text fontSize="xs" color="gray.500" lineHeight="short">
          This site stores your session in your browser so you stay signed in. By logging in you accept the use of these
          cookies and local storage.
        </Text>
      </Box>
    </Stack>
  );
}
