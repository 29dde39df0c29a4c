import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import TokenGroup from '@cloudscape-design/components/token-group';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ATTACHMENTS_MAX,
  type EmailPreview,
  type SendEmail,
  type SendEmailResult,
  UPLOADED_ATTACHMENTS_MAX_BYTES,
} from '@shelfline/shared/contracts/email.contract';
import type { FileRow } from '@shelfline/shared/contracts/file-manager.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type * as z from 'zod';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { ApiError, messagesOf } from '../../lib/api-client.ts';
import { emailKeys } from '../../queries/email.ts';
import { BodyField } from './body-field.tsx';
import { ComposerSchema, type ComposerValues, EMPTY_COMPOSER, type RecipientField } from './composer-form.ts';
import { previewEmail, sendEmail } from './email-api.ts';
import { FileManagerPicker } from './file-manager-picker.tsx';
import { MessagePreview } from './message-preview.tsx';
import { withAddresses } from './recipient-rows.ts';
import { RecipientsPanel } from './recipients-panel.tsx';
import { emailStrings as s } from './strings.ts';

export interface ComposerProps {
  /** The fields to start from (the modal's prefill); empty otherwise. */
  initial?: Partial<ComposerValues>;
  /** After 'Email sent successfully': the page stays (its form cleared), the modal closes. */
  onSent?: (result: SendEmailResult) => void;
  /** The modal's Cancel; the page has none. */
  onCancel?: () => void;
  /** What the caller shows above the form (the modal's prefill status). */
  notice?: ReactNode;
}

/** De-duplicated by file name, the first kept (001 §5), as the server does too. */
function uniqueByName<T>(items: readonly T[], nameOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(nameOf(item)) && Boolean(seen.add(nameOf(item))));
}

/**
 * The e-mail composer (001 §2 E-mail composer; brief §5b): To, Cc and Bcc as '; '-separated text, attachments,
 * subject and a rich-text body, with the recipients panel beside it. Validation is the call's own schema ('required'
 * under each field, 001 §5); what the server refuses (an invalid address, a blocked attachment) shows under its field.
 */
export function Composer({ initial, onSent, onCancel, notice }: ComposerProps) {
  const { notify } = useNotifications();
  const queryClient = useQueryClient();
  const defaults = { ...EMPTY_COMPOSER, ...initial };
  const form = useForm<SendEmail, unknown, z.output<typeof ComposerSchema>>({
    resolver: zodResolver(ComposerSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string>();
  const [general, setGeneral] = useState<string[]>([]);
  /** Internal file-manager files attached by reference (`fileIds`). */
  const [linked, setLinked] = useState<FileRow[]>([]);
  const [picking, setPicking] = useState(false);
  const [preview, setPreview] = useState<EmailPreview>();

  const sending = useMutation({
    mutationFn: (values: SendEmail) =>
      sendEmail({ ...values, fileIds: linked.map((file) => file.fileId).join(',') }, files),
    onSuccess: (result) => {
      notify({ type: 'success', content: s.sent });
      // Suppressed addresses (an earlier bounce or complaint) are left out by the outbox: the sender is told.
      if (result.skipped.length > 0) notify({ type: 'warning', content: s.skipped(result.skipped.length) });
      void queryClient.invalidateQueries({ queryKey: emailKeys.all });
      form.reset(EMPTY_COMPOSER);
      setFiles([]);
      setLinked([]);
      setPicking(false);
      setPreview(undefined);
      onSent?.(result);
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? (error.body as { errors?: unknown })?.errors : undefined;
      if (!fields || typeof fields !== 'object' || Array.isArray(fields)) {
        setGeneral(messagesOf(error));
        return;
      }
      for (const [name, messages] of Object.entries(fields as Record<string, string[]>)) {
        const message = messages.join(' ');
        if (name === 'files') setFileError(message);
        else if (name in EMPTY_COMPOSER) form.setError(name as keyof ComposerValues, { message });
        else setGeneral((current) => [...current, message]);
      }
    },
  });
  const previewing = useMutation({
    mutationFn: previewEmail,
    onSuccess: setPreview,
    onError: (error) => setGeneral(messagesOf(error)),
  });
  const showPreview = async () => {
    setGeneral([]);
    if (await form.trigger(['Subject', 'Body'])) previewing.mutate(form.getValues());
  };
  const busy = sending.isPending;
  const send = form.handleSubmit((values) => {
    if (fileError === s.tooLarge) return;
    setGeneral([]);
    setFileError(undefined);
    sending.mutate(values);
  });

  const addRecipients = (field: RecipientField, addresses: string[]) =>
    form.setValue(field, withAddresses(form.getValues(field) ?? '', addresses), {
      shouldDirty: true,
      shouldValidate: true,
    });

  const addressField = (name: RecipientField, label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormField label={label} constraintText={s.addressHint} errorText={errors[name]?.message} stretch>
          <Textarea
            value={field.value ?? ''}
            onChange={({ detail }) => field.onChange(detail.value)}
            onBlur={field.onBlur}
            rows={2}
            ariaLabel={label}
            invalid={Boolean(errors[name])}
            data-testid={`email-${name.toLowerCase()}`}
          />
        </FormField>
      )}
    />
  );

  const fields = (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <SpaceBetween size="m">
        {notice}
        {addressField('To', s.fields.to)}
        {addressField('Cc', s.fields.cc)}
        {addressField('Bcc', s.fields.bcc)}
        <FormField
          label={s.fields.attachments}
          constraintText={s.attachmentsHint}
          errorText={fileError}
          data-testid="email-attachments"
        >
          <FileUpload
            multiple
            value={files}
            onChange={({ detail }) => {
              const chosen = uniqueByName(detail.value, (file) => file.name);
              const bytes = chosen.reduce((sum, file) => sum + file.size, 0);
              // Caught here rather than by a refused request: the server would answer 413 for the same.
              setFileError(
                chosen.length > ATTACHMENTS_MAX || bytes > UPLOADED_ATTACHMENTS_MAX_BYTES ? s.tooLarge : undefined,
              );
              setFiles(chosen);
            }}
            showFileSize
            i18nStrings={{
              uploadButtonText: () => s.chooseFiles,
              dropzoneText: () => s.chooseFiles,
              removeFileAriaLabel: (index) => s.removeFile(files[index]?.name ?? ''),
              limitShowFewer: 'Show fewer',
              limitShowMore: 'Show more',
              errorIconAriaLabel: 'Error',
            }}
          />
        </FormField>
        {linked.length > 0 ? (
          <FormField label={s.fileManager.linkedLabel}>
            <TokenGroup
              items={linked.map((file) => ({ label: file.fileName, dismissLabel: s.removeFile(file.fileName) }))}
              onDismiss={({ detail }) => setLinked((current) => current.filter((_, i) => i !== detail.itemIndex))}
            />
          </FormField>
        ) : null}
        {picking ? (
          <FileManagerPicker
            onClose={() => setPicking(false)}
            onAttach={(chosen) => {
              setLinked((current) => uniqueByName([...current, ...chosen], (row) => row.fileName));
              setPicking(false);
            }}
          />
        ) : (
          <Button formAction="none" iconName="folder" onClick={() => setPicking(true)} data-testid="attach-from-files">
            {s.fileManager.open}
          </Button>
        )}
        <Controller
          control={form.control}
          name="Subject"
          render={({ field }) => (
            <FormField label={s.fields.subject} errorText={errors.Subject?.message} stretch>
              <Input
                value={field.value}
                onChange={({ detail }) => field.onChange(detail.value)}
                onBlur={field.onBlur}
                ariaLabel={s.fields.subject}
                invalid={Boolean(errors.Subject)}
                data-testid="email-subject"
              />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="Body"
          render={({ field }) => (
            <FormField label={s.fields.body} errorText={errors.Body?.message} stretch>
              <BodyField
                value={field.value}
                onChange={field.onChange}
                ariaLabel={s.fields.body}
                invalid={Boolean(errors.Body)}
              />
            </FormField>
          )}
        />
        {preview ? <MessagePreview preview={preview} onClose={() => setPreview(undefined)} /> : null}
        {general.length > 0 ? <Alert type="error">{general.join(' ')}</Alert> : null}
        <SpaceBetween size="xs" direction="horizontal">
          {onCancel ? (
            <Button variant="link" formAction="none" onClick={onCancel} disabled={busy}>
              {s.cancel}
            </Button>
          ) : null}
          <Button
            formAction="none"
            onClick={() => void showPreview()}
            loading={previewing.isPending}
            disabled={busy}
            data-testid="email-preview-button"
          >
            {s.preview}
          </Button>
          <Button variant="primary" formAction="submit" loading={busy} data-testid="email-send">
            {s.send}
          </Button>
        </SpaceBetween>
      </SpaceBetween>
    </form>
  );

  return (
    <Grid gridDefinition={[{ colspan: { default: 12, m: 7 } }, { colspan: { default: 12, m: 5 } }]}>
      {fields}
      <RecipientsPanel onAdd={addRecipients} />
    </Grid>
  );
}
