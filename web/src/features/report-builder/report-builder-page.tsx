import { ACCESS } from '@shelfline/shared/access';
import type { ReportLayoutRow, ReportLayoutValues } from '@shelfline/shared/contracts/report-layout.contract';
import { hasAnyRole } from '@shelfline/shared/roles';
import { reportLayoutsRoutes } from '@shelfline/shared/routes/reportlayouts.routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callRoute } from '../../app/api.ts';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { useSession } from '../../app/session/session.ts';
import { ConfirmModal } from '../../components/crud/confirm-modal.tsx';
import { type CrudColumn, CrudTable } from '../../components/crud/crud-table.tsx';
import { pageQuery } from '../../components/crud/page-query.ts';
import { tableStatus } from '../../components/crud/table-status.ts';
import { useCrudController } from '../../components/crud/use-crud-controller.ts';
import { useListState } from '../../components/crud/use-list-state.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { reportLayoutKeys, reportLayoutQuery, reportLayoutsPageQuery } from '../../queries/report-layouts.ts';
import { LayoutFormModal, type SaveMode } from './layout-form-modal.tsx';
import { REPORT_BUILDER_STRINGS as s } from './strings.ts';

const COLUMNS: CrudColumn<ReportLayoutRow>[] = [
  { id: 'jobNumber', header: s.job, cell: (l) => l.jobNumber, sortable: true },
  { id: 'product', header: s.product, cell: (l) => l.product, sortable: true },
  { id: 'description', header: s.description, cell: (l) => l.description, sortable: true },
  { id: 'serviceFromDate', header: s.fromDate, cell: (l) => l.serviceFromDate, sortable: true },
  { id: 'serviceToDate', header: s.toDate, cell: (l) => l.serviceToDate, sortable: true },
  { id: 'inactive', header: 'Active?', cell: (l) => (l.inactive ? s.no : s.yes), sortable: true },
];

/**
 * /reportBuilder (002 §2 Report layouts): the layouts (Job, Product, From Date, To Date, Active? — Yes by default;
 * pages of 10/20/50/100 on the server) and the layout modal. Staff read; admins and account managers write.
 */
export function ReportBuilderPage() {
  useDocumentTitle(s.title);
  const roles = useSession()?.roles ?? [];
  const canManage = hasAnyRole(roles, ACCESS.contentManage);
  const canWriteLibrary = hasAnyRole(roles, ACCESS.questionLibraryManage);
  const { state, update } = useListState({ defaultSortBy: 'jobNumber' });
  const page = useQuery(reportLayoutsPageQuery(pageQuery(state)));
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [editingId, setEditingId] = useState<number | 'new'>();
  const edited = useQuery(reportLayoutQuery(typeof editingId === 'number' ? editingId : undefined));
  const crud = useCrudController<ReportLayoutRow, never>({
    invalidates: [reportLayoutKeys.all],
    remove: (l) => callRoute(reportLayoutsRoutes.remove, { params: { id: l.id } }),
    messages: { created: () => s.created, updated: () => s.updated, deleted: () => s.removed },
  });

  const save = async (mode: SaveMode, values: ReportLayoutValues) => {
    const layout = edited.data;
    if (mode === 'save' && layout)
      await callRoute(reportLayoutsRoutes.update, {
        params: { id: layout.id },
        body: { ...values, version: layout.version },
      });
    else await callRoute(reportLayoutsRoutes.create, { body: { ...values, reportId: 0 } });
    setEditingId(undefined);
    notify({ type: 'success', content: mode === 'save' ? s.updated : s.created });
    await queryClient.invalidateQueries({ queryKey: reportLayoutKeys.all });
  };

  return (
    <>
      <CrudTable<ReportLayoutRow>
        title={s.title}
        resourceName="report layouts"
        testId="report-layouts"
        columns={COLUMNS}
        data={{ mode: 'server', page: page.data }}
        state={state}
        onStateChange={update}
        {...tableStatus(page)}
        trackBy={(l) => l.id}
        itemLabel={(l) => l.description}
        createLabel={canManage ? s.newLayout : undefined}
        onCreate={canManage ? () => setEditingId('new') : undefined}
        onEdit={canManage ? (l) => setEditingId(l.id) : undefined}
        onDelete={canManage ? crud.openDelete : undefined}
        filteringPlaceholder={s.findLayouts}
      />
      {editingId === 'new' && (
        <LayoutFormModal canWriteLibrary={canWriteLibrary} onSave={save} onDismiss={() => setEditingId(undefined)} />
      )}
      {typeof editingId === 'number' && edited.data && edited.data.id === editingId && (
        <LayoutFormModal
          layout={edited.data}
          canWriteLibrary={canWriteLibrary}
          onSave={save}
          onDismiss={() => setEditingId(undefined)}
        />
      )}
      <ConfirmModal
        visible={crud.deleting !== undefined}
        title={crud.deleting ? s.deleteQuestion(crud.deleting.description) : ''}
        onConfirm={crud.confirmDelete}
        onDismiss={crud.close}
      />
    </>
  );
}
