import { SYSTEM_LISTS, type SystemListCode } from '@shelfline/shared/contracts/system-list.contract';
import { BadRequestError, NotFoundError } from '../../common/http-errors.ts';

/** The category of a code from a path (case-insensitive), or 404. */
export function systemListOf(code: string) {
  const list = SYSTEM_LISTS.find((candidate) => candidate.id === code.toUpperCase());
  if (!list) throw new NotFoundError(`System list ${code} was not found.`);
  return list;
}

/** Writes are refused on the lists the product's code depends on (see the contract). */
export function assertEditable(code: SystemListCode): void {
  const list = systemListOf(code);
  if (!list.allowEdit) {
    throw new BadRequestError({ systemListId: [`System list ${list.id} (${list.description}) cannot be edited.`] });
  }
}
