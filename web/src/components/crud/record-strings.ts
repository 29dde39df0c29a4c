/** What a label in the spec's messages may be: a code, a name, a store number. */
type Label = string | number;

/**
 * The toasts after a master file's writes, one wording for every kind of record (001 §8):
 * 'Successfully added new Retailer "WAL"', 'Retailer "WAL" has been updated', '… has been deleted'.
 */
export function recordToasts(record: string): RecordToasts<Label> {
  return {
    created: (label: Label) => `Successfully added new ${record} "${label}"`,
    updated: (label: Label) => `${record} "${label}" has been updated`,
    deleted: (label: Label) => `${record} "${label}" has been deleted`,
  };
}

/**
 * The words of a master file's list screen about its records (001 §2): 'Add New Retailer', the form's
 * 'Create Retailer' / 'Update Retailer', the toasts and 'Delete "WAL"?'. A screen whose spec words differ
 * overrides the one entry (`{ ...recordStrings('City'), add: 'Add City' }`).
 */
export function recordStrings(record: string) {
  return {
    add: `Add New ${record}`,
    createTitle: `Create ${record}`,
    updateTitle: `Update ${record}`,
    ...recordToasts(record),
    deleteQuestion: (label: Label) => `Delete "${label}"?`,
  };
}

/** A screen's three toasts, each about one record's label. */
export interface RecordToasts<L> {
  created: (label: L) => string;
  updated: (label: L) => string;
  deleted: (label: L) => string;
}

/** `useCrudController`'s messages: a screen's toasts about the record's label (`(r) => r.code`). */
export function toastsAbout<T, L>(toasts: RecordToasts<L>, label: (item: T) => L): RecordToasts<T> {
  return {
    created: (item) => toasts.created(label(item)),
    updated: (item) => toasts.updated(label(item)),
    deleted: (item) => toasts.deleted(label(item)),
  };
}
