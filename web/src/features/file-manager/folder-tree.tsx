import Icon from '@cloudscape-design/components/icon';
import type { Folder } from '@shelfline/shared/contracts/file-manager.contract';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { type FolderNode, visibleFolders } from './folder-tree-model.ts';
import './file-manager.css';

export interface FolderTreeProps {
  nodes: FolderNode<Folder>[];
  expanded: ReadonlySet<number>;
  selectedId: number | undefined;
  label: string;
  onToggle: (folderId: number, open: boolean) => void;
  onSelect: (folder: Folder) => void;
}

/**
 * The folder tree (Cloudscape has none): a WAI-ARIA tree with one tab stop. Arrow Up/Down move between the visible
 * folders, Right opens a folder or goes to its first sub-folder, Left closes it or goes to its parent, Home/End jump,
 * Enter or Space selects; a click selects, the chevron opens and closes.
 */
export function FolderTree({ nodes, expanded, selectedId, label, onToggle, onSelect }: FolderTreeProps) {
  const [focusedId, setFocusedId] = useState<number>();
  const items = useRef(new Map<number, HTMLDivElement>());
  const moved = useRef(false);
  const visible = visibleFolders(nodes, expanded);
  // The tab stop: the folder last moved to, else the selected one, else the first.
  const tabStop =
    [focusedId, selectedId].find((id) => visible.some((n) => n.folder.folderId === id)) ?? visible[0]?.folder.folderId;

  useEffect(() => {
    if (moved.current && focusedId !== undefined) items.current.get(focusedId)?.focus();
    moved.current = false;
  }, [focusedId]);

  const moveTo = (node: FolderNode<Folder> | undefined) => {
    if (!node) return;
    moved.current = true;
    setFocusedId(node.folder.folderId);
  };

  /** What a key does to the focused folder; false for keys the tree leaves alone. */
  const act = (key: string, node: FolderNode<Folder>, at: number): boolean => {
    const open = expanded.has(node.folder.folderId);
    if (key === 'ArrowDown') moveTo(visible[at + 1]);
    else if (key === 'ArrowUp') moveTo(visible[at - 1]);
    else if (key === 'Home') moveTo(visible[0]);
    else if (key === 'End') moveTo(visible.at(-1));
    else if (key === 'ArrowRight') {
      if (open) moveTo(node.children[0]);
      else if (node.children.length > 0) onToggle(node.folder.folderId, true);
    } else if (key === 'ArrowLeft') {
      if (open) onToggle(node.folder.folderId, false);
      else moveTo(visible.find((n) => n.folder.folderId === node.folder.parentId));
    } else if (key === 'Enter' || key === ' ') onSelect(node.folder);
    else return false;
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = visible.findIndex((n) => n.folder.folderId === tabStop);
    const node = visible[at];
    if (node && act(event.key, node, at)) event.preventDefault();
  };

  const renderNode = (node: FolderNode<Folder>) => {
    const { folder } = node;
    const hasChildren = node.children.length > 0;
    const open = hasChildren && expanded.has(folder.folderId);
    const selected = folder.folderId === selectedId;
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the tree's onKeyDown handles the keys of the focused item
      <div
        key={folder.folderId}
        role="treeitem"
        aria-label={folder.fullName}
        aria-level={node.depth}
        aria-selected={selected}
        aria-expanded={hasChildren ? open : undefined}
        tabIndex={folder.folderId === tabStop ? 0 : -1}
        ref={(element) => {
          if (element) items.current.set(folder.folderId, element);
          else items.current.delete(folder.folderId);
        }}
        onFocus={(event) => {
          if (event.target === event.currentTarget) setFocusedId(folder.folderId);
        }}
        // The tree's onKeyDown handles the keys; a click on a sub-folder is that folder's only.
        onClick={(event) => {
          event.stopPropagation();
          setFocusedId(folder.folderId);
          onSelect(folder);
        }}
        data-testid="folder-item"
        data-folder-id={folder.folderId}
      >
        <div
          className="fm-tree-row"
          data-selected={selected}
          style={{ paddingInlineStart: `${(node.depth - 1) * 16 + 4}px` }}
        >
          <span
            className="fm-tree-toggle"
            aria-hidden="true"
            onClick={(event) => {
              event.stopPropagation();
              if (hasChildren) onToggle(folder.folderId, !open);
            }}
          >
            {hasChildren && <Icon name={open ? 'caret-down-filled' : 'caret-right-filled'} />}
          </span>
          <Icon name={open ? 'folder-open' : 'folder'} />
          <span className="fm-tree-name">{folder.fullName}</span>
        </div>
        {open && (
          // biome-ignore lint/a11y/useSemanticElements: a tree's sub-folders are an ARIA group, not a fieldset
          <div role="group">{node.children.map(renderNode)}</div>
        )}
      </div>
    );
  };

  return (
    <div
      role="tree"
      aria-label={label}
      className="fm-tree"
      onKeyDown={onKeyDown}
      tabIndex={-1}
      data-testid="folder-tree"
    >
      {nodes.map(renderNode)}
    </div>
  );
}
