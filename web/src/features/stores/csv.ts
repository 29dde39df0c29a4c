/**
 * A small RFC 4180 CSV reader for the store import: comma-separated, fields optionally in double quotes
 * (a quote inside is doubled, commas and line breaks inside quotes are kept), CRLF or LF line ends, a
 * UTF-8 byte-order mark ignored, blank lines skipped. The first line is the header.
 */
export interface CsvTable {
  header: string[];
  /** Data rows keyed by header name (cells beyond the header are dropped, missing cells are ''). */
  rows: Record<string, string>[];
}

export class CsvError extends Error {}

export function parseCsv(text: string): string[][] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < source.length) {
    const ch = source[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
    } else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      if (ch === '\r' && source[i + 1] === '\n') i++;
    } else {
      field += ch;
    }
    i++;
  }
  if (quoted) throw new CsvError('The file ends inside a quoted value: a closing quote (") is missing.');
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records.filter((r) => !(r.length === 1 && r[0]?.trim() === ''));
}

/** Header + rows by column name; header names are matched case-insensitively against `columns`. */
export function readCsvTable(text: string, columns: readonly string[]): CsvTable {
  const [headerLine, ...lines] = parseCsv(text);
  if (!headerLine) throw new CsvError('The file is empty.');
  const header = headerLine.map((h) => h.trim());
  const names = header.map((h) => columns.find((c) => c.toLowerCase() === h.toLowerCase()) ?? h);
  const missing = columns.filter((c) => ['storeNumber', 'name'].includes(c) && !names.includes(c));
  if (missing.length > 0) {
    throw new CsvError(`The header row must name the template's columns; missing: ${missing.join(', ')}.`);
  }
  const rows = lines.map((cells) => {
    const row: Record<string, string> = {};
    names.forEach((name, index) => {
      row[name] = (cells[index] ?? '').trim();
    });
    return row;
  });
  return { header: names, rows };
}
