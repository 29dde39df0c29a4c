import type { ReportFormValues } from './report-form-values.ts';

/*
 * Answers typed on a phone in a store must survive a lost connection or a closed tab (issue 15 "What users expect"):
 * every change of the form is kept in the browser's local storage per service until a save or submit goes through,
 * and offered back the next time the report opens. A draft remembers the report version it was typed on: a draft of
 * an older version is still offered (it is the user's own typing), and the modal says the report was saved elsewhere
 * since, before the user saves over it.
 */

const keyOf = (serviceId: number) => `shelfline.serviceReport.${serviceId}`;

export interface ReportDraft {
  version: number;
  values: ReportFormValues;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readDraft(serviceId: number): ReportDraft | undefined {
  const text = storage()?.getItem(keyOf(serviceId));
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ReportDraft;
  } catch {
    return undefined;
  }
}

export function writeDraft(serviceId: number, draft: ReportDraft): void {
  try {
    storage()?.setItem(keyOf(serviceId), JSON.stringify(draft));
  } catch {
    // A full or refused storage only loses the safety net, never the form.
  }
}

export function clearDraft(serviceId: number): void {
  storage()?.removeItem(keyOf(serviceId));
}
