import type { EmailPreview, SendEmail, SendEmailResult } from '@shelfline/shared/contracts/email.contract';
import { emailRoutes } from '@shelfline/shared/routes/email.routes';
import { api } from '../../app/api.ts';
import { routePath } from '../../lib/route-call.ts';

/** `POST email` as multipart: the spec's field names, and every attachment in the same request. */
function postEmail(fields: SendEmail, files: readonly File[]) {
  const route = emailRoutes.send;
  const field = route.upload?.field ?? 'files';
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  for (const file of files) form.append(field, file, file.name);
  return api.request(route.method, routePath(route), { body: form, schema: route.response });
}

/**
 * Sends the message (001 §7 E-mail): one request, since the message is one unit (a file-per-request upload would
 * send it several times). Answers what was queued, or throws like `callRoute`.
 */
export async function sendEmail(fields: SendEmail, files: readonly File[]): Promise<SendEmailResult> {
  const answer = await postEmail({ ...fields, preview: 'false' }, files);
  if (!('messageId' in answer)) throw new Error('The e-mail was not queued.');
  return answer;
}

/** The message as recipients will see it, built by the server's sanitiser (brief §5b Preview); nothing is sent. */
export async function previewEmail(fields: Pick<SendEmail, 'Subject' | 'Body'>): Promise<EmailPreview> {
  const answer = await postEmail({ Subject: fields.Subject, Body: fields.Body, preview: 'true' }, []);
  if (!('html' in answer)) throw new Error('The preview could not be built.');
  return answer;
}
