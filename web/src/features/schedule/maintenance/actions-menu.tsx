import ButtonDropdown, { type ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import type { ScheduleRow } from '@shelfline/shared/contracts/schedule.contract';
import type { Role } from '@shelfline/shared/roles';
import {
  mayCreateService,
  mayEmailBlast,
  mayRunFiltered,
  mayRunOnService,
  SCHEDULE_BULK_ACTIONS,
  type ScheduleBulkAction,
  type ScheduleMode,
} from '@shelfline/shared/schedule-rules';
import { maintenanceStrings as s } from './strings.ts';

/** The dialogs the Actions menu opens. */
export type MaintenanceDialog = 'create' | 'email' | 'bulkEdit';

/**
 * The table header's Actions menu (000 §4.6): the bulk actions the role may run on the filtered services of this
 * mode, the bulk edit (when a field is editable), Create Service and the Email Blaster. Nothing to act on (or an
 * action running) disables the actions on the filtered services.
 */
export function ActionsMenu(props: {
  roles: readonly Role[];
  mode: ScheduleMode;
  /** Services the filter holds. */
  total: number;
  canBulkEdit: boolean;
  running: boolean;
  onBulk: (action: ScheduleBulkAction) => void;
  onDialog: (dialog: MaintenanceDialog) => void;
}) {
  const { roles, total, running } = props;
  const items: ButtonDropdownProps.ItemOrGroup[] = [
    ...SCHEDULE_BULK_ACTIONS.filter((action) => mayRunFiltered(roles, action, props.mode)).map((action) => ({
      id: action,
      text: s.actionLabels[action],
      disabled: total === 0 || running,
    })),
    ...(props.canBulkEdit ? [{ id: 'bulkEdit', text: s.bulkEditEntry, disabled: total === 0 || running }] : []),
    ...(mayCreateService(roles) ? [{ id: 'create', text: s.createService }] : []),
    ...(mayEmailBlast(roles) ? [{ id: 'email', text: s.emailBlaster, disabled: total === 0 }] : []),
  ];
  if (items.length === 0) return null;
  const onItem = (id: string) => {
    if (id === 'create' || id === 'email' || id === 'bulkEdit') props.onDialog(id);
    else props.onBulk(id as ScheduleBulkAction);
  };
  return (
    <ButtonDropdown items={items} onItemClick={(e) => onItem(e.detail.id)} data-testid="schedule-actions">
      {s.actions}
    </ButtonDropdown>
  );
}

/** A row's menu: the actions the role may run on this one service (a highlighted one is not highlighted again). */
export function RowActionsMenu(props: {
  roles: readonly Role[];
  row: ScheduleRow;
  running: boolean;
  onBulk: (action: ScheduleBulkAction) => void;
}) {
  const { roles, row } = props;
  const items = SCHEDULE_BULK_ACTIONS.filter(
    (action) => mayRunOnService(roles, action, row) && !(action === 'highlight' && row.isHighlighted),
  ).map((action) => ({ id: action, text: s.rowActionLabels[action], disabled: props.running }));
  if (items.length === 0) return null;
  return (
    <ButtonDropdown
      variant="icon"
      expandToViewport
      ariaLabel={s.rowActions(row.serviceId)}
      items={items}
      data-testid="row-actions"
      onItemClick={(e) => props.onBulk(e.detail.id as ScheduleBulkAction)}
    />
  );
}
