import * as z from 'zod';
import { OptionalPageQuerySchema } from './list.contract.ts';

/** Log files (001 §2, §3, §7): the product's own logs, listed and read by admins. */
export const LogFileSchema = z.object({
  /** File name without `.log`; the SPA route is /logs/{name} and Download saves `{name}.log`. */
  name: z.string(),
  size: z.number(),
  /** Where the file lives: a local path, or `s3://bucket/key`. */
  path: z.string(),
  createdAt: z.string(),
  modifiedAt: z.string(),
});
export type LogFile = z.infer<typeof LogFileSchema>;

export const LogTextSchema = LogFileSchema.extend({
  text: z.string(),
  /** True when the file is larger than what one response carries: `text` is then its end. */
  truncated: z.boolean(),
  /**
   * With `truncated` only: a short-lived link (presigned S3 GET, 15 minutes) to the WHOLE file, saved as `{name}.log`;
   * Download uses it, so a log of any size downloads whole although `text` stops at 4 MB.
   */
  downloadUrl: z.string().optional(),
});
export type LogText = z.infer<typeof LogTextSchema>;

/** Letters, digits, dot, dash and underscore; no leading dot, so no `..` and no path separators. */
export const LOG_NAME_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export const LogNameParamsSchema = z.object({
  id: z
    .string()
    .regex(LOG_NAME_PATTERN, 'Log name may only contain letters, digits, dots, dashes and underscores.')
    .refine((name) => !name.includes('..'), 'Log name may not contain "..".'),
});

export const LogsQuerySchema = OptionalPageQuerySchema;
