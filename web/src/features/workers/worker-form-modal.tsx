import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import Spinner from '@cloudscape-design/components/spinner';
import type { Employee } from '@shelfline/shared/contracts/employee.contract';
import type { Role } from '@shelfline/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { crudStrings } from '../../components/crud/crud-strings.ts';
import { dismissUnlessOverlay } from '../../components/crud/modal-parts.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { workerFullQuery } from '../../queries/workers.ts';
import { workerStrings as s } from './strings.ts';
import { WorkerForm, type WorkerHire } from './worker-form.tsx';
import type { TabId } from './worker-tab-rules.ts';

export interface WorkerFormModalProps {
  /** The worker to show; undefined adds a new one. */
  employeeId?: number;
  editMode: boolean;
  viewerRoles: readonly Role[];
  canEdit: boolean;
  /** The modal's title; by default the worker's name (or 'Add New Worker'). */
  title?: string;
  onEdit?: () => void;
  onView?: () => void;
  onClose: () => void;
  onCreated?: (worker: Employee) => void;
  /** A new worker hired from an applicant: prefilled, and the applicant linked on save (brief A11). */
  hire?: WorkerHire;
  /** Shown above the form (a rehire shows the applicant's contact data beside the worker's). */
  notice?: ReactNode;
}

function Frame({
  title,
  children,
  footer,
  onDismiss,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  onDismiss: () => void;
}) {
  return (
    <Modal
      visible
      header={title}
      width={900}
      closeAriaLabel={crudStrings.close}
      onDismiss={dismissUnlessOverlay(onDismiss)}
      footer={footer}
      data-testid="worker-form"
    >
      {children}
    </Modal>
  );
}

/** The worker form in a 900-wide modal (001 §9), in view or edit mode; fetches the full view of a saved worker. */
export function WorkerFormModal(props: WorkerFormModalProps) {
  const { employeeId, onClose } = props;
  const full = useQuery(workerFullQuery(employeeId));
  const [tab, setTab] = useState<TabId>('contact');
  const closeButton = (
    <Box float="right">
      <Button variant="link" onClick={onClose} data-testid="form-close">
        {s.close}
      </Button>
    </Box>
  );
  if (employeeId !== undefined && full.error) {
    return (
      <Frame title={props.title ?? s.fetchEmployee} footer={closeButton} onDismiss={onClose}>
        <Alert type="error" header={s.fetchEmployee} data-testid="worker-error">
          {messagesOf(full.error).join(' ')}
        </Alert>
      </Frame>
    );
  }
  if (employeeId !== undefined && !full.data) {
    return (
      <Frame title={props.title ?? s.loading} footer={closeButton} onDismiss={onClose}>
        <Box textAlign="center">
          <Spinner size="large" /> {s.loading}
        </Box>
      </Frame>
    );
  }
  const employee = full.data?.employee;
  const title =
    props.title ??
    (employee ? s.workerTitle(`${employee.firstName} ${employee.lastName} (${employee.code})`) : s.createTitle);
  return (
    <WorkerForm
      // A new worker, another worker, or a saved change starts a fresh draft.
      key={employee ? `${employee.id}-${employee.version}-${props.editMode}` : 'new'}
      full={full.data}
      editMode={props.editMode}
      viewerRoles={props.viewerRoles}
      canEdit={props.canEdit}
      onEdit={props.onEdit ?? (() => undefined)}
      onView={props.onView ?? onClose}
      onClose={onClose}
      onCreated={props.onCreated ?? (() => onClose())}
      tab={tab}
      onTabChange={setTab}
      hire={props.hire}
      frame={({ body, footer, requestClose }) => (
        <Frame title={title} footer={footer} onDismiss={requestClose}>
          {props.notice}
          {body}
        </Frame>
      )}
    />
  );
}
