import { pagedSchema } from '@shelfline/shared/contracts/list.contract';
import { LogFileSchema, LogTextSchema } from '@shelfline/shared/contracts/log.contract';
import { api } from '../../app/api.ts';

export const logKeys = {
  list: (query: string) => ['logs', query] as const,
  one: (name: string) => ['logs', 'file', name] as const,
};

export const logsApi = {
  list: (query: string) => api.get(`logs?${query}`, { schema: pagedSchema(LogFileSchema) }),
  get: (name: string) => api.get(`logs/${encodeURIComponent(name)}`, { schema: LogTextSchema }),
};
