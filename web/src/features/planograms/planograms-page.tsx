import { ACCESS } from '@shelfline/shared/access';
import {
  type Planogram,
  type PlanogramInput,
  PlanogramInputSchema,
} from '@shelfline/shared/contracts/planogram.contract';
import { hasAnyRole } from '@shelfline/shared/roles';
import { planogramsRoutes } from '@shelfline/shared/routes/planograms.routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { callRoute } from '../../app/api.ts';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { useSession } from '../../app/session/session.ts';
import { CrudDialogs } from '../../components/crud/crud-dialogs.tsx';
import { crudRouteCalls } from '../../components/crud/crud-route-calls.ts';
import { type CrudColumn, CrudTable } from '../../components/crud/crud-table.tsx';
import { pageQuery } from '../../components/crud/page-query.ts';
import { tableStatus } from '../../components/crud/table-status.ts';
import { useCrudController } from '../../components/crud/use-crud-controller.ts';
import { useListState } from '../../components/crud/use-list-state.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { messagesOf } from '../../lib/api-client.ts';
import { planogramKeys, planogramsPageQuery } from '../../queries/planograms.ts';
import { systemListItemsQuery } from '../../queries/system-lists.ts';
import { listOptions, planogramFields } from './planogram-form.ts';
import { ContextMenu, type MenuAt, type PlanogramAction, RowActionsDropdown, rowIndexOf } from './row-menu.tsx';
import { PLANOGRAM_STRINGS as s } from './strings.ts';

const calls = crudRouteCalls(planogramsRoutes);

const COLUMNS: CrudColumn<Planogram>[] = [
  { id: 'planogramCode', header: s.code, cell: (p) => p.planogramCode, sortable: true },
  { id: 'category', header: s.category, cell: (p) => p.category ?? '', sortable: true },
  { id: 'planogramType', header: s.type, cell: (p) => p.planogramType ?? '', sortable: true },
  { id: 'numberOfColumns', header: s.columns, cell: (p) => p.numberOfColumns, sortable: true },
  { id: 'numberOfRows', header: s.rows, cell: (p) => p.numberOfRows, sortable: true },
  { id: 'numberOfHeaderRows', header: s.headerRows, cell: (p) => p.numberOfHeaderRows, sortable: true },
  { id: 'dataRowsCount', header: s.dataRows, cell: (p) => p.dataRowsCount, sortable: true },
  { id: 'layoutCellsCount', header: s.layoutCells, cell: (p) => p.layoutCellsCount, sortable: true },
  { id: 'comments', header: s.comments, cell: (p) => p.comments ?? '' },
  { id: 'inactive', header: s.active, cell: (p) => (p.inactive ? s.no : s.yes), sortable: true },
];

/**
 * /planogramMaintenance (001 §2): the planograms, paged on the server (20 a page, Active by default), each row with
 * Configure / Copy / Edit / Remove in its Actions dropdown and, as a shortcut, on right-click.
 */
export function PlanogramsPage() {
  useDocumentTitle(s.title);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const { state, update } = useListState({ defaultSortBy: 'planogramCode' });
  const page = useQuery(planogramsPageQuery(pageQuery(state)));
  const categories = useQuery(systemListItemsQuery('PLNCAT', false));
  const types = useQuery(systemListItemsQuery('PLNTYP', false));
  const crud = useCrudController<Planogram, PlanogramInput>({
    invalidates: [planogramKeys.all],
    ...calls,
    messages: { created: () => s.created, updated: () => s.updated, deleted: () => s.deleted },
  });
  const copy = useMutation({
    mutationFn: (p: Planogram) => callRoute(planogramsRoutes.copy, { params: { id: p.id } }),
    onSuccess: async () => {
      notify({ type: 'success', content: s.copied });
      await queryClient.invalidateQueries({ queryKey: planogramKeys.all });
    },
    onError: (error) => notify({ type: 'error', content: messagesOf(error).join(' '), autoClose: false }),
  });
  const [menu, setMenu] = useState<MenuAt>();
  const canWrite = hasAnyRole(useSession()?.roles ?? [], ACCESS.contentManage);

  const act = (p: Planogram) => (action: PlanogramAction) => {
    if (action === 'configure') void navigate(`/planogramMaintenance/${p.id}`);
    else if (action === 'copy') copy.mutate(p);
    else if (action === 'edit') crud.openEdit(p);
    else crud.openDelete(p);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: right-click is a shortcut; each row's Actions dropdown is the keyboard's way.
    <div
      onContextMenu={(event) => {
        const index = rowIndexOf(event);
        const p = index === undefined ? undefined : page.data?.items[index];
        if (!p) return;
        event.preventDefault();
        setMenu({ x: event.clientX, y: event.clientY, label: p.planogramCode, canWrite, onAction: act(p) });
      }}
    >
      <CrudTable<Planogram>
        title={s.title}
        resourceName="planograms"
        columns={COLUMNS}
        data={{ mode: 'server', page: page.data }}
        state={state}
        onStateChange={update}
        {...tableStatus(page)}
        trackBy={(p) => p.id}
        itemLabel={(p) => p.planogramCode}
        {...(canWrite ? { createLabel: s.record.add, onCreate: crud.openCreate } : {})}
        rowActions={(p) => <RowActionsDropdown label={p.planogramCode} canWrite={canWrite} onAction={act(p)} />}
        filteringPlaceholder="Find planograms"
      />
      <CrudDialogs<Planogram, PlanogramInput>
        crud={crud}
        titles={s.record}
        fields={planogramFields(
          listOptions(categories.data, crud.editing?.mode === 'edit' ? crud.editing.item.category : undefined),
          listOptions(types.data, crud.editing?.mode === 'edit' ? crud.editing.item.planogramType : undefined),
        )}
        schema={PlanogramInputSchema}
        newValues={{ numberOfColumns: 10, numberOfRows: 0, numberOfHeaderRows: 0, inactive: false }}
        deleteQuestion={(p) => s.record.deleteQuestion(p.planogramCode)}
      />
      {menu && <ContextMenu menu={menu} onClose={() => setMenu(undefined)} />}
    </div>
  );
}
