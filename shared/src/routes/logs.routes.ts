import { arrayOrPagedSchema } from '../contracts/list.contract.ts';
import { LogFileSchema, LogNameParamsSchema, LogsQuerySchema, LogTextSchema } from '../contracts/log.contract.ts';
import { defineRoute } from './route.ts';

/** Log files (001 §2, §6, §7): admin only. */
export const logsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: 'logs',
    access: 'logs',
    summary: 'List log files (paged, newest first by default)',
    query: LogsQuerySchema,
    response: arrayOrPagedSchema(LogFileSchema),
  }),
  get: defineRoute({
    method: 'GET',
    path: 'logs/{id}',
    access: 'logs',
    summary: 'Text of a log file ({id} is the log name)',
    params: LogNameParamsSchema,
    response: LogTextSchema,
  }),
} as const;
