/** Bytes sent so far of a request body, and its size. */
export type UploadProgressListener = (loaded: number, total: number) => void;

/**
 * `fetch` with upload progress: the browser's fetch reports none (a streamed request body needs HTTP/2, and the
 * local stack and API Gateway's HTTP/1.1 do not give it), so an upload that shows a progress bar goes through
 * XMLHttpRequest and comes back as a `Response`, which the callers read as they read fetch's answers. Used for the
 * API's multipart uploads (api-client.ts) and the PUTs to presigned S3 links (app/upload.ts).
 */
export function sendWithProgress(
  url: string,
  init: RequestInit,
  onProgress: UploadProgressListener,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    xhr.responseType = 'blob';
    for (const [name, value] of new Headers(init.headers).entries()) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      // A 204 or 304 answer cannot carry a body in a Response.
      const body = [101, 204, 205, 304].includes(xhr.status) ? null : (xhr.response as Blob);
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers: headersOf(xhr) }));
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((init.body as XMLHttpRequestBodyInit | null | undefined) ?? null);
  });
}

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}
