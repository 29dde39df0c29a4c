import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Service type: what is done in the store (reset, cut-in, audit...) (001 §3 Master data).
 *
 * | access pattern                | pattern | index | key                                                |
 * |-------------------------------|---------|-------|----------------------------------------------------|
 * | service type by id            |         | table | pk `SERVICETYPES`, sk `SERVICETYPE#<id, 8 digits>` |
 * | all service types             | `all`   | table | pk `SERVICETYPES`                                  |
 * | service type code is unique   |         | table | marker `UNIQUE#serviceType.code#<code>`            |
 *
 * A short list read whole by pickers: one partition, one Query.
 */
export interface ServiceType {
  id: number;
  code: string;
  name: string;
  isInactive: boolean;
}

export const SERVICE_TYPES_PARTITION = 'SERVICETYPES';

export const ServiceTypeEntity = defineEntity<ServiceType>({
  name: 'serviceType',
  key: (id) => ({ pk: SERVICE_TYPES_PARTITION, sk: `SERVICETYPE#${String(id).padStart(8, '0')}` }),
  unique: [{ label: 'code', value: (s) => s.code }],
});

/** The access patterns of the table above, by name (`queryPattern`, repositories' `query`). */
export const ServiceTypePatterns = definePatterns({
  /** all service types */
  all: { index: 'table', key: () => ({ pk: SERVICE_TYPES_PARTITION }) },
});
