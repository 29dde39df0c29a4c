import { describe, expect, it } from 'vitest';
import { ancestorsOf, buildFolderTree, filterFolderTree, moveTargets, visibleFolders } from './folder-tree-model.ts';

const folder = (folderId: number, fullName: string, parentId: number) => ({ folderId, fullName, parentId });

// Company (1) and Jobs (2) at level 1; Jobs holds Job 10 (3) and Job 9 (4); Job 9 holds Photos (5).
const FOLDERS = [
  folder(3, 'Job 10', 2),
  folder(1, 'company', 0),
  folder(5, 'Photos', 4),
  folder(2, 'Jobs', 0),
  folder(4, 'Job 9', 2),
];

const names = (nodes: { folder: { fullName: string }; children: unknown[] }[]): unknown =>
  nodes.map((n) => (n.children.length ? [n.folder.fullName, names(n.children as never)] : n.folder.fullName));

describe('buildFolderTree', () => {
  it('nests folders under their parents, siblings by name with numbers by value', () => {
    expect(names(buildFolderTree(FOLDERS))).toEqual(['company', ['Jobs', [['Job 9', ['Photos']], 'Job 10']]]);
  });

  it('makes a folder whose parent is not visible a root (non-admins start at level 2)', () => {
    const tree = buildFolderTree(FOLDERS.filter((f) => f.parentId !== 0));
    expect(names(tree)).toEqual([['Job 9', ['Photos']], 'Job 10']);
    expect(tree[0]?.depth).toBe(1);
    expect(tree[0]?.children[0]?.depth).toBe(2);
  });
});

describe('filterFolderTree', () => {
  const tree = buildFolderTree(FOLDERS);

  it('keeps the matches and their ancestors, case-insensitively, and opens the path to them', () => {
    const { nodes, expand } = filterFolderTree(tree, ' PHOTO ');
    expect(names(nodes)).toEqual([['Jobs', [['Job 9', ['Photos']]]]]);
    expect([...expand].sort()).toEqual([2, 4]);
  });

  it('keeps a matching folder with all of its sub-folders', () => {
    expect(names(filterFolderTree(tree, 'job 9').nodes)).toEqual([['Jobs', [['Job 9', ['Photos']]]]]);
  });

  it('keeps everything and opens nothing without a search', () => {
    const { nodes, expand } = filterFolderTree(tree, '  ');
    expect(nodes).toHaveLength(2);
    expect(expand.size).toBe(0);
  });

  it('keeps nothing when no name matches', () => {
    expect(filterFolderTree(tree, 'invoices').nodes).toEqual([]);
  });
});

describe('visibleFolders and ancestorsOf', () => {
  it('lists roots and the children of open folders in screen order', () => {
    const tree = buildFolderTree(FOLDERS);
    expect(visibleFolders(tree, new Set([2])).map((n) => n.folder.folderId)).toEqual([1, 2, 4, 3]);
    expect(visibleFolders(tree, new Set([2, 4])).map((n) => n.folder.folderId)).toEqual([1, 2, 4, 5, 3]);
    expect(visibleFolders(tree, new Set([4])).map((n) => n.folder.folderId)).toEqual([1, 2]);
  });

  it('names the ancestors of a folder, nearest first, up to the visible roots', () => {
    expect(ancestorsOf(FOLDERS, 5)).toEqual([4, 2]);
    expect(ancestorsOf(FOLDERS, 1)).toEqual([]);
    expect(
      ancestorsOf(
        FOLDERS.filter((f) => f.parentId !== 0),
        5,
      ),
    ).toEqual([4]);
  });
});

describe('moveTargets', () => {
  it('offers every folder but the moved one, what it holds and its current parent, by path in tree order', () => {
    const job9 = FOLDERS.find((f) => f.folderId === 4) as (typeof FOLDERS)[number];
    expect(moveTargets(FOLDERS, job9)).toEqual([
      { folderId: 1, path: 'company' },
      { folderId: 3, path: 'Jobs / Job 10' },
    ]);
  });

  it('offers the whole tree to a root folder but itself', () => {
    const jobs = FOLDERS.find((f) => f.folderId === 2) as (typeof FOLDERS)[number];
    expect(moveTargets(FOLDERS, jobs).map((t) => t.folderId)).toEqual([1]);
  });
});
