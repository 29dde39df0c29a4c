import yauzl from 'yauzl';

/*
 * DOCX and ODT résumés are ZIP files, and a ZIP can hold gigabytes in kilobytes (brief §6f, §9). Before mammoth or any
 * reader opens one, its central directory is read with yauzl, without inflating anything, against these limits.
 */

export const ARCHIVE_LIMITS = {
  maxEntries: 1_000,
  maxTotalBytes: 50 * 1024 * 1024,
  maxEntryBytes: 20 * 1024 * 1024,
  maxRatio: 100,
} as const;

/** Why the archive is refused (a sentence for the failure record), or undefined when it is within the limits. */
export async function archiveProblem(bytes: Uint8Array): Promise<string | undefined> {
  const zip = await openZip(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (typeof zip === 'string') return zip;
  try {
    if (zip.entryCount > ARCHIVE_LIMITS.maxEntries)
      return `The archive holds ${zip.entryCount} entries (at most ${ARCHIVE_LIMITS.maxEntries}).`;
    let total = 0;
    let compressed = 0;
    for await (const entry of entries(zip)) {
      if (entry.uncompressedSize > ARCHIVE_LIMITS.maxEntryBytes) return 'An entry of the archive is larger than 20 MB.';
      total += entry.uncompressedSize;
      compressed += entry.compressedSize;
      if (total > ARCHIVE_LIMITS.maxTotalBytes) return 'The archive unpacks to more than 50 MB.';
      if (entry.uncompressedSize > 0 && entry.uncompressedSize > ARCHIVE_LIMITS.maxRatio * entry.compressedSize)
        return 'An entry of the archive is compressed more than 100:1.';
    }
    if (total > ARCHIVE_LIMITS.maxRatio * Math.max(compressed, 1)) return 'The archive is compressed more than 100:1.';
    return undefined;
  } catch {
    return 'The archive cannot be read.';
  } finally {
    zip.close();
  }
}

function openZip(buffer: Buffer): Promise<yauzl.ZipFile | string> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      resolve(error || !zip ? 'The archive cannot be read.' : zip),
    );
  });
}

/** The central directory's entries, one at a time (lazyEntries: nothing is read ahead). */
async function* entries(zip: yauzl.ZipFile): AsyncGenerator<yauzl.Entry> {
  for (;;) {
    const next = await new Promise<yauzl.Entry | undefined>((resolve, reject) => {
      const onEntry = (entry: yauzl.Entry) => {
        zip.off('end', onEnd);
        zip.off('error', onError);
        resolve(entry);
      };
      const onEnd = () => {
        zip.off('entry', onEntry);
        zip.off('error', onError);
        resolve(undefined);
      };
      const onError = (error: Error) => {
        zip.off('entry', onEntry);
        zip.off('end', onEnd);
        reject(error);
      };
      zip.once('entry', onEntry);
      zip.once('end', onEnd);
      zip.once('error', onError);
      zip.readEntry();
    });
    if (!next) return;
    yield next;
  }
}
