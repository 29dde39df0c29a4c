import type { EmployeeOption } from '@shelfline/shared/contracts/employee-list.contract';
import { readWorkerDirectory, type WorkerCard } from '../../data/people/worker-directory.ts';
import { toEmployeeOption } from './workers.ts';

type PickerFlag = 'isAdministrator' | 'isHr' | 'isSupervisor' | 'isMerchandiser' | 'isAccountManager' | 'isHelper';

/**
 * A picker list (000 §7.5): active workers with the flag, by last then first name (the directory's order). One
 * Query of the worker directory (16 small items), not of the full worker records.
 */
export async function pickerList(flag: PickerFlag): Promise<EmployeeOption[]> {
  const all = await readWorkerDirectory();
  return all.filter((e: WorkerCard) => e[flag] && !e.inactive).map(toEmployeeOption);
}
