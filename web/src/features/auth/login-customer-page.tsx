import Button from '@cloudscape-design/components/button';
import { useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { strings } from '../../strings.ts';
import { LoginForm } from './login-form.tsx';
import { usePreloadShell } from './use-preload-shell.ts';

/** `/loginCustomer`: customer sign-in, with a Back button (000 §2.1). */
export function LoginCustomerPage() {
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(strings.login.customerTitle);
  usePreloadShell();
  return (
    <LoginForm
      kind="customer"
      title={strings.login.customerTitle}
      description={strings.login.customerDescription}
      secondaryAction={
        <Button
          formAction="none"
          onClick={() => void navigate('/', { state: location.state })}
          data-testid="login-back"
        >
          {strings.login.back}
        </Button>
      }
    />
  );
}
