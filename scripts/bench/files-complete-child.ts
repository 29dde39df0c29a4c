import { handler } from '../../functions/api/filemanagement/handler.ts';
import { measureHandlerCall } from './child-process.ts';

/*
 * The completion of a staged upload (`POST FileManagement/folders/{id}/files { uploadIds }`) through the family's
 * handler, in a process of its own: its time and RSS growth are the server's re-verification and copy alone.
 */
const args = JSON.parse(process.argv[2] ?? '{}') as { folderId: number; uploadId: string };
const measured = await measureHandlerCall(
  handler,
  {
    method: 'POST',
    path: `FileManagement/folders/${args.folderId}/files`,
    query: '',
    body: { uploadIds: [args.uploadId] },
  },
  201,
);
console.log(JSON.stringify(measured));
process.exit(0);
