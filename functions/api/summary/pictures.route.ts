import { summaryRoutes } from '@shelfline/shared/routes/summary.routes';
import { implement } from '../../common/api-handler.ts';
import { downloadLink } from '../../common/aws/s3-objects.ts';
import { env } from '../../common/env.ts';
import { listPicturesOfService } from '../../data/content/summary.repository.ts';
import { scopedRow, viewerOf } from '../../domain/summary/summary-scope.ts';

/**
 * `GET summary/pictures?serviceId=` (our addition, brief S2): short-lived links to a row's photos, issued only after
 * the row's own scope check (a customer reaches only rows they see; rule R11). Only images are ever linked.
 */
export const pictures = implement(summaryRoutes.pictures, async ({ query, auth }) => {
  await scopedRow(await viewerOf(auth), query.serviceId);
  const bucket = env.bucket('filesBucket');
  const files = (await listPicturesOfService(query.serviceId)).filter((file) => file.contentType.startsWith('image/'));
  const links = await Promise.all(
    files.map(async (file) => ({
      fileName: file.fileName,
      ...(await downloadLink({ bucket, key: file.path, fileName: file.fileName, contentType: file.contentType })),
    })),
  );
  return { serviceID: query.serviceId, pictures: links };
});
