import type { FileRow, Folder, FolderPermission } from '@shelfline/shared/contracts/file-manager.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { listSuppliers } from '../../functions/data/master-data/master-data.repository.ts';
import { findPersonByLoginCode, supplierUsers } from '../../functions/data/people/people.repository.ts';
import {
  grantFolder,
  makeFolder,
  makeFolderPath,
  runTag,
  SAMPLE_FILES,
  uploadFile,
} from '../support/file-manager-fixtures.ts';
import { api, signIn, tokensOf } from '../support/local-stack.ts';

/*
 * The file manager's folders, files and UME permissions through the API (001 §2, §6, §7; brief §4): who sees what,
 * the level rule, names, versions, non-empty deletes, and the permission cleanup when a supplier user goes.
 * Uploads, types, the scan and downloads: file-manager-uploads.test.ts.
 */

type Errors = { errors: Record<string, string[]> | string };

const tokens = { admin: '', am: '', sup: '', merch: '', crm: '', cust: '' };
const tag = runTag();
let custSupplierId: number;
let custUserId: number;
let otherSupplierId: number;

beforeAll(async () => {
  [tokens.admin, tokens.am, tokens.sup, tokens.merch, tokens.crm] = await tokensOf(
    'admin',
    'am',
    'sup',
    'merch',
    'crm',
  );
  tokens.cust = (await signIn('cust', true)).token;
  const cust = await findPersonByLoginCode('customer', 'cust');
  const user = cust && (await supplierUsers.get(cust.id));
  if (!user) throw new Error('the demo customer cust is missing');
  custUserId = user.id;
  custSupplierId = user.supplierId;
  otherSupplierId = (await listSuppliers()).find((s) => s.id !== custSupplierId)?.id as number;
});

const get = <T>(path: string, token: string) => api<T>('GET', path, { token });

describe('folders of the internal tree', () => {
  it('creates, lists with levels and counts, renames, moves and deletes', async () => {
    const [top, mid] = await makeFolderPath(tokens.admin, 'internal', `Top ${tag}`, `Mid ${tag}`);
    const child = await makeFolder(tokens.am, 'internal', `Child ${tag}`, mid?.folderId);
    expect(child).toMatchObject({ parentId: mid?.folderId, level: 3, childCount: 0, fileCount: 0, version: 1 });

    const all = await get<Folder[]>('FileManagement/folders', tokens.admin);
    const listedMid = all.body.find((f) => f.folderId === mid?.folderId);
    expect(listedMid).toMatchObject({ level: 2, childCount: 1, parentId: top?.folderId });

    const renamed = await api<Folder>('PUT', `FileManagement/folders/${child.folderId}`, {
      token: tokens.am,
      body: { folderId: child.folderId, fullName: `Renamed ${tag}`, parentId: mid?.folderId, version: 1 },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ fullName: `Renamed ${tag}`, version: 2, level: 3 });

    // A second writer with the old version loses (409), and nothing changes.
    const stale = await api<Errors>('PUT', `FileManagement/folders/${child.folderId}`, {
      token: tokens.admin,
      body: { fullName: `Stale ${tag}`, parentId: mid?.folderId, version: 1 },
    });
    expect(stale.status).toBe(409);

    // Moved to the top level by an admin: its old parent loses a child.
    const moved = await api<Folder>('PUT', `FileManagement/folders/${child.folderId}`, {
      token: tokens.admin,
      body: { fullName: `Renamed ${tag}`, parentId: 0, version: 2 },
    });
    expect(moved.body).toMatchObject({ level: 1, parentId: 0, version: 3 });
    const after = await get<Folder[]>('FileManagement/folders', tokens.admin);
    expect(after.body.find((f) => f.folderId === mid?.folderId)?.childCount).toBe(0);

    expect((await api('DELETE', `FileManagement/folders/${child.folderId}`, { token: tokens.admin })).status).toBe(204);
    expect((await api('DELETE', `FileManagement/folders/${child.folderId}`, { token: tokens.admin })).status).toBe(404);
  });

  it('refuses a sibling name in any case (409), a move into itself or below (400), a non-empty delete (409)', async () => {
    const [top, mid] = await makeFolderPath(tokens.admin, 'internal', `Names ${tag}`, `Inner ${tag}`);
    const same = await api<Errors>('POST', 'FileManagement/folders', {
      token: tokens.admin,
      body: { fullName: `inner ${tag}`.toUpperCase(), parentId: top?.folderId },
    });
    expect(same.status).toBe(409);
    expect(same.body.errors).toEqual({
      fullName: [`A folder named "${`inner ${tag}`.toUpperCase()}" already exists here.`],
    });

    const under = await api<Errors>('PUT', `FileManagement/folders/${top?.folderId}`, {
      token: tokens.admin,
      body: { fullName: `Names ${tag}`, parentId: mid?.folderId, version: 1 },
    });
    expect(under.status).toBe(400);
    expect(JSON.stringify(under.body.errors)).toContain('parentId');

    const full = await api<Errors>('DELETE', `FileManagement/folders/${top?.folderId}`, { token: tokens.admin });
    expect(full.status).toBe(409);
    expect(full.body.errors).toBe(`Folder "Names ${tag}" is not empty. Delete or move what it holds first.`);

    await uploadFile(tokens.admin, 'internal', mid?.folderId as number, 'a.txt', SAMPLE_FILES.text());
    expect((await api('DELETE', `FileManagement/folders/${mid?.folderId}`, { token: tokens.admin })).status).toBe(409);
  });

  it('validates bodies (400 naming the field) and ten levels at most', async () => {
    const blank = await api<Errors>('POST', 'FileManagement/folders', {
      token: tokens.admin,
      body: { fullName: ' ', parentId: 0 },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toHaveProperty('fullName');
    const names = Array.from({ length: 10 }, (_, i) => `Deep${i + 1} ${tag}`);
    const path = await makeFolderPath(tokens.admin, 'internal', ...names);
    const eleventh = await api<Errors>('POST', 'FileManagement/folders', {
      token: tokens.admin,
      body: { fullName: `Deep11 ${tag}`, parentId: path.at(-1)?.folderId },
    });
    expect(eleventh.status).toBe(400);
    expect(eleventh.body.errors).toHaveProperty('parentId');
  });
});

describe('the level rule: only admins see and write the top level', () => {
  let top: Folder;
  let second: Folder;
  let topFile: FileRow;
  let secondFile: FileRow;

  beforeAll(async () => {
    [top, second] = (await makeFolderPath(tokens.admin, 'internal', `Lvl ${tag}`, `Lvl2 ${tag}`)) as [Folder, Folder];
    topFile = await uploadFile(tokens.admin, 'internal', top.folderId, 'top.pdf', SAMPLE_FILES.pdf());
    secondFile = await uploadFile(tokens.admin, 'internal', second.folderId, 'second.pdf', SAMPLE_FILES.pdf());
  });

  it('hides level-1 folders and their files from staff but admins (404 by id, even to download)', async () => {
    for (const login of ['am', 'sup', 'merch'] as const) {
      const folders = await get<Folder[]>('FileManagement/folders', tokens[login]);
      expect(folders.status).toBe(200);
      expect(folders.body.some((f) => f.folderId === top.folderId)).toBe(false);
      expect(folders.body.find((f) => f.folderId === second.folderId)?.level).toBe(2);
      expect((await get(`FileManagement/folders/${top.folderId}/files`, tokens[login])).status).toBe(404);
      const download = await get<Errors>(`FileManagement/files/${topFile.fileId}/download`, tokens[login]);
      expect(download.status).toBe(404);
      expect(download.body.errors).toBe('File Not Found');
      expect((await get(`FileManagement/files/${topFile.fileId}`, tokens[login])).status).toBe(404);
      expect((await get(`FileManagement/files/${secondFile.fileId}/download`, tokens[login])).status).toBe(200);
    }
    expect((await get(`FileManagement/files/${topFile.fileId}/download`, tokens.admin)).status).toBe(200);
  });

  it('refuses an account manager at the top level (403) and outside their roots (404)', async () => {
    const atTop = await api('POST', 'FileManagement/folders', {
      token: tokens.am,
      body: { fullName: `AM top ${tag}`, parentId: 0 },
    });
    expect(atTop.status).toBe(403);
    const inTop = await api('POST', 'FileManagement/folders', {
      token: tokens.am,
      body: { fullName: `AM in top ${tag}`, parentId: top.folderId },
    });
    expect(inTop.status).toBe(404);
    const moveUp = await api('PUT', `FileManagement/folders/${second.folderId}`, {
      token: tokens.am,
      body: { fullName: `Lvl2 ${tag}`, parentId: 0, version: second.version },
    });
    expect(moveUp.status).toBe(403);
    expect((await api('DELETE', `FileManagement/files/${topFile.fileId}`, { token: tokens.am })).status).toBe(404);
  });

  it('lets each role reach only its routes (403)', async () => {
    expect((await get('FileManagement/folders', tokens.crm)).status).toBe(403);
    expect((await get('FileManagement/folders', tokens.cust)).status).toBe(403);
    for (const login of ['sup', 'merch'] as const) {
      const create = await api('POST', 'FileManagement/folders', {
        token: tokens[login],
        body: { fullName: 'x', parentId: second.folderId },
      });
      expect(create.status).toBe(403);
      expect((await api('DELETE', `FileManagement/files/${secondFile.fileId}`, { token: tokens[login] })).status).toBe(
        403,
      );
      const rename = await api('PUT', `FileManagement/files/${secondFile.fileId}`, {
        token: tokens[login],
        body: { fileName: 'x', version: 1 },
      });
      expect(rename.status).toBe(403);
    }
    expect((await get('FileManagement/UME/folders', tokens.am)).status).toBe(403);
    expect((await api('POST', 'FileManagement/UME/folders', { token: tokens.am, body: {} })).status).toBe(403);
    expect((await get('FileManagement/folders', '')).status).toBe(401);
  });
});

describe('files: rename keeps the extension, names stay unique, delete', () => {
  it('renames with the stored extension put back, refuses a taken name (409) and a stale version (409)', async () => {
    // Level 2: an account manager's root.
    const [, folder] = await makeFolderPath(tokens.admin, 'internal', `Files ${tag}`, `Files2 ${tag}`);
    const id = folder?.folderId as number;
    const report = await uploadFile(tokens.admin, 'internal', id, 'report.pdf', SAMPLE_FILES.pdf());
    await uploadFile(tokens.admin, 'internal', id, 'taken.pdf', SAMPLE_FILES.pdf());
    const renamed = await api<FileRow>('PUT', `FileManagement/files/${report.fileId}`, {
      token: tokens.am,
      body: { fileName: 'Quarterly.exe', version: 1 },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ fileName: 'Quarterly.pdf', version: 2, contentType: 'application/pdf' });
    const clash = await api<Errors>('PUT', `FileManagement/files/${report.fileId}`, {
      token: tokens.admin,
      body: { fileName: 'TAKEN', version: 2 },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.errors).toEqual({ fileName: ['A file named "TAKEN.pdf" already exists in this folder.'] });
    const stale = await api('PUT', `FileManagement/files/${report.fileId}`, {
      token: tokens.admin,
      body: { fileName: 'Other', version: 1 },
    });
    expect(stale.status).toBe(409);

    const rows = await get<FileRow[]>(`FileManagement/folders/${id}/files`, tokens.admin);
    expect(rows.body.map((r) => r.fileName)).toEqual(['Quarterly.pdf', 'taken.pdf']);
    expect(rows.body[0]).toMatchObject({ size: SAMPLE_FILES.pdf().length, uploadedBy: 'admin', scanStatus: 'clean' });

    expect((await api('DELETE', `FileManagement/files/${report.fileId}`, { token: tokens.am })).status).toBe(204);
    const gone = await get<Errors>(`FileManagement/files/${report.fileId}/download`, tokens.admin);
    expect(gone.status).toBe(404);
    expect(gone.body.errors).toBe('File Not Found');
    expect((await api('DELETE', `FileManagement/files/${report.fileId}`, { token: tokens.am })).status).toBe(404);
    const folders = await get<Folder[]>('FileManagement/folders', tokens.admin);
    expect(folders.body.find((f) => f.folderId === id)?.fileCount).toBe(1);
  });

  it('keeps the two trees apart: an internal file id is not found in the UME tree', async () => {
    const [folder] = await makeFolderPath(tokens.admin, 'internal', `Apart ${tag}`);
    const file = await uploadFile(tokens.admin, 'internal', folder?.folderId as number, 'a.pdf', SAMPLE_FILES.pdf());
    expect((await get(`FileManagement/UME/files/${file.fileId}/download`, tokens.admin)).status).toBe(404);
    expect((await get(`FileManagement/UME/folders/${folder?.folderId}/files`, tokens.admin)).status).toBe(404);
  });
});

describe('UME: permissions and what customers see', () => {
  let granted: Folder;
  let grantedChild: Folder;
  let hidden: Folder;
  let childFile: FileRow;
  let hiddenFile: FileRow;

  beforeAll(async () => {
    [granted, grantedChild] = (await makeFolderPath(tokens.admin, 'ume', `Cust ${tag}`, `Sub ${tag}`)) as [
      Folder,
      Folder,
    ];
    hidden = await makeFolder(tokens.admin, 'ume', `Hidden ${tag}`);
    childFile = await uploadFile(tokens.admin, 'ume', grantedChild.folderId, 'price list.pdf', SAMPLE_FILES.pdf());
    hiddenFile = await uploadFile(tokens.admin, 'ume', hidden.folderId, 'secret.pdf', SAMPLE_FILES.pdf());
  });

  it('shows a customer nothing without a permission (404), then the granted subtree, read-only', async () => {
    expect((await get(`FileManagement/UME/folders/${grantedChild.folderId}/files`, tokens.cust)).status).toBe(404);
    expect((await get(`FileManagement/UME/files/${childFile.fileId}/download`, tokens.cust)).status).toBe(404);

    const rows = await grantFolder(tokens.admin, granted.folderId, custSupplierId, custUserId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ supplierId: custSupplierId, userId: custUserId });
    expect(rows[0]?.supplier).not.toBe('');

    const folders = await get<Folder[]>('FileManagement/UME/folders', tokens.cust);
    const ids = folders.body.map((f) => f.folderId);
    expect(ids).toContain(granted.folderId);
    expect(ids).toContain(grantedChild.folderId); // inherited through its ancestor
    expect(ids).not.toContain(hidden.folderId);
    const files = await get<FileRow[]>(`FileManagement/UME/folders/${grantedChild.folderId}/files`, tokens.cust);
    expect(files.body.map((f) => f.fileId)).toEqual([childFile.fileId]);
    expect((await get(`FileManagement/UME/files/${childFile.fileId}/download`, tokens.cust)).status).toBe(200);
    expect((await get(`FileManagement/UME/files/${childFile.fileId}`, tokens.cust)).status).toBe(200);
    expect((await get(`FileManagement/UME/files/${hiddenFile.fileId}/download`, tokens.cust)).status).toBe(404);

    // Read-only: every write and the permissions are the admin's.
    expect((await api('DELETE', `FileManagement/UME/files/${childFile.fileId}`, { token: tokens.cust })).status).toBe(
      403,
    );
    expect(
      (await api('POST', 'FileManagement/UME/folders', { token: tokens.cust, body: { fullName: 'x', parentId: 0 } }))
        .status,
    ).toBe(403);
    expect((await get(`FileManagement/UME/folders/${granted.folderId}/permissions`, tokens.cust)).status).toBe(403);
  });

  it('lets an admin do in the UME tree what the internal one allows, and nobody else but customers read it', async () => {
    const [parent, moving] = (await makeFolderPath(tokens.admin, 'ume', `UA ${tag}`, `UB ${tag}`)) as [Folder, Folder];
    const moved = await api<Folder>('PUT', `FileManagement/UME/folders/${moving.folderId}`, {
      token: tokens.admin,
      body: { fullName: `UB moved ${tag}`, parentId: 0, version: 1 },
    });
    expect(moved.body).toMatchObject({ level: 1, fullName: `UB moved ${tag}`, version: 2 });
    const file = await uploadFile(tokens.admin, 'ume', parent.folderId, 'terms.txt', SAMPLE_FILES.text());
    const renamed = await api<FileRow>('PUT', `FileManagement/UME/files/${file.fileId}`, {
      token: tokens.admin,
      body: { fileName: 'Terms 2027', version: 1 },
    });
    expect(renamed.body.fileName).toBe('Terms 2027.txt');
    const listed = await get<Folder[]>('FileManagement/UME/folders', tokens.admin);
    expect(listed.body.find((f) => f.folderId === parent.folderId)).toMatchObject({ fileCount: 1, childCount: 0 });
    expect((await api('DELETE', `FileManagement/UME/files/${file.fileId}`, { token: tokens.admin })).status).toBe(204);
    expect((await api('DELETE', `FileManagement/UME/folders/${parent.folderId}`, { token: tokens.admin })).status).toBe(
      204,
    );
    for (const login of ['am', 'sup', 'merch', 'crm'] as const) {
      expect((await get('FileManagement/UME/folders', tokens[login])).status, login).toBe(403);
      expect((await get(`FileManagement/UME/folders/${moving.folderId}/files`, tokens[login])).status, login).toBe(403);
    }
  });

  it('grants a whole supplier, ignores duplicates, checks entries, removes by ids and by id', async () => {
    const folder = await makeFolder(tokens.admin, 'ume', `Supplier ${tag}`);
    await grantFolder(tokens.admin, folder.folderId, custSupplierId);
    const twice = await grantFolder(tokens.admin, folder.folderId, custSupplierId);
    expect(twice).toHaveLength(1);
    expect(twice[0]).toMatchObject({ userName: '(all users)', supplierId: custSupplierId });
    expect(twice[0]).not.toHaveProperty('userId');
    const folders = await get<Folder[]>('FileManagement/UME/folders', tokens.cust);
    expect(folders.body.map((f) => f.folderId)).toContain(folder.folderId);

    const badUser = await api<Errors>('POST', `FileManagement/UME/folders/${folder.folderId}/permissions`, {
      token: tokens.admin,
      body: { entries: [{ supplierId: otherSupplierId, userId: custUserId }] },
    });
    expect(badUser.status).toBe(400);
    expect(badUser.body.errors).toHaveProperty(['entries.0.userId']);
    const badSupplier = await api<Errors>('POST', `FileManagement/UME/folders/${folder.folderId}/permissions`, {
      token: tokens.admin,
      body: { entries: [{ supplierId: 99_999_999 }] },
    });
    expect(badSupplier.status).toBe(400);
    expect(badSupplier.body.errors).toHaveProperty(['entries.0.supplierId']);

    const noIds = await api<Errors>('DELETE', `FileManagement/UME/folders/${folder.folderId}/permissions`, {
      token: tokens.admin,
      body: {},
    });
    expect(noIds.status).toBe(400);
    const empty = await api('DELETE', `FileManagement/UME/folders/${folder.folderId}/permissions`, {
      token: tokens.admin,
      body: { ids: [] },
    });
    expect(empty.status).toBe(400);
    const [entry] = twice as [FolderPermission];
    const removed = await api('DELETE', `FileManagement/UME/folders/${folder.folderId}/permissions`, {
      token: tokens.admin,
      body: { ids: [entry.id] },
    });
    expect(removed.status).toBe(204);
    expect(
      (await get<FolderPermission[]>(`FileManagement/UME/folders/${folder.folderId}/permissions`, tokens.admin)).body,
    ).toEqual([]);
    expect((await get<Folder[]>('FileManagement/UME/folders', tokens.cust)).body.map((f) => f.folderId)).not.toContain(
      folder.folderId,
    );

    await grantFolder(tokens.admin, folder.folderId, custSupplierId, custUserId);
    const [one] = (
      await get<FolderPermission[]>(`FileManagement/UME/folders/${folder.folderId}/permissions`, tokens.admin)
    ).body as [FolderPermission];
    expect(
      (await api('DELETE', `FileManagement/UME/folders/permissions/${one.id}`, { token: tokens.admin })).status,
    ).toBe(204);
    expect(
      (await api('DELETE', `FileManagement/UME/folders/permissions/${one.id}`, { token: tokens.admin })).status,
    ).toBe(404);
  });

  it("removes a deleted supplier's whole-supplier grants", async () => {
    const folder = await makeFolder(tokens.admin, 'ume', `Gone supplier ${tag}`);
    const supplier = await api<{ id: number }>('POST', 'suppliers', {
      token: tokens.admin,
      body: { code: `FMGONE${tag}`.slice(0, 20), name: `Gone supplier ${tag}` },
    });
    expect(supplier.status).toBe(201);
    await grantFolder(tokens.admin, folder.folderId, supplier.body.id);
    const permissions = () =>
      get<FolderPermission[]>(`FileManagement/UME/folders/${folder.folderId}/permissions`, tokens.admin);
    expect((await permissions()).body).toHaveLength(1);
    expect((await api('DELETE', `suppliers/${supplier.body.id}`, { token: tokens.admin })).status).toBe(204);
    expect((await permissions()).body).toEqual([]);
  });

  it("removes a supplier user's permissions with the user", async () => {
    const folder = await makeFolder(tokens.admin, 'ume', `Leaver ${tag}`);
    const user = await api<{ id: number }>('POST', `suppliers/${custSupplierId}/users`, {
      token: tokens.admin,
      body: { userName: `fm${tag}`, firstName: 'Leaving', lastName: 'User', password: 'Shelfline!1' },
    });
    expect(user.status, JSON.stringify(user.body)).toBe(201);
    await grantFolder(tokens.admin, folder.folderId, custSupplierId, user.body.id);
    expect((await api('DELETE', `suppliers/users/${user.body.id}`, { token: tokens.admin })).status).toBe(204);
    const left = await get<FolderPermission[]>(
      `FileManagement/UME/folders/${folder.folderId}/permissions`,
      tokens.admin,
    );
    expect(left.body).toEqual([]);
  });

  it('deletes a UME folder with its permissions once it is empty', async () => {
    const folder = await makeFolder(tokens.admin, 'ume', `Granted empty ${tag}`);
    await grantFolder(tokens.admin, folder.folderId, custSupplierId, custUserId);
    expect((await api('DELETE', `FileManagement/UME/folders/${folder.folderId}`, { token: tokens.admin })).status).toBe(
      204,
    );
    expect((await get(`FileManagement/UME/folders/${folder.folderId}/permissions`, tokens.admin)).status).toBe(404);
  });
});
