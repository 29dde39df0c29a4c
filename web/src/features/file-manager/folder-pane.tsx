import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import {
  type FileManagerVariant,
  type Folder,
  FolderCreateSchema,
} from '@shelfline/shared/contracts/file-manager.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import * as z from 'zod';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { ConfirmModal } from '../../components/crud/confirm-modal.tsx';
import { EntityFormModal, type FormFieldDef } from '../../components/crud/entity-form-modal.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { fileManagerKeys } from '../../queries/file-manager.ts';
import { fileManagerApi } from './file-manager-api.ts';
import { FolderTree } from './folder-tree.tsx';
import { ancestorsOf, buildFolderTree, filterFolderTree, moveTargets } from './folder-tree-model.ts';
import { FILE_MANAGER_STRINGS as s } from './strings.ts';

const NAME_FIELDS: FormFieldDef[] = [{ kind: 'text', name: 'fullName', label: s.folders.name }];
const NameSchema = FolderCreateSchema.pick({ fullName: true });
const CreateSchema = NameSchema.extend({ topLevel: z.boolean().optional() });
const MoveSchema = z.object({ parentId: z.number({ error: s.folders.moveInto }) });

export interface FolderPaneProps {
  variant: FileManagerVariant;
  folders: Folder[] | undefined;
  loading: boolean;
  error: unknown;
  selected: Folder | undefined;
  onSelect: (folder: Folder | undefined) => void;
  search: string | undefined;
  onSearch: (search: string) => void;
  /** Create, Rename, Move and Delete (001 §6: admin and account manager; UME: admin). */
  canWrite: boolean;
  /** Admins may create a folder at the top level (001 §6: "Admins see the root-level folders"). */
  canCreateAtTop: boolean;
}

/** The left pane (001 §2 File manager): the folder search, the tree, and the folder buttons for those who write. */
export function FolderPane(props: FolderPaneProps) {
  const { variant, folders, selected, search, canWrite, canCreateAtTop } = props;
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<'create' | 'rename' | 'move' | 'delete'>();
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const tree = useMemo(() => buildFolderTree(folders ?? []), [folders]);
  const shown = useMemo(() => filterFolderTree(tree, search), [tree, search]);
  // A search opens the path to every match; the folders opened by hand stay open too.
  const expanded = useMemo(() => new Set([...opened, ...shown.expand]), [opened, shown.expand]);
  // A folder chosen elsewhere (the URL, a new folder) shows where it lives: its ancestors open.
  useEffect(() => {
    if (!selected || !folders) return;
    const path = ancestorsOf(folders, selected.folderId);
    setOpened((current) => (path.every((id) => current.has(id)) ? current : new Set([...current, ...path])));
  }, [selected, folders]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: fileManagerKeys.all(variant) });

  const toggle = (folderId: number, open: boolean) =>
    setOpened((current) => {
      const next = new Set(current);
      if (open) next.add(folderId);
      else next.delete(folderId);
      return next;
    });

  /** After a create, rename or move: the toast, the dialog closed, the tree read again, the folder chosen. */
  const done = async (folder: Folder, message: string) => {
    notify({ type: 'success', content: message });
    setDialog(undefined);
    await refresh();
    props.onSelect(folder);
  };

  const create = useMutation({
    mutationFn: ({ fullName, parentId }: { fullName: string; parentId: number }) =>
      fileManagerApi.createFolder(variant, fullName, parentId),
    onSuccess: (folder) => done(folder, s.folders.created(folder.fullName)),
  });

  const rename = useMutation({
    mutationFn: ({ folder, fullName }: { folder: Folder; fullName: string }) =>
      fileManagerApi.renameFolder(variant, folder, fullName),
    onSuccess: (folder) => done(folder, s.folders.renamed(folder.fullName)),
  });

  // Admins may move a folder to the top level; everyone else only between the folders they see (level 2 and below).
  const moveOptions = useMemo(() => {
    if (!selected || !folders) return [];
    const top = canCreateAtTop && selected.parentId !== 0 ? [{ value: '0', label: s.folders.topLevel }] : [];
    return [...top, ...moveTargets(folders, selected).map((t) => ({ value: String(t.folderId), label: t.path }))];
  }, [selected, folders, canCreateAtTop]);

  const move = useMutation({
    mutationFn: ({ folder, parentId }: { folder: Folder; parentId: number }) =>
      fileManagerApi.moveFolder(variant, folder, parentId),
    onSuccess: (folder) => {
      const into = moveOptions.find((option) => option.value === String(folder.parentId))?.label ?? '';
      return done(folder, s.folders.moved(folder.fullName, into));
    },
  });

  const remove = useMutation({
    mutationFn: (folder: Folder) => fileManagerApi.removeFolder(variant, folder),
    onSuccess: async (_, folder) => {
      notify({ type: 'success', content: s.folders.deleted(folder.fullName) });
      props.onSelect(undefined);
      await refresh();
    },
    onError: (error) => notify({ type: 'error', content: messagesOf(error), autoClose: false }),
    onSettled: () => setDialog(undefined),
  });

  const createDisabled = !selected && !canCreateAtTop;
  const createFields: FormFieldDef[] =
    canCreateAtTop && selected
      ? [...NAME_FIELDS, { kind: 'checkbox', name: 'topLevel', label: s.folders.createUnder(undefined) }]
      : NAME_FIELDS;

  return (
    <Container
      data-testid="folder-pane"
      header={
        <Header
          variant="h2"
          actions={
            canWrite && (
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  onClick={() => setDialog('create')}
                  disabled={createDisabled}
                  disabledReason={s.folders.createNeedsFolder}
                  data-testid="folder-create"
                >
                  {s.folders.create}
                </Button>
                <Button
                  onClick={() => setDialog('rename')}
                  disabled={!selected}
                  disabledReason={s.folders.needsFolder}
                  data-testid="folder-rename"
                >
                  {s.folders.rename}
                </Button>
                <Button
                  onClick={() => setDialog('move')}
                  disabled={!selected}
                  disabledReason={s.folders.needsFolder}
                  data-testid="folder-move"
                >
                  {s.folders.move}
                </Button>
                <Button
                  onClick={() => setDialog('delete')}
                  disabled={!selected}
                  disabledReason={s.folders.needsFolder}
                  data-testid="folder-delete"
                >
                  {s.folders.delete}
                </Button>
              </SpaceBetween>
            )
          }
        >
          {s.folders.title}
        </Header>
      }
    >
      <SpaceBetween size="s">
        <TextFilter
          filteringText={search ?? ''}
          filteringPlaceholder={s.folders.searchPlaceholder}
          filteringAriaLabel={s.folders.search}
          onChange={(event) => props.onSearch(event.detail.filteringText)}
          data-testid="folder-search"
        />
        {props.loading ? (
          <Box color="text-status-inactive">…</Box>
        ) : props.error ? (
          <Box color="text-status-error">{messagesOf(props.error).join(' ')}</Box>
        ) : shown.nodes.length === 0 ? (
          <Box color="text-status-inactive" data-testid="folder-empty">
            {search?.trim() ? s.folders.noMatch(search.trim()) : s.folders.empty}
          </Box>
        ) : (
          <FolderTree
            nodes={shown.nodes}
            expanded={expanded}
            selectedId={selected?.folderId}
            label={s.folders.treeLabel}
            onToggle={toggle}
            onSelect={props.onSelect}
          />
        )}
      </SpaceBetween>
      <EntityFormModal
        visible={dialog === 'create'}
        title={s.folders.createTitle}
        fields={createFields}
        schema={CreateSchema}
        initialValues={{ fullName: '', topLevel: false }}
        onSubmit={({ fullName, topLevel }: z.infer<typeof CreateSchema>) =>
          create
            .mutateAsync({ fullName, parentId: topLevel || !selected ? 0 : selected.folderId })
            .then(() => undefined)
        }
        onDismiss={() => setDialog(undefined)}
        testId="folder-form"
      />
      <EntityFormModal
        visible={dialog === 'rename' && selected !== undefined}
        title={s.folders.renameTitle}
        fields={NAME_FIELDS}
        schema={NameSchema}
        initialValues={{ fullName: selected?.fullName ?? '' }}
        onSubmit={async ({ fullName }: z.infer<typeof NameSchema>) => {
          if (selected) await rename.mutateAsync({ folder: selected, fullName });
        }}
        onDismiss={() => setDialog(undefined)}
        testId="folder-form"
      />
      <EntityFormModal
        visible={dialog === 'move' && selected !== undefined}
        title={s.folders.moveTitle(selected?.fullName ?? '')}
        fields={[{ kind: 'select', name: 'parentId', label: s.folders.moveInto, options: moveOptions, numeric: true }]}
        schema={MoveSchema}
        initialValues={{}}
        onSubmit={async ({ parentId }: z.infer<typeof MoveSchema>) => {
          if (selected) await move.mutateAsync({ folder: selected, parentId });
        }}
        onDismiss={() => setDialog(undefined)}
        testId="folder-move-form"
      />
      <ConfirmModal
        visible={dialog === 'delete' && selected !== undefined}
        title={s.folders.deleteQuestion(selected?.fullName ?? '')}
        onConfirm={() => (selected ? remove.mutateAsync(selected).catch(() => undefined) : undefined)}
        onDismiss={() => setDialog(undefined)}
      />
    </Container>
  );
}
