import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type Credentials, CredentialsSchema } from '@shelfline/shared/contracts/auth.contract';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { strings } from '../../strings.ts';
import type { LoginKind } from './auth-api.ts';
import { useSignIn } from './use-sign-in.ts';

type Field = keyof Credentials;
type FieldErrors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ['employeeCode', 'password'];

/** The shared schema's messages ('Please input login code.', 'Please input password.', 000 §5), per field. */
function validate(values: Credentials): { data?: Credentials; errors: FieldErrors } {
  const parsed = CredentialsSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field) errors[field] ??= issue.message;
  }
  return { errors };
}

interface LoginFormProps {
  kind: LoginKind;
  title: string;
  description: string;
  /** The button beside Login: 'Login as customer' or 'Back'. */
  secondaryAction: ReactNode;
}

/** Login code and password; validated on submit, Enter submits, the first field takes the focus. */
export function LoginForm({ kind, title, description, secondaryAction }: LoginFormProps) {
  const signIn = useSignIn(kind);
  const [values, setValues] = useState<Credentials>({ employeeCode: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const refs = { employeeCode: useRef<InputProps.Ref>(null), password: useRef<InputProps.Ref>(null) };

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(values);
    setErrors(result.errors);
    if (result.data) signIn.mutate(result.data);
    else refs[FIELDS.find((field) => result.errors[field]) ?? 'employeeCode'].current?.focus();
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate data-testid={`login-form-${kind}`}>
      <Form
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            {secondaryAction}
            <Button variant="primary" formAction="submit" loading={signIn.isPending} data-testid="login-submit">
              {strings.login.submit}
            </Button>
          </SpaceBetween>
        }
      >
        <Container
          header={
            <Header variant="h1" description={description}>
              {title}
            </Header>
          }
        >
          <SpaceBetween size="l">
            <FormField
              label={strings.login.loginCode}
              controlId={`${kind}-employee-code`}
              errorText={errors.employeeCode}
            >
              <Input
                ref={refs.employeeCode}
                controlId={`${kind}-employee-code`}
                name="employeeCode"
                autoComplete="username"
                autoFocus
                value={values.employeeCode}
                invalid={Boolean(errors.employeeCode)}
                onChange={({ detail }) => change('employeeCode', detail.value)}
              />
            </FormField>
            <FormField label={strings.login.password} controlId={`${kind}-password`} errorText={errors.password}>
              <Input
                ref={refs.password}
                controlId={`${kind}-password`}
                name="password"
                type="password"
                autoComplete="current-password"
                value={values.password}
                invalid={Boolean(errors.password)}
                onChange={({ detail }) => change('password', detail.value)}
              />
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
