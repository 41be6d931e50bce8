import { Alert, Button, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { registrationErrors, type RegistrationField } from '../../../../../shared/validation/registration-rules';
import { CombinedGraphQLErrors } from '@apollo/client';
import { errorMessage } from '../../../app/graphql-errors';
import { requestRegistrationMutation } from '../graphql/registrations';

type Values = Record<RegistrationField, string>;
const EMPTY: Values = { name: '', email: '', number: '', description: '' };

const FIELDS: readonly { key: RegistrationField; label: string; type?: string; autoComplete?: string }[] = [
  { key: 'name', label: 'Name', autoComplete: 'name' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'number', label: 'Number', type: 'tel', autoComplete: 'tel' },
];

/**
 * Request Registration (spec 2 section 2): Name, Email, Number, optional Description and Request. Checked
 * with the server's own rules before sending; afterwards only the server's one answer is shown.
 */
export function RequestRegistrationForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [send, { data, loading }] = useMutation(requestRegistrationMutation);

  const handleChange = (key: RegistrationField) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = e.target;
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((prev) => (prev[key] ? { ...prev, [key]: undefined } : prev));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const found = registrationErrors(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    try {
      await send({ variables: { input: values } });
    } catch (error) {
      const field = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.field : undefined;
      if (typeof field === 'string' && field in EMPTY) setErrors({ [field]: errorMessage(error) });
      else setFailure(errorMessage(error));
    }
  };

  const receipt = data?.requestRegistration.message;
  if (receipt) {
    return (
      <Alert.Root status="success" data-testid="registration-receipt">
        <Alert.Indicator />
        <Alert.Title>{receipt}</Alert.Title>
      </Alert.Root>
    );
  }

  return (
    <form onSubmit={(e) => void handleSubmit(e)} noValidate aria-label="Request Registration">
      <Stack gap="3">
        {FIELDS.map((f) => (
          <Field.Root key={f.key} invalid={Boolean(errors[f.key])}>
            <Field.Label fontSize="sm">{f.label}</Field.Label>
            <Input
              name={f.key}
              type={f.type ?? 'text'}
              autoComplete={f.autoComplete}
              size="sm"
              value={values[f.key]}
              onChange={handleChange(f.key)}
            />
            <Field.ErrorText>{errors[f.key]}</Field.ErrorText>
          </Field.Root>
        ))}
        <Field.Root invalid={Boolean(errors.description)}>
          <Field.Label fontSize="sm">Description (optional)</Field.Label>
          <Textarea
            name="description"
            size="sm"
            rows={3}
            value={values.description}
            onChange={handleChange('description')}
          />
          <Field.ErrorText>{errors.description}</Field.ErrorText>
        </Field.Root>
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="blue" size="sm" loading={loading} loadingText="Sending…" mt="1">
          Request
        </Button>
      </Stack>
    </form>
  );
}
