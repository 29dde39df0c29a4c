import type { Credentials } from '@shelfline/shared/contracts/auth.contract';
import { useMutation } from '@tanstack/react-query';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { sessionStore } from '../../app/session/session.ts';
import { sessionFromTokens } from '../../app/session/session-rules.ts';
import { messagesOf } from '../../lib/api-client.ts';
import { strings } from '../../strings.ts';
import { authenticate, type LoginKind } from './auth-api.ts';

const FAILURE_ID = 'login-failure';

/**
 * Signs in and stores the session. Where to go next is the login route's job: once a session exists it
 * redirects to the remembered page or the default destination.
 */
export function useSignIn(kind: LoginKind) {
  const { notify, dismiss } = useNotifications();
  return useMutation({
    mutationFn: async (credentials: Credentials) => {
      const tokens = await authenticate(kind, credentials);
      if (!sessionFromTokens(tokens)) throw new Error(strings.login.unreadableToken);
      return tokens;
    },
    onMutate: () => dismiss(FAILURE_ID),
    onSuccess: (tokens) => {
      sessionStore.signIn(tokens);
      notify({ type: 'success', content: strings.login.success });
    },
    // 000 §8.1: login failure shows the server's messages, in an error toast that does not auto-close.
    onError: (error) =>
      notify({
        id: FAILURE_ID,
        type: 'error',
        header: strings.login.failureHeader,
        content: messagesOf(error),
        autoClose: false,
      }),
  });
}
