import { env } from '../../common/env.ts';
import { ConflictError } from '../../common/http-errors.ts';
import {
  type Applicant,
  type ApplicantAction,
  ApplicantActionEntity,
  ApplicantEntity,
  type ApplicantExEmployee,
  ApplicantExEmployeeEntity,
  type ApplicantFile,
  ApplicantFileEntity,
  type ApplicantLink,
  ApplicantLinkEntity,
  ApplicantParsedEntity,
  ApplicantPatterns,
  type ApplicantRow,
  linkKey,
} from '../entities/applicant.entity.ts';
import { type Audit, firstAudit, fromItem, type Keys, nextAudit, toItem } from '../entity.ts';
import { transact } from '../files/transaction.ts';
import { queryPattern } from '../query-pattern.ts';
import { createRepository, nextId, type TransactItem } from '../repository.ts';

/** Applicants (applicant.entity.ts) and the items of their partition. */
export const applicants = createRepository(ApplicantEntity, ApplicantPatterns);
export type StoredApplicant = Applicant & Audit;

export const nextApplicantId = () => nextId(ApplicantEntity.name);
export const nextActionId = () => nextId(ApplicantActionEntity.name);

const table = () => env.tableName;
const put = (Item: object, ConditionExpression?: string): TransactItem => ({
  Put: {
    TableName: table(),
    Item: Item as Record<string, unknown>,
    ...(ConditionExpression ? { ConditionExpression } : {}),
  },
});

/** A new applicant (refused if the id is taken). */
export const applicantCreatePut = (a: Applicant, by: string) =>
  put(toItem(ApplicantEntity, a, firstAudit(by)), 'attribute_not_exists(pk)');

/** The replacement of `a` read at `current`'s version (refused, as a stale edit, when someone saved in between). */
export function applicantReplacePut(a: Applicant, current: Audit, by: string): TransactItem {
  const audit = nextAudit(current, by);
  return {
    Put: {
      TableName: table(),
      Item: toItem(ApplicantEntity, a, audit),
      ConditionExpression: 'version = :expected',
      ExpressionAttributeValues: { ':expected': current.version },
    },
  };
}

export const parsedPut = (id: number, parsedJson: string, by: string) =>
  put(toItem(ApplicantParsedEntity, { id, parsedJson }, firstAudit(by)));
export const actionPut = (a: ApplicantAction, by: string) => put(toItem(ApplicantActionEntity, a, firstAudit(by)));
export const linkPut = (l: ApplicantLink, by: string) => put(toItem(ApplicantLinkEntity, l, firstAudit(by)));
export const linkDelete = (id: number, otherId: number): TransactItem => ({
  Delete: { TableName: table(), Key: linkKey(id, otherId) },
});
export const exEmployeePut = (e: ApplicantExEmployee, by: string) =>
  put(toItem(ApplicantExEmployeeEntity, e, firstAudit(by)));
export const exEmployeeDelete = (id: number): TransactItem => ({
  Delete: { TableName: table(), Key: ApplicantExEmployeeEntity.key(id) },
});
export const filePut = (f: ApplicantFile, by: string) => put(toItem(ApplicantFileEntity, f, firstAudit(by)));

/**
 * Sets another applicant's `hasDuplicates` (and its packed row) without raising its version: a link found or lost
 * is not an edit of that applicant, so a form open on it stays valid. Conditioned on the version read, so the row
 * written is never older than the record (a concurrent edit refuses the transaction; the caller tries again).
 */
export function hasDuplicatesUpdate(other: StoredApplicant, value: boolean): TransactItem {
  const changed = { ...other, hasDuplicates: value };
  const derived = ApplicantEntity.derived?.(changed) ?? {};
  return {
    Update: {
      TableName: table(),
      Key: ApplicantEntity.key(other.id),
      UpdateExpression: 'SET hasDuplicates = :value, #row = :row',
      ConditionExpression: 'version = :version',
      ExpressionAttributeNames: { '#row': 'row' },
      ExpressionAttributeValues: { ':value': value, ':row': derived.row, ':version': other.version },
    },
  };
}

/** Everything of an applicant: record, parsed data, actions (oldest first), links, ex-employee match, files. */
export interface ApplicantPartition {
  applicant?: StoredApplicant;
  parsedJson?: string;
  actions: ApplicantAction[];
  links: ApplicantLink[];
  exEmployee?: ApplicantExEmployee;
  files: ApplicantFile[];
  /** Every item's key (delete). */
  keys: Keys[];
}

export async function readApplicantPartition(id: number): Promise<ApplicantPartition> {
  const partition: ApplicantPartition = { actions: [], links: [], files: [], keys: [] };
  for await (const item of queryPattern(ApplicantPatterns, 'partition', [id], { ConsistentRead: true })) {
    partition.keys.push({ pk: String(item.pk), sk: String(item.sk) });
    const sk = String(item.sk);
    if (sk === 'APPLICANT') partition.applicant = fromItem<Applicant>(item);
    else if (sk === 'PARSED') partition.parsedJson = String(item.parsedJson);
    else if (sk === 'EXEMP') partition.exEmployee = fromItem<ApplicantExEmployee>(item);
    else if (sk.startsWith('ACTION#')) partition.actions.push(fromItem<ApplicantAction>(item));
    else if (sk.startsWith('DUP#')) partition.links.push(fromItem<ApplicantLink>(item));
    else if (sk.startsWith('FILE#')) partition.files.push(fromItem<ApplicantFile>(item));
  }
  return partition;
}

/** The links of an applicant (one Query). */
export async function linksOf(id: number): Promise<ApplicantLink[]> {
  const links: ApplicantLink[] = [];
  for await (const item of queryPattern(ApplicantPatterns, 'links', [id])) links.push(fromItem<ApplicantLink>(item));
  return links;
}

/** The actions of an applicant, oldest first (one Query). */
export async function actionsOf(id: number): Promise<ApplicantAction[]> {
  const actions: ApplicantAction[] = [];
  for await (const item of queryPattern(ApplicantPatterns, 'actions', [id])) {
    actions.push(fromItem<ApplicantAction>(item));
  }
  return actions;
}

/** The file item of `fileId`, through gsi1 (the download's scope check goes through its applicant). */
export async function fileById(fileId: string): Promise<ApplicantFile | undefined> {
  for await (const item of queryPattern(ApplicantPatterns, 'fileById', [fileId])) {
    return fromItem<ApplicantFile>(item);
  }
  return undefined;
}

/** The list rows of month `month` (yyyy-mm) created between `from` and `to` (ISO instants), from gsi4's `row`. */
export async function applicantRowsOfMonth(month: string, from: string, to: string): Promise<ApplicantRow[]> {
  const rows: ApplicantRow[] = [];
  for await (const row of streamApplicantRowsOfMonth(month, from, to)) rows.push(row);
  return rows;
}

/** The same rows as they are read, page by page: a reader that stops early reads no further page. */
export async function* streamApplicantRowsOfMonth(
  month: string,
  from: string,
  to: string,
): AsyncGenerator<ApplicantRow> {
  for await (const item of queryPattern(ApplicantPatterns, 'ofMonth', [month, from, to])) {
    yield JSON.parse(String(item.row)) as ApplicantRow;
  }
}

/**
 * The step that raises `contactCount` by one (a Contact action), with the packed row in step; no version change.
 * Conditioned on the count read, so two Contacts at once cannot leave the row behind the count (the second is a 409).
 */
export function contactCountItem(applicant: Applicant): TransactItem {
  const row = ApplicantEntity.derived?.({ ...applicant, contactCount: applicant.contactCount + 1 }).row;
  return {
    Update: {
      TableName: table(),
      Key: ApplicantEntity.key(applicant.id),
      UpdateExpression: 'SET contactCount = :next, #row = :row',
      ConditionExpression: 'contactCount = :count',
      ExpressionAttributeNames: { '#row': 'row' },
      ExpressionAttributeValues: { ':next': applicant.contactCount + 1, ':row': row, ':count': applicant.contactCount },
    },
  };
}

/** Runs one transaction of applicant steps; a refused step answers 409 with `message`. */
export function transactApplicant(items: readonly TransactItem[], message: string): Promise<void> {
  return transact(items, () => new ConflictError(message));
}
