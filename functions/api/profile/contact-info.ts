import type { ContactInfo } from '@shelfline/shared/contracts/profile.contract';
import type { EmployeePrivate } from '../../data/entities/employee.entity.ts';
import type { StoredEmployee } from '../../data/people/employees.repository.ts';

/** The worker's own contact information, sensitive fields included (they are the worker's own, issue 4). */
export function toContactInfo(worker: StoredEmployee, secrets: EmployeePrivate): ContactInfo {
  return {
    firstName: worker.firstName,
    lastName: worker.lastName,
    email: worker.email,
    homePhone: worker.homePhone,
    mobilePhone: worker.mobilePhone,
    countryId: worker.countryId,
    provinceId: worker.provinceId,
    province: worker.province,
    cityId: worker.cityId,
    city: worker.city,
    address1: worker.address1,
    address2: worker.address2,
    postalCode: worker.postalCode,
    sin: secrets.sin,
    bank: secrets.bank,
    transit: secrets.transit,
    account: secrets.account,
    version: worker.version,
  };
}
