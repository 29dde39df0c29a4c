import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type Credentials, CredentialsSchema } from '@shelfline/shared/contracts/auth.contract';
import { type FormEvent, type ReactNode, useRef } from 'react';
import { useEntityForm } from '../../components/crud/use-entity-form.ts';
import { strings } from '../../strings.ts';
import type { LoginKind } from './auth-api.ts';
import { useSignIn } from './use-sign-in.ts';

type Field = keyof Credentials;

const FIELDS: readonly Field[] = ['employeeCode', 'password'];

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
  // A refused sign-in is told by the mutation's toast (000 §8.1), never under the fields: the form only sends.
  const form = useEntityForm<Credentials, Credentials>({
    initialValues: () => ({ employeeCode: '', password: '' }),
    names: FIELDS,
    schema: CredentialsSchema,
    toInput: (values) => values,
    onSubmit: async (credentials) => signIn.mutate(credentials),
  });
  const { values } = form;
  const errors = form.errors.fields as Partial<Record<Field, string>>;
  const refs = { employeeCode: useRef<InputProps.Ref>(null), password: useRef<InputProps.Ref>(null) };
  const change = (field: Field, value: string) => form.change({ [field]: value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The schema's messages show under the fields ('Please input login code.', 000 §5); the first one takes the focus.
    const parsed = CredentialsSchema.safeParse(values);
    if (!parsed.success) {
      const first = FIELDS.find((field) => parsed.error.issues.some((issue) => issue.path[0] === field));
      refs[first ?? 'employeeCode'].current?.focus();
    }
    void form.submit();
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
