import Button from '@cloudscape-design/components/button';
import { useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { strings } from '../../strings.ts';
import { LoginForm } from './login-form.tsx';
import { usePreloadShell } from './use-preload-shell.ts';

/** `/` and `/login`: staff sign-in (000 §2.1). */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(strings.login.title);
  usePreloadShell();
  return (
    <LoginForm
      kind="staff"
      title={strings.login.title}
      description={strings.login.description}
      secondaryAction={
        // Keeps the remembered page, so a customer who followed a deep link also comes back to it.
        <Button
          formAction="none"
          onClick={() => void navigate('/loginCustomer', { state: location.state })}
          data-testid="login-as-customer"
        >
          {strings.login.asCustomer}
        </Button>
      }
    />
  );
}
