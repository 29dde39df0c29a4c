import {
  ATTACHMENTS_MAX,
  ATTACHMENTS_MAX_BYTES,
  ATTACHMENTS_MESSAGE,
  blockedTypeMessage,
} from '@shelfline/shared/contracts/email.contract';
import { BadRequestError, HttpError } from '../../common/http-errors.ts';
import type { OutgoingAttachment } from './outbox.ts';

/*
 * Attachments of a composed message (brief §3.1 limits, §5c "Attachments", E4): any type except what SES refuses,
 * checked here before anything is queued, because SES rejects a whole message with a blocked attachment, and a blast
 * would fail batch after batch in the worker.
 */

/** SES's list of attachment extensions it refuses (Amazon SES Developer Guide, "Unsupported attachment types"). */
const BLOCKED_EXTENSIONS = new Set(
  (
    'ade adp app asp bas bat cer chm cmd com cpl crt csh der exe fxp gadget hlp hta inf ins isp its js jse ksh lib lnk ' +
    'mad maf mag mam maq mar mas mat mau mav maw mda mdb mde mdt mdw mdz msc msh msh1 msh2 mshxml msh1xml msh2xml msi ' +
    'msp mst ops pcd pif plg prf prg reg scf scr sct shb shs sys ps1 ps1xml ps2 ps2xml psc1 psc2 tmp url vb vbe vbs ' +
    'vps vsmacros vss vst vsw vxd ws wsc wsf wsh xnk'
  ).split(' '),
);

/** A file that arrived with the message (multipart) or was read from the file manager. */
export interface AttachmentSource {
  fileName: string;
  bytes: Buffer;
  /** Read from the bytes (or kept by the file manager) when known. */
  contentType?: string;
}

/** The extension SES judges by: the last one, lower-cased ('' when there is none). */
const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
};

/** Windows PE (MZ), ELF, Mach-O (both byte orders, 32/64-bit, universal): programs whatever their name says. */
export function isExecutable(bytes: Buffer): boolean {
  if (bytes.length < 4) return false;
  if (bytes[0] === 0x4d && bytes[1] === 0x5a) return true;
  const magic = bytes.readUInt32BE(0);
  return [0x7f454c46, 0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe, 0xcafebabe].includes(magic);
}

/** The extension a file is refused for, or undefined when it may be sent. A program is an .exe whatever its name. */
export function blockedExtensionOf(file: AttachmentSource): string | undefined {
  const extension = extensionOf(file.fileName);
  if (BLOCKED_EXTENSIONS.has(extension)) return extension;
  if (isExecutable(file.bytes)) return 'exe';
  return undefined;
}

/**
 * The attachments as the outbox takes them: de-duplicated by name (the first kept, 001 §5), each type allowed (400
 * naming every refused type under `files`), at most 10 files and 10 MB together (413).
 */
export function attachmentsOf(sources: readonly AttachmentSource[]): OutgoingAttachment[] {
  const byName = new Map<string, AttachmentSource>();
  for (const source of sources) if (!byName.has(source.fileName)) byName.set(source.fileName, source);
  const files = [...byName.values()];

  const blocked = new Set(files.map(blockedExtensionOf).filter((ext) => ext !== undefined));
  if (blocked.size > 0) throw new BadRequestError({ files: [...blocked].map(blockedTypeMessage) });
  const total = files.reduce((sum, file) => sum + file.bytes.length, 0);
  if (files.length > ATTACHMENTS_MAX || total > ATTACHMENTS_MAX_BYTES)
    throw new HttpError(413, { files: [ATTACHMENTS_MESSAGE] });

  return files.map((file) => ({
    fileName: file.fileName,
    // Empty when the bytes told nothing: the MIME builder (nodemailer) then types the part by its file name.
    contentType: file.contentType && file.contentType !== 'application/octet-stream' ? file.contentType : '',
    bytes: file.bytes,
  }));
}
