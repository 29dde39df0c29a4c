/**
 * The folder tree of the file manager, built in the browser from the flat list `GET …/folders` answers (001 §7):
 * every folder the caller may see, each naming its parent. A folder whose parent is not in the list is a root: the
 * root's children for an admin, the level-2 folders for everyone else (brief F2), the permitted folders for a
 * customer (F1). Pure, so the search and the keyboard order are unit-tested.
 */
export interface TreeFolder {
  folderId: number;
  fullName: string;
  parentId: number;
}

export interface FolderNode<F extends TreeFolder> {
  folder: F;
  depth: number;
  children: FolderNode<F>[];
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The folders as a forest, siblings in name order (case-insensitive, numbers by value: "Job 9" before "Job 10"). */
export function buildFolderTree<F extends TreeFolder>(folders: readonly F[]): FolderNode<F>[] {
  const known = new Set(folders.map((f) => f.folderId));
  const childrenOf = new Map<number, F[]>();
  const roots: F[] = [];
  for (const folder of folders) {
    if (folder.parentId !== 0 && known.has(folder.parentId)) {
      const siblings = childrenOf.get(folder.parentId);
      if (siblings) siblings.push(folder);
      else childrenOf.set(folder.parentId, [folder]);
    } else roots.push(folder);
  }
  const grow = (list: readonly F[], depth: number): FolderNode<F>[] =>
    [...list]
      .sort((a, b) => byName.compare(a.fullName, b.fullName))
      .map((folder) => ({ folder, depth, children: grow(childrenOf.get(folder.folderId) ?? [], depth + 1) }));
  return grow(roots, 1);
}

/**
 * The tree cut to the folders whose name holds `search` (case-insensitive, 001 §2 "job search box"), with their
 * ancestors, so a match is shown where it lives, and their own sub-folders (a job's folder keeps what it holds);
 * `expand` names the ancestors to open so every match is in view. An empty search keeps the whole tree.
 */
export function filterFolderTree<F extends TreeFolder>(
  nodes: readonly FolderNode<F>[],
  search: string | undefined,
): { nodes: FolderNode<F>[]; expand: Set<number> } {
  const needle = search?.trim().toLocaleLowerCase() ?? '';
  const expand = new Set<number>();
  if (!needle) return { nodes: [...nodes], expand };
  const keep = (list: readonly FolderNode<F>[]): FolderNode<F>[] =>
    list.flatMap((node) => {
      const kept = keep(node.children);
      if (kept.length > 0) expand.add(node.folder.folderId);
      if (node.folder.fullName.toLocaleLowerCase().includes(needle)) return [node];
      return kept.length > 0 ? [{ ...node, children: kept }] : [];
    });
  return { nodes: keep(nodes), expand };
}

/** The rows a user sees, top to bottom: roots and the children of expanded folders (the arrow keys walk this). */
export function visibleFolders<F extends TreeFolder>(
  nodes: readonly FolderNode<F>[],
  expanded: ReadonlySet<number>,
): FolderNode<F>[] {
  return nodes.flatMap((node) => [
    node,
    ...(expanded.has(node.folder.folderId) ? visibleFolders(node.children, expanded) : []),
  ]);
}

/** The ids of a folder's ancestors in the list, nearest first (to open the path to a folder chosen in the URL). */
export function ancestorsOf(folders: readonly TreeFolder[], folderId: number): number[] {
  const parentOf = new Map(folders.map((f) => [f.folderId, f.parentId]));
  const path: number[] = [];
  let current = parentOf.get(folderId);
  while (current !== undefined && current !== 0 && parentOf.has(current) && !path.includes(current)) {
    path.push(current);
    current = parentOf.get(current);
  }
  return path;
}

/**
 * Where `moving` may go (a folder move, PUT …/folders/{id} with a new parent): every folder in the list except the
 * folder itself, its descendants (the server refuses a move under itself with 400) and its current parent, each
 * labelled with its path ("Jobs / Job 9") and listed in tree order.
 */
export function moveTargets<F extends TreeFolder>(
  folders: readonly F[],
  moving: TreeFolder,
): { folderId: number; path: string }[] {
  const targets: { folderId: number; path: string }[] = [];
  const walk = (nodes: readonly FolderNode<F>[], prefix: string) => {
    for (const node of nodes) {
      if (node.folder.folderId === moving.folderId) continue;
      const path = prefix ? `${prefix} / ${node.folder.fullName}` : node.folder.fullName;
      if (node.folder.folderId !== moving.parentId) targets.push({ folderId: node.folder.folderId, path });
      walk(node.children, path);
    }
  };
  walk(buildFolderTree(folders), '');
  return targets;
}
