import { logsRoutes } from '@shelfline/shared/routes/logs.routes';
import { implement } from '../../common/api-handler.ts';
import { pageOrAll } from '../../common/paging.ts';
import { listLogFiles } from '../../data/log-files.ts';

/** `GET logs` (the spec's array, or a page with paging parameters): the log files of the local runner's directory and the logs bucket, newest first unless sorted. */
export const list = implement(logsRoutes.list, async ({ query }) => {
  const files = await listLogFiles();
  const sorted = query.sortBy ? query : { ...query, sortBy: 'modifiedAt', sortDesc: true };
  return pageOrAll(files, sorted, {
    searchIn: (file) => [file.name],
    sorts: {
      modifiedAt: (file) => file.modifiedAt,
      name: (file) => file.name,
      size: (file) => file.size,
      createdAt: (file) => file.createdAt,
    },
  });
});
