import type { RouteDefinition } from '@shelfline/shared/routes/route';
import type * as z from 'zod';
import { ApiError } from '../lib/api-client.ts';
import { type RouteAnswer, routePath } from '../lib/route-call.ts';
import { sendWithProgress, type UploadProgressListener } from '../lib/send-with-progress.ts';
import { api } from './api.ts';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export interface UploadProgress {
  /** Per file, in the order given. */
  statuses: UploadStatus[];
  /** Per file, the share of its bytes sent (0 to 1): a progress bar per file. */
  fractions: number[];
  done: number;
  total: number;
}

export interface UploadOutcome<T> {
  /** The answers of the files that went through, by index. */
  answers: (T | undefined)[];
  /** The files that failed, with the server's or the network's message: retry them with the same call. */
  failures: { index: number; file: File; error: unknown }[];
}

/** At most this many uploads at once: a phone on a store's network does better with few parallel requests. */
const PARALLEL_UPLOADS = 3;

type Answer<D extends RouteDefinition> = RouteAnswer<D>;

/**
 * Sends one file to a route that takes uploads (`upload` in the route table) as `multipart/form-data`: the route's
 * file field, the text `fields` beside it, and the route's query. Answers or throws like `callRoute`; `onBytes`
 * reports the bytes sent (the request then goes by XMLHttpRequest, lib/send-with-progress.ts).
 */
export function uploadFile<D extends RouteDefinition>(
  route: D,
  args: {
    params?: object;
    query?: object;
    file: File;
    fields?: Record<string, string>;
    signal?: AbortSignal;
    onBytes?: UploadProgressListener;
  },
): Promise<Answer<D>> {
  const field = route.upload?.field;
  if (!field) throw new Error(`${route.method} ${route.path} takes no files`);
  const form = new FormData();
  for (const [name, value] of Object.entries(args.fields ?? {})) form.append(name, value);
  form.append(field, args.file, args.file.name);
  return api.request(route.method, routePath(route, args.params, args.query), {
    body: form,
    ...(route.response ? { schema: route.response as z.ZodType<Answer<D>> } : {}),
    ...(args.signal ? { signal: args.signal } : {}),
    ...(args.onBytes ? { onUploadProgress: args.onBytes } : {}),
  });
}

/**
 * Sends a file's bytes to a presigned S3 link (a staged upload: larger than a request to the API may carry) with the
 * headers the server signed, reporting the bytes sent. S3's refusal throws an ApiError with its status; the API then
 * re-checks what arrived before it keeps the file (docs/decisions.md#uploads).
 */
export async function uploadToLink(args: {
  url: string;
  headers: Record<string, string>;
  file: File;
  signal?: AbortSignal;
  onBytes?: UploadProgressListener;
}): Promise<void> {
  const init: RequestInit = { method: 'PUT', headers: args.headers, body: args.file };
  if (args.signal) init.signal = args.signal;
  const response = await sendWithProgress(args.url, init, args.onBytes ?? (() => {}));
  if (!response.ok) throw new ApiError(response.status, undefined, [`The upload of ${args.file.name} failed.`]);
}

/**
 * Uploads files to a route that takes them, one file per request (`uploadFile`), three at a time, so each request
 * stays far below Lambda's 6 MB limit and a failure costs one file: the caller keeps the failed ones and offers to
 * retry them without the user choosing them again (docs/decisions.md#uploads).
 */
export async function uploadFiles<D extends RouteDefinition>(
  route: D,
  args: {
    params?: object;
    files: readonly File[];
    /** Text fields sent with each file. */
    fields?: Record<string, string>;
    onProgress?: (progress: UploadProgress) => void;
    signal?: AbortSignal;
  },
): Promise<UploadOutcome<Answer<D>>> {
  const statuses: UploadStatus[] = args.files.map(() => 'waiting');
  const fractions = args.files.map(() => 0);
  const answers: Answer<D>[] = [];
  const failures: UploadOutcome<unknown>['failures'] = [];
  const report = () =>
    args.onProgress?.({
      statuses: [...statuses],
      fractions: [...fractions],
      done: statuses.filter((s) => s === 'done' || s === 'failed').length,
      total: statuses.length,
    });
  let next = 0;
  const worker = async () => {
    while (next < args.files.length) {
      const index = next++;
      const file = args.files[index] as File;
      statuses[index] = 'uploading';
      report();
      try {
        answers[index] = await uploadFile(route, {
          ...args,
          file,
          onBytes: (loaded, total) => {
            fractions[index] = total > 0 ? loaded / total : 0;
            report();
          },
        });
        statuses[index] = 'done';
        fractions[index] = 1;
      } catch (error) {
        statuses[index] = 'failed';
        failures.push({ index, file, error });
      }
      report();
    }
  };
  report();
  await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, args.files.length) }, worker));
  return { answers, failures: failures.sort((a, b) => a.index - b.index) };
}
