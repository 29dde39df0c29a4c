import { logsRoutes } from '@shelfline/shared/routes/logs.routes';
import { implement } from '../../common/api-handler.ts';
import { pageOf } from '../../common/paging.ts';
import { listLogFiles } from '../../data/log-files.ts';

/** `GET logs`: the log files of the local runner's directory and the logs bucket, newest first unless sorted. */
export const listLogs = implement(logsRoutes.list, async ({ query }) => {
  const files = await listLogFiles();
  const sorted = query.sortBy ? query : { ...query, sortBy: 'modifiedAt', sortDesc: true };
  return pageOf(files, sorted, {
    searchIn: (file) => [file.name],
    sorts: {
      modifiedAt: (file) => file.modifiedAt,
      name: (file) => file.name,
      size: (file) => file.size,
      createdAt: (file) => file.createdAt,
    },
  });
});
