/**
 * The demo's file manager (brief §10): an internal tree with the four level-1 folders Company (its files are for
 * admins only: nothing below it), Operations, Jobs (a folder per demo job number, so the folder search finds
 * something) and Training, about 40 folders and 60 small generated files (PDF, CSV, PNG); a UME folder per active
 * supplier, Golden Leaf's permitted to the `cust` login. Pure and deterministic: file ids and dates come from the
 * inputs, the bytes from `demoFmFileBytes` at load time (nothing binary is kept in the repository).
 */
import type { FileManagerVariant } from '@shelfline/shared/contracts/file-manager.contract';
import type { FmFile } from '../../functions/data/entities/fm-file.entity.ts';
import type { FmFolder } from '../../functions/data/entities/fm-folder.entity.ts';
import { type FmPermission, fmPermissionId } from '../../functions/data/entities/fm-permission.entity.ts';
import type { Job } from '../../functions/data/entities/job.entity.ts';
import type { Supplier } from '../../functions/data/entities/supplier.entity.ts';
import type { SupplierUser } from '../../functions/data/entities/supplier-user.entity.ts';
import { fileKey } from '../../functions/data/files/file-objects.ts';
import { demoShelfPicture, demoTextPdf } from './demo-pictures.ts';

export interface DemoFileManager {
  fmFolders: FmFolder[];
  fmFiles: FmFile[];
  fmPermissions: FmPermission[];
}

/** How many demo jobs get a folder under Jobs; every third of them has a Photos sub-folder. */
const JOB_FOLDERS = 20;
const UPLOADERS = ['Olivia Martin', 'Daniel Chen'] as const;
const TYPES = {
  pdf: 'application/pdf',
  csv: 'text/csv',
  png: 'image/png',
} as const;
type Extension = keyof typeof TYPES;

/** The internal tree below its level-1 folders: sub-folders by name, and the files each folder holds. */
interface FolderPlan {
  name: string;
  files?: string[];
  children?: FolderPlan[];
}

const INTERNAL: FolderPlan[] = [
  { name: 'Company', files: ['Board minutes Q3.pdf', 'Budget 2027.csv', 'Insurance certificate.pdf'] },
  {
    name: 'Operations',
    files: ['Operations calendar.csv'],
    children: [
      {
        name: 'Safety',
        files: ['Ladder safety.pdf', 'Incident report form.pdf', 'Safety checklist.csv'],
        children: [{ name: 'Recalls', files: ['Recall procedure.pdf', 'Recall log.csv'] }],
      },
      {
        name: 'Store Procedures',
        files: ['Store check-in.pdf', 'Backroom etiquette.pdf', 'Shelf example.png'],
        children: [{ name: 'Retailer Rules', files: ['Retailer contacts.csv', 'Receiving hours.csv'] }],
      },
      {
        name: 'Forms',
        files: ['Sign-off sheet.pdf', 'Mileage claim.csv', 'Expense claim.pdf', 'Time sheet.csv'],
        children: [{ name: 'Archive', files: ['Old sign-off sheet.pdf'] }],
      },
      { name: 'Equipment', files: ['Equipment list.csv', 'Scanner setup.pdf'] },
    ],
  },
  { name: 'Jobs' },
  {
    name: 'Training',
    files: ['Training plan.pdf'],
    children: [
      { name: 'New Merchandisers', files: ['Welcome guide.pdf', 'First week.pdf', 'Store visit example.png'] },
      { name: 'Planograms', files: ['Reading a planogram.pdf', 'Planogram example.png', 'Slot codes.csv'] },
      { name: 'Product Knowledge', files: ['Beverages.pdf', 'Frozen foods.pdf', 'Personal care.pdf'] },
      { name: 'Customer Service', files: ['Talking to store managers.pdf'] },
    ],
  },
];

export function generateFileManager(input: {
  today: string;
  jobs: readonly Job[];
  suppliers: readonly Supplier[];
  supplierUsers: readonly SupplierUser[];
}): DemoFileManager {
  const fmFolders: FmFolder[] = [];
  const fmFiles: FmFile[] = [];
  const addFolder = (variant: FileManagerVariant, fullName: string, parentId: number): FmFolder => {
    const folder: FmFolder = { id: fmFolders.length + 1, variant, fullName, parentId, childCount: 0, fileCount: 0 };
    fmFolders.push(folder);
    const parent = fmFolders.find((f) => f.id === parentId);
    if (parent) parent.childCount += 1;
    return folder;
  };
  const addFile = (folder: FmFolder, fileName: string) => {
    const n = fmFiles.length + 1;
    const extension = fileName.slice(fileName.lastIndexOf('.') + 1) as Extension;
    const file: FmFile = {
      id: demoFileId(n),
      variant: folder.variant,
      folderId: folder.id,
      fileName,
      extension,
      size: 0,
      contentType: TYPES[extension],
      s3Key: fileKey(folder.variant, demoFileId(n)),
      scanStatus: 'clean',
      uploadDate: uploadDate(input.today, n),
      uploadedBy: UPLOADERS[n % UPLOADERS.length] as string,
    };
    file.size = demoFmFileBytes(file).length;
    fmFiles.push(file);
    folder.fileCount += 1;
  };
  const addPlan = (variant: FileManagerVariant, plan: FolderPlan, parentId: number): FmFolder => {
    const folder = addFolder(variant, plan.name, parentId);
    for (const name of plan.files ?? []) addFile(folder, name);
    for (const child of plan.children ?? []) addPlan(variant, child, folder.id);
    return folder;
  };

  for (const plan of INTERNAL) {
    const folder = addPlan('internal', plan, 0);
    if (plan.name !== 'Jobs') continue;
    const jobs = [...input.jobs].sort((a, b) => a.jobNumber.localeCompare(b.jobNumber)).slice(0, JOB_FOLDERS);
    jobs.forEach((job, i) => {
      const jobFolder = addFolder('internal', `${job.jobNumber} ${job.description}`.slice(0, 200), folder.id);
      addFile(jobFolder, `Instructions ${job.jobNumber}.pdf`);
      if (i % 3 === 0) addFile(addFolder('internal', 'Photos', jobFolder.id), `Shelf ${job.jobNumber}.png`);
    });
  }

  const fmPermissions: FmPermission[] = [];
  for (const supplier of input.suppliers.filter((s) => !s.isInactive)) {
    const folder = addFolder('ume', supplier.name, 0);
    addFile(folder, `${supplier.name} service summary.pdf`);
    addFile(folder, `${supplier.code} store list.csv`);
    // The supplier's own sign-in (the demo has one per supplier; Golden Leaf's is `cust`).
    const user = input.supplierUsers.find((u) => u.supplierId === supplier.id && !u.isInactive);
    if (user)
      fmPermissions.push({
        id: fmPermissionId(folder.id, supplier.id, user.id),
        folderId: folder.id,
        supplierId: supplier.id,
        userId: user.id,
      });
  }
  return { fmFolders, fmFiles, fmPermissions };
}

/** A fixed, valid-looking UUID per demo file (ids are UUIDs: unguessable for real files, stable for the demo). */
function demoFileId(n: number): string {
  return `d3e0f11e-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

/** Uploaded over the 60 days before `today`, at office hours. */
function uploadDate(today: string, n: number): string {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((n * 7) % 60) - 1);
  day.setUTCHours(13 + (n % 6), (n * 13) % 60);
  return day.toISOString();
}

/** The bytes of a demo file, by its type: a one-page PDF, a small CSV, or a shelf picture. */
export function demoFmFileBytes(file: Pick<FmFile, 'fileName' | 'extension' | 'id'>): Buffer {
  const title = file.fileName.slice(0, file.fileName.lastIndexOf('.'));
  const seed = Number.parseInt(file.id.slice(-6), 10);
  if (file.extension === 'png') return demoShelfPicture(seed);
  if (file.extension === 'csv') {
    const rows = Array.from({ length: 5 }, (_, i) => `${i + 1},${title} item ${i + 1},${(seed * (i + 3)) % 97}`);
    return Buffer.from(`${['Line,Description,Quantity', ...rows].join('\r\n')}\r\n`, 'utf8');
  }
  return demoTextPdf(title, ['Shelfline demo document.', `Kept in the file manager (file ${seed}).`]);
}
