/** Saves a blob as a download named `name` (a link clicked for the user; the object URL is revoked soon after). */
export function downloadBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads a file the server exported to S3 (functions/common/export/export-to-s3.ts): the link answers the file
 * as an attachment named by the server, so following it saves the file and leaves the page where it is.
 */
export function downloadExported(file: { url: string; fileName: string }) {
  const link = document.createElement('a');
  link.href = file.url;
  link.download = file.fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Saves a file answer whichever way it came: a Blob answered inline, or a link to it in S3 (an export, or a file the
 * server moved to S3 because it was too large to answer inline: functions/common/answer-limit.ts).
 */
export function saveDownload(answer: Blob | { url: string; fileName: string }, fileName = 'download') {
  if (answer instanceof Blob) downloadBlob(answer, fileName);
  else downloadExported(answer);
}
