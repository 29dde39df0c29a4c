import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { queryClient } from '../providers/query-client.ts';
import { sessionStore } from './session.ts';

/** Logout (000 §4.7): clear the tokens and cached data and go to the sign-in page, remembering nothing. */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    void navigate('/', { replace: true });
    sessionStore.signOut();
    queryClient.clear();
  }, [navigate]);
}
