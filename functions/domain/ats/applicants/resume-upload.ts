import { createHash, randomUUID } from 'node:crypto';
import { BadRequestError } from '../../../common/http-errors.ts';
import { scanUpload } from '../../../common/scan/scanner.ts';
import { putFile } from '../../../data/files/file-objects.ts';
import { sanitizeFileName } from '../../files/names.ts';
import type { IntakeResume } from '../intake.ts';
import { extractResumeText, ResumeRefusedError } from '../resume/extract-resume-text.ts';
import { detectResumeType } from '../resume/resume-type.ts';

/** Where a résumé is kept in the files bucket: by a fresh UUID, never by the sender's file name (brief §6f). */
export const resumeKey = (fileId: string) => `ats/resumes/${fileId}`;

/**
 * A résumé uploaded with a manual create: its type from the bytes (400 `resume` when it is not a résumé or is an
 * archive bomb), stored at `ats/resumes/<fileId>`, its text read in the bounded worker thread.
 */
export async function storeUploadedResume(file: {
  fileName: string;
  bytes: Uint8Array;
}): Promise<{ resume: IntakeResume; text: string }> {
  const fileName = sanitizeFileName(file.fileName);
  // The signature check first (an EICAR test file is refused as a virus, not as an unknown type), as uploads do.
  const verdict = scanUpload(Buffer.from(file.bytes));
  if (verdict.status === 'infected')
    throw new BadRequestError({ resume: [`${fileName} ${verdict.threat} and was not kept.`] });
  const type = detectResumeType(file.bytes, fileName);
  if ('error' in type) throw new BadRequestError({ resume: [type.error] });
  let text: string;
  try {
    text = (await extractResumeText(file.bytes, type.contentType)).text;
  } catch (error) {
    if (error instanceof ResumeRefusedError) throw new BadRequestError({ resume: [error.message] });
    throw error;
  }
  const fileId = randomUUID();
  const key = resumeKey(fileId);
  await putFile(key, file.bytes, type.contentType);
  const resume: IntakeResume = {
    fileId,
    fileName,
    contentType: type.contentType,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    size: file.bytes.byteLength,
    key,
  };
  return { resume, text };
}
