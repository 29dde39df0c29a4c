import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Textarea from '@cloudscape-design/components/textarea';
import TimeInput from '@cloudscape-design/components/time-input';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReportFileInfo, ServiceReportView } from '@shelfline/shared/contracts/service-report.contract';
import { serviceReportsRoutes } from '@shelfline/shared/routes/servicereports.routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { callRoute } from '../../app/api.ts';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { ConfirmModal } from '../../components/crud/confirm-modal.tsx';
import { dismissUnlessOverlay, ModalFooter } from '../../components/crud/modal-parts.tsx';
import { useNarrowScreen } from '../../components/use-narrow-screen.ts';
import { ApiError, messagesOf } from '../../lib/api-client.ts';
import { dashboardKeys } from '../../queries/dashboard.ts';
import { scheduleKeys } from '../../queries/schedule.ts';
import { serviceReportKeys, serviceReportQuery } from '../../queries/service-reports.ts';
import { OrdersButton } from '../orders/orders-modal.tsx';
import { clearDraft, readDraft, writeDraft } from './report-draft.ts';
import { ReportForm, ReportPictures } from './report-files.tsx';
import { bodyOf, ReportFormSchema, type ReportFormValues, valuesOf } from './report-form-values.ts';
import { NO_PROBLEMS, problemsOf, type ReportProblems } from './report-problems.ts';
import { ReportQuestions } from './report-questions.tsx';
import { serviceReportStrings as s } from './strings.ts';
import './service-report.css';

/*
 * The Service Report modal (002 §2, §7; 000 §2.8; brief §6b): opened from My Schedule, Schedule Maintenance and the
 * merchandiser's dashboard. It reads the report (204: the warning 'Cannot Enter Service Report. No Report Layout
 * Assigned' and nothing opens), shows the service's facts and mode, and lets the team lead or staff save, submit and
 * manage files; admin and account managers UnSubmit. What the caller may do comes from the server (canEdit,
 * canUnsubmit). Unsaved answers are kept on the device until a save goes through (report-draft.ts).
 */

export interface ServiceReportModalProps {
  serviceId: number;
  onDismiss: () => void;
  /** Opened to read only (the Summary's store-report link, invoicing's Show Report), whatever the caller may do. */
  readOnly?: boolean;
}

export function ServiceReportModal({ serviceId, onDismiss, readOnly = false }: ServiceReportModalProps) {
  const report = useQuery(serviceReportQuery(serviceId));
  const { notify } = useNotifications();
  const noLayout = report.data === null;
  useEffect(() => {
    if (!noLayout) return;
    notify({ type: 'warning', content: s.noLayout });
    onDismiss();
  }, [noLayout, notify, onDismiss]);
  if (report.data) {
    const shown = readOnly ? { ...report.data, canEdit: false, canUnsubmit: false } : report.data;
    return <ReportEditor key={serviceId} report={shown} onDismiss={onDismiss} />;
  }
  return (
    <Modal
      visible={!noLayout}
      header={s.title(serviceId)}
      onDismiss={onDismiss}
      closeAriaLabel={s.close}
      data-testid="service-report-modal"
      footer={
        <ModalFooter>
          <Button onClick={onDismiss}>{s.close}</Button>
        </ModalFooter>
      }
    >
      {report.isError ? (
        <Alert type="error" data-testid="service-report-error">
          {messagesOf(report.error).join(' ')}
        </Alert>
      ) : (
        <Spinner size="large" />
      )}
    </Modal>
  );
}

const todayIso = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

function ReportEditor({ report, onDismiss }: { report: ServiceReportView; onDismiss: () => void }) {
  const serviceId = report.serviceId;
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const narrow = useNarrowScreen();
  const editable = report.canEdit;
  const [draft] = useState(() => (editable ? readDraft(serviceId) : undefined));
  const [restored, setRestored] = useState(draft !== undefined);
  const form = useForm<ReportFormValues>({
    // The schema's preprocessors type its input as unknown; the form holds ReportFormValues (validated raw).
    resolver: zodResolver(ReportFormSchema, undefined, { raw: true }) as unknown as Resolver<ReportFormValues>,
    defaultValues: draft?.values ?? valuesOf(report),
  });
  const [problems, setProblems] = useState<ReportProblems>(NO_PROBLEMS);
  const [viewing, setViewing] = useState<ReportFileInfo>();
  const [deleting, setDeleting] = useState<ReportFileInfo>();

  // A new version (our save, or someone else's read back) replaces the form; uploads keep the version and the form.
  const shownVersion = useRef(report.version);
  useEffect(() => {
    if (report.version === shownVersion.current) return;
    shownVersion.current = report.version;
    form.reset(valuesOf(report));
  }, [report, form]);

  // Every change the user makes is kept on the device until a save goes through.
  useEffect(() => {
    if (!editable) return;
    const subscription = form.watch((values, { name }) => {
      if (name) writeDraft(serviceId, { version: shownVersion.current, values: values as ReportFormValues });
    });
    return () => subscription.unsubscribe();
  }, [editable, form, serviceId]);

  const reloadLists = () => {
    void queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  };

  const save = useMutation({
    mutationFn: ({ values, submit }: { values: ReportFormValues; submit: boolean }) =>
      callRoute(serviceReportsRoutes.update, { body: bodyOf(report, values, submit) }),
    onSuccess: (answer, { submit }) => {
      clearDraft(serviceId);
      setRestored(false);
      setProblems(NO_PROBLEMS);
      shownVersion.current = answer.version;
      form.reset(valuesOf(answer));
      queryClient.setQueryData(serviceReportKeys.report(serviceId), answer);
      notify({ type: 'success', content: submit ? s.submitted : s.saved });
      reloadLists();
    },
    onError: (error) => setProblems(problemsOf(error)),
  });
  const unsubmit = useMutation({
    mutationFn: () => callRoute(serviceReportsRoutes.unsubmit, { params: { id: serviceId } }),
    onSuccess: (answer) => {
      notify({ type: 'success', content: s.unsubmitted });
      reloadLists();
      if (!answer) return onDismiss();
      shownVersion.current = answer.version;
      form.reset(valuesOf(answer));
      queryClient.setQueryData(serviceReportKeys.report(serviceId), answer);
    },
    onError: (error) => setProblems(problemsOf(error)),
  });
  const removeFile = async (file: ReportFileInfo) => {
    try {
      await callRoute(serviceReportsRoutes.removeFile, { body: { serviceId, path: file.path } });
      notify({ type: 'success', content: s.fileDeleted });
    } catch (error) {
      notify({
        type: 'error',
        content: error instanceof ApiError && error.status === 404 ? s.fileNotFound : messagesOf(error),
      });
    }
    setDeleting(undefined);
    await queryClient.invalidateQueries({ queryKey: serviceReportKeys.report(serviceId) });
  };

  const busy = save.isPending || unsubmit.isPending;
  const readOnly = !editable || busy;
  const send = (submit: boolean) => void form.handleSubmit((values) => save.mutate({ values, submit }))();
  const fieldError = (name: keyof ReportProblems['fields']) =>
    problems.fields[name] ?? form.formState.errors[name as keyof ReportFormValues]?.message;
  const service = report.service;
  const overlay = viewing !== undefined || deleting !== undefined;

  return (
    <>
      <Modal
        visible={!overlay}
        size="large"
        header={s.title(serviceId)}
        closeAriaLabel={s.close}
        onDismiss={dismissUnlessOverlay(onDismiss, busy)}
        data-testid="service-report-modal"
        footer={
          <ModalFooter>
            <Button variant="link" onClick={onDismiss} disabled={busy} data-testid="report-close">
              {s.close}
            </Button>
            <OrdersButton serviceId={serviceId} teamLead={editable} />
            {report.canUnsubmit && (
              <Button onClick={() => unsubmit.mutate()} loading={unsubmit.isPending} data-testid="report-unsubmit">
                {s.unsubmit}
              </Button>
            )}
            {editable && (
              <Button onClick={() => send(false)} loading={save.isPending} disabled={busy} data-testid="report-save">
                {s.save}
              </Button>
            )}
            {editable && (
              <Button variant="primary" onClick={() => send(true)} disabled={busy} data-testid="report-submit">
                {s.submit}
              </Button>
            )}
          </ModalFooter>
        }
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send(false);
          }}
        >
          <SpaceBetween size="l">
            <ColumnLayout columns={narrow ? 2 : 4} variant="text-grid" data-testid="report-facts">
              <Fact label={s.facts.job} value={`${service.jobNumber} · ${service.productName}`} />
              <Fact
                label={s.facts.store}
                value={s.facts.storeText(service.retailerName, service.storeNumber, service.storeName)}
              />
              <Fact label={s.facts.dates} value={s.facts.dateRange(service.earliestDate, service.latestDate)} />
              <Fact label={s.facts.merchandiser} value={service.merchandiser ?? '—'} />
              <Fact label={s.facts.timeLimit} value={s.facts.hours(service.timeLimit)} />
              <div>
                <Box variant="awsui-key-label">{report.layout.description}</Box>
                <span data-testid="report-mode">
                  <Badge color={service.mode === 'Submitted' ? 'green' : service.mode === 'Saved' ? 'blue' : 'grey'}>
                    {s.mode(service.mode)}
                  </Badge>
                </span>
              </div>
            </ColumnLayout>
            {restored && editable && (
              <Alert
                type="info"
                data-testid="report-draft-restored"
                action={
                  <Button
                    onClick={() => {
                      clearDraft(serviceId);
                      setRestored(false);
                      form.reset(valuesOf(report));
                    }}
                  >
                    {s.discardDraft}
                  </Button>
                }
              >
                {s.draftRestored}
                {draft && draft.version !== report.version && <div>{s.draftOlder}</div>}
              </Alert>
            )}
            {!editable && <Box color="text-status-inactive">{s.readOnly}</Box>}
            {problems.all.length > 0 && (
              <Alert type="error" header={s.refused} data-testid="report-problems">
                {problems.all.map((message) => (
                  <div key={message}>{message}</div>
                ))}
              </Alert>
            )}
            {editable && <Box variant="small">{s.requiredNote}</Box>}
            <ColumnLayout columns={narrow ? 1 : 3}>
              <Controller
                control={form.control}
                name="completedDate"
                render={({ field }) => (
                  <FormField label={`${s.completedDate}${s.required}`} errorText={fieldError('completedDate')}>
                    <DatePicker
                      value={field.value}
                      readOnly={readOnly}
                      placeholder="YYYY-MM-DD"
                      ariaLabel={s.completedDate}
                      openCalendarAriaLabel={(selected) =>
                        selected ? `${s.completedDate}: ${selected}` : s.completedDate
                      }
                      isDateEnabled={(date) => {
                        const day = new Date(date.getTime() - date.getTimezoneOffset() * 60_000)
                          .toISOString()
                          .slice(0, 10);
                        return day >= service.earliestDate.slice(0, 10) && day <= todayIso();
                      }}
                      onChange={(event) => field.onChange(event.detail.value)}
                    />
                  </FormField>
                )}
              />
              {(['timeIn', 'timeOut'] as const).map((name) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <FormField
                      label={`${s[name]}${s.required}`}
                      constraintText={s.timeHint}
                      errorText={fieldError(name)}
                    >
                      <TimeInput
                        value={field.value}
                        format="hh:mm"
                        use24Hour
                        placeholder="hh:mm"
                        readOnly={readOnly}
                        ariaLabel={s[name]}
                        onChange={(event) => field.onChange(event.detail.value)}
                      />
                    </FormField>
                  )}
                />
              ))}
            </ColumnLayout>
            {report.reportedHours !== undefined && <Box variant="small">{s.reportedHours(report.reportedHours)}</Box>}
            <ReportQuestions report={report} control={form.control} readOnly={readOnly} errors={problems.questions} />
            {(
              [
                ['comments', s.comments],
                ['clientComments', report.layout.clientCommentsLabel],
              ] as const
            ).map(([name, label]) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <FormField label={label} errorText={fieldError(name)} stretch>
                    <Textarea
                      value={field.value}
                      readOnly={readOnly}
                      ariaLabel={label}
                      rows={3}
                      onChange={(event) => field.onChange(event.detail.value)}
                    />
                  </FormField>
                )}
              />
            ))}
            <ReportPictures
              report={report}
              editable={editable}
              errors={problems.fields}
              onView={setViewing}
              onDelete={setDeleting}
            />
            <ReportForm
              kind="signOffForm"
              report={report}
              editable={editable}
              errors={problems.fields}
              onDelete={setDeleting}
            />
            <ReportForm
              kind="deficiencyForm"
              report={report}
              editable={editable}
              errors={problems.fields}
              onDelete={setDeleting}
            />
          </SpaceBetween>
          <button type="submit" hidden />
        </form>
      </Modal>
      {viewing && (
        <Modal
          visible
          size="max"
          header={s.viewerTitle(viewing.fileName)}
          closeAriaLabel={s.close}
          onDismiss={() => setViewing(undefined)}
          data-testid="report-picture-viewer"
        >
          <div className="service-report-viewer">
            <img src={viewing.url} alt={viewing.fileName} />
          </div>
        </Modal>
      )}
      <ConfirmModal
        visible={deleting !== undefined}
        title={s.deleteFileTitle(deleting?.fileName ?? '')}
        onDismiss={() => setDeleting(undefined)}
        onConfirm={() => (deleting ? removeFile(deleting) : undefined)}
        testId="report-delete-confirm"
      />
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Box variant="awsui-key-label">{label}</Box>
      <div>{value}</div>
    </div>
  );
}
