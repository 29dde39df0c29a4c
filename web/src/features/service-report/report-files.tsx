import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Link from '@cloudscape-design/components/link';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReportFileInfo, ServiceReportView } from '@shelfline/shared/contracts/service-report.contract';
import { serviceReportsRoutes } from '@shelfline/shared/routes/servicereports.routes';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type UploadProgress, uploadFiles } from '../../app/upload.ts';
import { messagesOf } from '../../lib/api-client.ts';
import { downscaleImage } from '../../lib/downscale-image.ts';
import { serviceReportKeys } from '../../queries/service-reports.ts';
import { serviceReportStrings as s } from './strings.ts';

/*
 * The report's files (brief §6b, §6f): pictures (camera or library, downscaled in the browser, sent one per request
 * three at a time with progress; a failed one stays listed for Retry without choosing it again), and the sign-off
 * sheet / order form and the deficiency form (one each, upload or replace). Every upload answers the whole report;
 * the modal reads it again afterwards, so links and counts are the server's.
 */

export type FileKind = 'pictures' | 'signOffForm' | 'deficiencyForm';

const ROUTES = {
  pictures: serviceReportsRoutes.uploadPictures,
  signOffForm: serviceReportsRoutes.uploadSignOffForm,
  deficiencyForm: serviceReportsRoutes.uploadDeficiencyForm,
} as const;

/** Uploads of one kind: progress, the files that failed (kept for Retry) and their messages. */
function useUploads(serviceId: number, kind: FileKind) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress>();
  const [failed, setFailed] = useState<File[]>([]);
  const [messages, setMessages] = useState<string[]>([]);
  const send = async (chosen: readonly File[]) => {
    if (chosen.length === 0) return;
    const files = kind === 'pictures' ? await Promise.all(chosen.map(downscaleImage)) : [...chosen];
    const outcome = await uploadFiles(ROUTES[kind], { params: { id: serviceId }, files, onProgress: setProgress });
    setProgress(undefined);
    setFailed(outcome.failures.map((f) => f.file));
    setMessages([...new Set(outcome.failures.flatMap((f) => messagesOf(f.error)))]);
    await queryClient.invalidateQueries({ queryKey: serviceReportKeys.report(serviceId) });
  };
  const discard = () => {
    setFailed([]);
    setMessages([]);
  };
  return { progress, failed, messages, send, discard, busy: progress !== undefined };
}

interface FilesProps {
  report: ServiceReportView;
  editable: boolean;
  /** The submit's refusal of this part ('At least one picture is required.'). */
  errors: Partial<Record<FileKind, string>>;
  onView: (picture: ReportFileInfo) => void;
  onDelete: (file: ReportFileInfo) => void;
}

/** A hidden file input opened by a Cloudscape button (the camera on a phone: `capture`). */
function FilePicker(props: {
  label: string;
  accept: string;
  multiple?: boolean;
  capture?: boolean;
  disabled: boolean;
  testId: string;
  onChoose: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <span className="service-report-touch-target">
      <input
        ref={input}
        type="file"
        className="service-report-file-input"
        accept={props.accept}
        multiple={props.multiple}
        {...(props.capture ? { capture: 'environment' } : {})}
        aria-label={props.label}
        tabIndex={-1}
        data-testid={props.testId}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          props.onChoose(files);
        }}
      />
      <Button iconName="upload" disabled={props.disabled} onClick={() => input.current?.click()}>
        {props.label}
      </Button>
    </span>
  );
}

function UploadState({ uploads, testId }: { uploads: ReturnType<typeof useUploads>; testId: string }) {
  return (
    <>
      {uploads.progress && (
        <ProgressBar
          data-testid={`${testId}-progress`}
          label={s.uploading}
          value={Math.round((uploads.progress.done / Math.max(1, uploads.progress.total)) * 100)}
          additionalInfo={s.uploadProgress(uploads.progress.done, uploads.progress.total)}
        />
      )}
      {uploads.failed.length > 0 && (
        <Alert
          type="error"
          data-testid={`${testId}-failed`}
          action={
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={() => void uploads.send(uploads.failed)} disabled={uploads.busy}>
                {s.retry}
              </Button>
              <Button variant="link" onClick={uploads.discard}>
                {s.discardFailed}
              </Button>
            </SpaceBetween>
          }
        >
          {s.failedUploads(uploads.failed.length)}
          {uploads.messages.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      )}
    </>
  );
}

export function ReportPictures({ report, editable, errors, onView, onDelete }: FilesProps) {
  const uploads = useUploads(report.serviceId, 'pictures');
  return (
    <FormField
      label={`${s.pictures}${report.layout.photosRequired ? s.required : ''}`}
      errorText={errors.pictures}
      stretch
      data-testid="report-pictures"
    >
      <SpaceBetween size="s">
        {report.pictures.length > 0 ? (
          <ul className="service-report-thumbnails">
            {report.pictures.map((picture, index) => (
              <li key={picture.path} className="service-report-thumbnail" data-testid="report-picture">
                <button
                  type="button"
                  className="service-report-thumbnail-open"
                  aria-label={`${s.viewPicture}: ${s.picture(index, picture.fileName)}`}
                  onClick={() => onView(picture)}
                >
                  <img src={picture.url} alt={s.picture(index, picture.fileName)} loading="lazy" />
                </button>
                {editable && (
                  <Button
                    variant="icon"
                    iconName="remove"
                    ariaLabel={`${s.deletePicture}: ${s.picture(index, picture.fileName)}`}
                    onClick={() => onDelete(picture)}
                  />
                )}
              </li>
            ))}
          </ul>
        ) : (
          <Box color="text-status-inactive">{s.noFile}</Box>
        )}
        {editable && (
          <FilePicker
            label={s.addPictures}
            accept="image/*"
            multiple
            capture
            disabled={uploads.busy}
            testId="report-pictures-input"
            onChoose={(files) => void uploads.send(files)}
          />
        )}
        <UploadState uploads={uploads} testId="report-pictures" />
      </SpaceBetween>
    </FormField>
  );
}

export function ReportForm({
  kind,
  report,
  editable,
  errors,
  onDelete,
}: Omit<FilesProps, 'onView'> & { kind: 'signOffForm' | 'deficiencyForm' }) {
  const uploads = useUploads(report.serviceId, kind);
  const file = report[kind];
  const required = kind === 'signOffForm' ? report.layout.signoffRequired : report.layout.deficiencyFormRequired;
  return (
    <FormField
      label={`${s[kind]}${required ? s.required : ''}`}
      errorText={errors[kind]}
      stretch
      data-testid={`report-${kind}`}
    >
      <SpaceBetween size="s">
        {file ? (
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <Link href={file.url} external data-testid={`report-${kind}-link`}>
              {file.fileName}
            </Link>
            {editable && (
              <Button
                variant="icon"
                iconName="remove"
                ariaLabel={`${s.deleteForm}: ${file.fileName}`}
                onClick={() => onDelete(file)}
              />
            )}
          </SpaceBetween>
        ) : (
          <Box color="text-status-inactive">{s.noFile}</Box>
        )}
        {editable && (
          <FilePicker
            label={file ? s.replaceForm : s.uploadForm}
            accept="application/pdf,image/jpeg,image/png"
            disabled={uploads.busy}
            testId={`report-${kind}-input`}
            onChoose={(files) => void uploads.send(files.slice(0, 1))}
          />
        )}
        <UploadState uploads={uploads} testId={`report-${kind}`} />
      </SpaceBetween>
    </FormField>
  );
}
