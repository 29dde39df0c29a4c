/** The words of the Logs screens (001 §2). */
export const logStrings = {
  title: 'Logs',
  resourceName: 'log files',
  columns: { name: 'Name', size: 'Size', path: 'Path', createdAt: 'Created', modifiedAt: 'Modified' },
  download: 'Download',
  back: 'Logs',
  truncated: 'This log is larger than one screen can show: only its end is displayed. Download saves the whole file.',
  empty: 'This log is empty.',
  size: (bytes: number) =>
    bytes < 1024
      ? `${bytes} B`
      : bytes < 1024 * 1024
        ? `${(bytes / 1024).toFixed(1)} KB`
        : `${(bytes / 1024 / 1024).toFixed(1)} MB`,
};
