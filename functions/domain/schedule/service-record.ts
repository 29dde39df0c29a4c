import type { Service } from '../../data/entities/service.entity.ts';
import type { StoredService } from '../../data/schedule/schedule.repository.ts';

/** Only the record's own fields (the storage reads add audit fields, which replaceServiceItem sets itself). */
export function recordOf(service: StoredService): Service {
  const { version: _v, createdAt: _ca, createdBy: _cb, modifiedAt: _ma, modifiedBy: _mb, ...record } = service;
  return record;
}
