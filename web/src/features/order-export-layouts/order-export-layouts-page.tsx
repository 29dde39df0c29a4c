import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { ACCESS } from '@shelfline/shared/access';
import type { OrderExportLayoutRow, OrderExportLayoutValues } from '@shelfline/shared/contracts/order-export.contract';
import { hasAnyRole } from '@shelfline/shared/roles';
import { orderExportRoutes } from '@shelfline/shared/routes/orderexport.routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callRoute } from '../../app/api.ts';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { useSession } from '../../app/session/session.ts';
import { ConfirmModal } from '../../components/crud/confirm-modal.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { messagesOf } from '../../lib/api-client.ts';
import { orderExportKeys, orderExportLayoutQuery, orderExportLayoutsQuery } from '../../queries/order-export.ts';
import { LayoutFormModal } from './layout-form-modal.tsx';
import { ORDER_LAYOUTS_STRINGS as s } from './strings.ts';

const STANDARD_ID = 1;

/**
 * /order-export-layouts (002 §2 Order export layouts): every layout (ID, Name) without paging; create, edit and
 * delete in modals, a confirmation before a delete. Staff read; admins and account managers write (brief G1).
 */
export function OrderExportLayoutsPage() {
  useDocumentTitle(s.title);
  const canManage = hasAnyRole(useSession()?.roles ?? [], ACCESS.contentManage);
  const layouts = useQuery(orderExportLayoutsQuery());
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [editingId, setEditingId] = useState<number | 'new'>();
  const [deleting, setDeleting] = useState<OrderExportLayoutRow>();
  const edited = useQuery(orderExportLayoutQuery(typeof editingId === 'number' ? editingId : undefined));
  const refresh = () => queryClient.invalidateQueries({ queryKey: orderExportKeys.layouts });

  const save = async (values: OrderExportLayoutValues) => {
    const layout = edited.data;
    if (editingId !== 'new' && layout)
      await callRoute(orderExportRoutes.updateLayout, {
        params: { id: layout.id },
        body: { ...values, version: layout.version },
      });
    else await callRoute(orderExportRoutes.createLayout, { body: values });
    notify({ type: 'success', content: editingId === 'new' ? s.created : s.updated });
    setEditingId(undefined);
    await refresh();
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      await callRoute(orderExportRoutes.removeLayout, { params: { id: deleting.id } });
      notify({ type: 'success', content: s.deleted });
    } catch (error) {
      notify({ type: 'error', content: messagesOf(error), autoClose: false });
    }
    setDeleting(undefined);
    await refresh();
  };

  return (
    <>
      <Table<OrderExportLayoutRow>
        data-testid="order-layouts"
        header={
          <Header
            variant="h1"
            counter={layouts.data ? `(${layouts.data.length})` : undefined}
            actions={
              canManage ? (
                <Button variant="primary" onClick={() => setEditingId('new')} data-testid="create-button">
                  {s.newLayout}
                </Button>
              ) : undefined
            }
          >
            {s.title}
          </Header>
        }
        loading={layouts.isPending}
        items={layouts.data ?? []}
        trackBy="id"
        empty={layouts.isError ? messagesOf(layouts.error).join(' ') : s.empty}
        columnDefinitions={[
          { id: 'id', header: s.id, cell: (l) => l.orderExportLayoutId, width: 100 },
          { id: 'name', header: s.name, cell: (l) => l.name },
          ...(canManage
            ? [
                {
                  id: 'actions',
                  header: s.actions,
                  cell: (l: OrderExportLayoutRow) => (
                    <SpaceBetween direction="horizontal" size="xs">
                      <Button
                        variant="inline-link"
                        onClick={() => setEditingId(l.id)}
                        ariaLabel={`${s.edit} ${l.name}`}
                      >
                        {s.edit}
                      </Button>
                      <Button
                        variant="inline-link"
                        disabled={l.id === STANDARD_ID}
                        disabledReason={s.standardHint}
                        onClick={() => setDeleting(l)}
                        ariaLabel={`${s.delete} ${l.name}`}
                      >
                        {s.delete}
                      </Button>
                    </SpaceBetween>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editingId === 'new' && <LayoutFormModal onSave={save} onDismiss={() => setEditingId(undefined)} />}
      {typeof editingId === 'number' && edited.data?.id === editingId && (
        <LayoutFormModal layout={edited.data} onSave={save} onDismiss={() => setEditingId(undefined)} />
      )}
      <ConfirmModal
        visible={deleting !== undefined}
        title={deleting ? s.deleteQuestion(deleting.name) : ''}
        onConfirm={remove}
        onDismiss={() => setDeleting(undefined)}
      />
    </>
  );
}
