import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { callFileRoute } from '../../../app/api.ts';

/**
 * The résumé's bytes from `GET ats/files/{fileId}` (the session's token; the caller's scope is checked there): the
 * file itself, or for a large one the presigned link it answers with. No bytes is a failure ('Failed to load resume
 * file'). Shared by the PDF and the Word viewers, each a lazy chunk of its own.
 */
export async function resumeBytes(fileId: string, signal: AbortSignal): Promise<Uint8Array> {
  const answer = await callFileRoute(atsRoutes.getFile, { params: { fileId }, signal });
  let bytes: ArrayBuffer;
  if (answer instanceof Blob) bytes = await answer.arrayBuffer();
  else {
    const response = await fetch(answer.url, { signal });
    if (!response.ok) throw new Error(`résumé link answered ${response.status}`);
    bytes = await response.arrayBuffer();
  }
  if (bytes.byteLength === 0) throw new Error('empty résumé file');
  return new Uint8Array(bytes);
}
