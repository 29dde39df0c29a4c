import { useQuery } from '@tanstack/react-query';
import { serverInfoQuery } from '../../queries/server-info.ts';

/** The server's name and version, for the version item of the user menu (000 §2.3). */
export function useServerInfo() {
  return useQuery(serverInfoQuery());
}
