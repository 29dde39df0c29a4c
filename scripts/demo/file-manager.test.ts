import { describe, expect, it } from 'vitest';
import { contentTypeFor, type DetectedType, detectFileType } from '../../functions/common/file-types.ts';
import { demoFmFileBytes, generateFileManager } from './file-manager.ts';
import { generateDemoData } from './generate.ts';

const TODAY = '2026-11-26';
const data = generateDemoData(undefined, { today: TODAY });
const demo = generateFileManager({ today: TODAY, ...data });
const internal = demo.fmFolders.filter((f) => f.variant === 'internal');
const byId = new Map(demo.fmFolders.map((f) => [f.id, f]));
const levelOf = (id: number): number => {
  const parent = byId.get(id)?.parentId ?? 0;
  return parent === 0 ? 1 : 1 + levelOf(parent);
};

describe('demo file manager', () => {
  it('is the same for the same inputs', () => {
    expect(generateFileManager({ today: TODAY, ...data })).toEqual(demo);
  });

  it('has the four level-1 internal folders, about 40 folders and 60 files', () => {
    const top = internal.filter((f) => f.parentId === 0).map((f) => f.fullName);
    expect(top).toEqual(['Company', 'Operations', 'Jobs', 'Training']);
    expect(internal.length).toBeGreaterThanOrEqual(35);
    expect(internal.length).toBeLessThanOrEqual(45);
    const internalFiles = demo.fmFiles.filter((f) => f.variant === 'internal');
    expect(internalFiles.length).toBeGreaterThanOrEqual(55);
    expect(internalFiles.length).toBeLessThanOrEqual(70);
  });

  it("keeps Company's content for admins: files only, no sub-folder others would see", () => {
    const company = internal.find((f) => f.fullName === 'Company');
    expect(internal.filter((f) => f.parentId === company?.id)).toEqual([]);
    expect(demo.fmFiles.filter((f) => f.folderId === company?.id).length).toBeGreaterThan(0);
    // Non-admins see level 2 and below: they get folders and files too.
    expect(demo.fmFiles.some((f) => f.variant === 'internal' && levelOf(f.folderId) >= 2)).toBe(true);
  });

  it('counts children and files on each folder, with names unique among siblings and safe', () => {
    for (const folder of demo.fmFolders) {
      expect(folder.childCount).toBe(demo.fmFolders.filter((f) => f.parentId === folder.id).length);
      expect(folder.fileCount).toBe(demo.fmFiles.filter((f) => f.folderId === folder.id).length);
    }
    const siblingNames = demo.fmFolders.map((f) => `${f.variant}#${f.parentId}#${f.fullName.toLowerCase()}`);
    expect(new Set(siblingNames).size).toBe(siblingNames.length);
    const fileNames = demo.fmFiles.map((f) => `${f.folderId}#${f.fileName.toLowerCase()}`);
    expect(new Set(fileNames).size).toBe(fileNames.length);
    for (const name of [...demo.fmFolders.map((f) => f.fullName), ...demo.fmFiles.map((f) => f.fileName)]) {
      expect(name).not.toMatch(/[/\\:*?"<>|]/);
    }
    expect(levelOf(Math.max(...demo.fmFolders.map((f) => f.id)))).toBeLessThanOrEqual(10);
  });

  it('gives each active supplier a UME folder, Golden Leaf permitted to cust', () => {
    const ume = demo.fmFolders.filter((f) => f.variant === 'ume');
    expect(ume.map((f) => f.fullName)).toEqual(data.suppliers.filter((s) => !s.isInactive).map((s) => s.name));
    const cust = data.supplierUsers.find((u) => u.userName === 'cust');
    const goldenLeaf = ume.find((f) => f.fullName === 'Golden Leaf Beverages');
    expect(demo.fmPermissions).toContainEqual(
      expect.objectContaining({ folderId: goldenLeaf?.id, userId: cust?.id, supplierId: cust?.supplierId }),
    );
    expect(demo.fmPermissions.filter((p) => p.userId === cust?.id)).toHaveLength(1);
  });

  it("writes bytes the server's type check accepts under each file's name, with the size recorded", () => {
    for (const file of demo.fmFiles) {
      const bytes = demoFmFileBytes(file);
      expect(bytes.length).toBe(file.size);
      const detected = detectFileType(bytes) as DetectedType;
      expect(detected.extensions).toContain(file.extension);
      expect(contentTypeFor(detected, file.extension)).toBe(file.contentType);
    }
  });
});
