import { type SendEmail, SendEmailSchema } from '@shelfline/shared/contracts/email.contract';

/** The address fields, as the form and the call name them. */
export type RecipientField = 'To' | 'Cc' | 'Bcc';

/** The composer's fields: the call's own (the shared schema validates both sides). */
export type ComposerValues = Required<Pick<SendEmail, 'To' | 'Cc' | 'Bcc' | 'Subject' | 'Body'>>;
export const ComposerSchema = SendEmailSchema;

export const EMPTY_COMPOSER: ComposerValues = { To: '', Cc: '', Bcc: '', Subject: '', Body: '' };

/** A list of addresses as the fields show them (001 §9: '; '). */
export const joinAddresses = (addresses: readonly string[]) => addresses.join('; ');
