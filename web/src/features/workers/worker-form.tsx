import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Employee, EmployeeFull } from '@shelfline/shared/contracts/employee.contract';
import {
  type EmployeeCreate,
  EmployeeCreateSchema,
  type EmployeeUpdate,
  EmployeeUpdateSchema,
} from '@shelfline/shared/contracts/employee-input.contract';
import type { Role } from '@shelfline/shared/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import type * as z from 'zod';
import { usePendingChanges } from '../../app/navigation/use-pending-changes.ts';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { ownEmployeeId } from '../../app/session/own-employee.ts';
import { useSession } from '../../app/session/session.ts';
import { ConfirmModal } from '../../components/crud/confirm-modal.tsx';
import { ModalFooter } from '../../components/crud/modal-parts.tsx';
import { useEntityForm } from '../../components/crud/use-entity-form.ts';
import { employeeKeys } from '../../queries/employees.ts';
import { workerKeys } from '../../queries/workers.ts';
import { useSaveChangesPrompt } from '../profile/use-save-changes-prompt.tsx';
import { HeaderSection } from './header-section.tsx';
import { workerStrings as s } from './strings.ts';
import { draftOf, inputOf, WORKER_FIELD_NAMES, type WorkerDraft } from './worker-draft.ts';
import type { TabId } from './worker-tab-rules.ts';
import { WorkerTabs } from './worker-tabs.tsx';
import { workersApi } from './workers-api.ts';

export interface WorkerFormProps {
  /** The saved worker as read; undefined adds one. */
  full?: EmployeeFull;
  editMode: boolean;
  viewerRoles: readonly Role[];
  /** The viewer may switch to edit mode (administrators on the Workers screen). */
  canEdit: boolean;
  onEdit: () => void;
  /** Leave edit mode of a saved worker (back to view mode). */
  onView: () => void;
  onClose: () => void;
  onCreated: (worker: Employee) => void;
  /** The shown tab (kept by the modal across modes). */
  tab: TabId;
  onTabChange: (tab: TabId) => void;
  /** The modal's frame: the form gives it its body, its footer and its close request. */
  frame: (parts: { body: ReactNode; footer: ReactNode; requestClose: () => void }) => ReactNode;
  /** A new worker hired from an applicant (brief A11): the fields it starts with, and the applicant linked on save. */
  hire?: WorkerHire;
}

export interface WorkerHire {
  applicantId: number;
  values: Partial<Record<string, string | boolean>>;
}

/**
 * The worker form (001 §2): header block and tabs over one draft, so switching tabs keeps unsaved edits; they go
 * when the form closes, after a confirmation when there are any. Validated with the shared schemas before sending.
 */
export function WorkerForm({
  full,
  editMode,
  viewerRoles,
  canEdit,
  onEdit,
  onView,
  onClose,
  onCreated,
  tab,
  onTabChange,
  frame,
  hire,
}: WorkerFormProps) {
  const employee = full?.employee;
  const session = useSession();
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [initial] = useState<WorkerDraft>(() => ({ ...draftOf(employee), ...hire?.values }) as WorkerDraft);
  const [confirm, setConfirm] = useState<'close' | 'view'>();
  // A saved worker refreshes the lists and pickers (`['employees']`) and its own records, then leaves edit mode.
  const save = useMutation({
    mutationFn: (input: EmployeeCreate | EmployeeUpdate) =>
      employee ? workersApi.update(employee.id, input as EmployeeUpdate) : workersApi.create(input as EmployeeCreate),
    onSuccess: async (saved) => {
      notify({ type: 'success', content: employee ? s.updated(saved.code) : s.created(saved.code) });
      await queryClient.invalidateQueries({ queryKey: employeeKeys.all });
      if (employee) {
        await queryClient.invalidateQueries({ queryKey: workerKeys.worker(employee.id) });
        onView();
      } else onCreated(saved);
    },
  });
  const form = useEntityForm<WorkerDraft, EmployeeCreate | EmployeeUpdate>({
    initialValues: () => initial,
    names: WORKER_FIELD_NAMES,
    schema: (employee ? EmployeeUpdateSchema : EmployeeCreateSchema) as z.ZodType<EmployeeCreate | EmployeeUpdate>,
    toInput: (draft) => ({
      ...inputOf(draft, employee?.version, initial),
      ...(hire ? { applicantId: hire.applicantId } : {}),
    }),
    onSubmit: (input) => save.mutateAsync(input),
  });
  // The kept availability's general week saves on its own button: leaving it unsaved asks first (as /profile does).
  const availability = useSaveChangesPrompt(s.availabilityUnsaved);
  const dirty = editMode && form.isDirty;
  // Leaving the page (menu, links, back) with unsaved edits asks to discard them.
  usePendingChanges(dirty, { detail: s.leaveText });
  const readOnly = !editMode || form.saving;
  const leave = (to: 'close' | 'view') =>
    availability.leave(() => {
      if (dirty) setConfirm(to);
      else if (to === 'close') onClose();
      else onView();
    });
  const submit = () => availability.leave(() => void form.submit());
  /** Enter in one of this form's inputs saves (not in a text area, and not in a dialog opened from a tab). */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (
      editMode &&
      event.key === 'Enter' &&
      target.tagName === 'INPUT' &&
      ['text', 'number', 'password', 'email', 'tel'].includes((target as HTMLInputElement).type) &&
      // A select's filter box uses Enter to choose an option.
      target.getAttribute('role') !== 'combobox' &&
      // A tab's own form (the kept availability) saves itself.
      target.closest('form') === null &&
      event.currentTarget.contains(target)
    ) {
      event.preventDefault();
      submit();
    }
  };

  const body = (
    // Not a <form>: Cloudscape buttons inside a form submit it, and the tabs hold many buttons.
    // biome-ignore lint/a11y/noStaticElementInteractions: Enter-to-save for the inputs inside
    <div onKeyDown={onKeyDown} data-testid="worker-form-body">
      <SpaceBetween size="l">
        {form.errors.general.length > 0 && (
          <Alert type="error" data-testid="form-error">
            {form.errors.general.join(' ')}
          </Alert>
        )}
        <HeaderSection
          draft={form.values}
          errors={form.errors}
          change={form.change}
          readOnly={readOnly}
          saved={employee !== undefined}
          supervisorName={employee?.supervisorName}
        />
        <WorkerTabs
          draft={form.values}
          errors={form.errors}
          change={form.change}
          readOnly={readOnly}
          full={full}
          viewerRoles={viewerRoles}
          viewerEmployeeId={ownEmployeeId(session?.tokens.token)}
          editMode={editMode}
          availabilityChanges={availability}
          active={tab}
          onActiveChange={(next) => availability.leave(() => onTabChange(next))}
        />
      </SpaceBetween>
    </div>
  );
  const footer = (
    <ModalFooter>
      {editMode ? (
        <>
          <Button
            variant="link"
            disabled={form.saving}
            onClick={() => leave(employee ? 'view' : 'close')}
            data-testid="form-cancel"
          >
            {s.cancel}
          </Button>
          <Button variant="primary" loading={form.saving} onClick={() => submit()} data-testid="form-save">
            {s.save}
          </Button>
        </>
      ) : (
        <>
          <Button variant="link" onClick={() => leave('close')} data-testid="form-close">
            {s.close}
          </Button>
          {canEdit && (
            <Button variant="primary" onClick={() => availability.leave(onEdit)} data-testid="form-edit">
              {s.edit}
            </Button>
          )}
        </>
      )}
    </ModalFooter>
  );
  return (
    <>
      {frame({ body, footer, requestClose: () => (form.saving ? undefined : leave('close')) })}
      {availability.prompt}
      <ConfirmModal
        visible={confirm !== undefined}
        title={s.discardTitle}
        message={s.discardText}
        confirmLabel={s.discard}
        testId="discard-modal"
        onConfirm={async () => {
          const to = confirm;
          setConfirm(undefined);
          if (to === 'close') onClose();
          else onView();
        }}
        onDismiss={() => setConfirm(undefined)}
      />
    </>
  );
}
