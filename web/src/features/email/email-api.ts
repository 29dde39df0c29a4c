import type { SendEmail, SendEmailResult } from '@shelfline/shared/contracts/email.contract';
import { emailRoutes } from '@shelfline/shared/routes/email.routes';
import { api } from '../../app/api.ts';
import { routePath } from '../../lib/route-call.ts';

/**
 * `POST email` (multipart, 001 §7 E-mail): the form's fields as the spec names them and every attachment in one
 * request, since the message is one unit (a file-per-request upload would send it several times). Answers or throws
 * like `callRoute`.
 */
export function sendEmail(fields: SendEmail, files: readonly File[]): Promise<SendEmailResult> {
  const route = emailRoutes.send;
  const field = route.upload?.field ?? 'files';
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  for (const file of files) form.append(field, file, file.name);
  return api.request(route.method, routePath(route), { body: form, schema: route.response });
}
