import { describe, expect, it } from 'vitest';
import { rolesOfEmployee } from '../../functions/data/entities/employee.entity.ts';
import { CANADA_BOUNDS, CITY_SEEDS } from './canada.ts';
import { DEMO_COUNTS, DEMO_LOGINS, DEMO_PASSWORD, generateDemoData } from './generate.ts';
import { createRandom } from './random.ts';

/** Country 1 of 001 §5: letter, digit, letter, optional space or hyphen, digit, letter, digit. */
const CANADIAN_POSTAL_CODE = /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/;

const data = generateDemoData();

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const value of values) {
    if (seen.has(value)) repeated.push(value);
    seen.add(value);
  }
  return repeated;
}

function insideCanada(point: { latitude?: number; longitude?: number }): boolean {
  const { latitude = Number.NaN, longitude = Number.NaN } = point;
  return (
    latitude >= CANADA_BOUNDS.minLatitude &&
    latitude <= CANADA_BOUNDS.maxLatitude &&
    longitude >= CANADA_BOUNDS.minLongitude &&
    longitude <= CANADA_BOUNDS.maxLongitude
  );
}

describe('random', () => {
  it('repeats its sequence for a seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const draws = (r: typeof a) => [
      r.next(),
      r.int(1, 6),
      r.float(0, 1, 3),
      r.pick(['x', 'y', 'z']),
      r.shuffle([1, 2, 3, 4]),
    ];
    expect(draws(a)).toEqual(draws(b));
  });

  it('keeps int within its bounds', () => {
    const r = createRandom(7);
    const values = Array.from({ length: 1000 }, () => r.int(3, 5));
    expect(new Set(values)).toEqual(new Set([3, 4, 5]));
  });
});

describe('generateDemoData', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    expect(generateDemoData()).toEqual(data);
    expect(generateDemoData(1)).toEqual(generateDemoData(1));
    expect(generateDemoData(1).stores).not.toEqual(data.stores);
  });

  it('has the expected counts', () => {
    expect(data.stores).toHaveLength(DEMO_COUNTS.stores);
    expect(data.stores).toHaveLength(2000);
    expect(data.employees).toHaveLength(300);
    expect(data.jobs).toHaveLength(40);
    expect(data.provinces).toHaveLength(13);
    expect(data.retailers.length).toBeGreaterThanOrEqual(8);
    expect(data.retailers.length).toBeLessThanOrEqual(12);
    expect(data.cities.length).toBeGreaterThanOrEqual(55);
    expect(data.serviceTypes).toHaveLength(8);
    expect(data.suppliers.length).toBeGreaterThanOrEqual(12);
    expect(data.products.length).toBeGreaterThanOrEqual(25);
    expect(data.consumerGroups.length).toBeGreaterThanOrEqual(6);
  });

  it('uses the spec province codes, NF for Newfoundland and Labrador', () => {
    expect(data.provinces.map((p) => p.code).sort()).toEqual(
      ['AB', 'BC', 'MB', 'NB', 'NF', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'].sort(),
    );
    expect(data.provinces.find((p) => p.code === 'NF')?.fullName).toBe('Newfoundland and Labrador');
    expect(data.countries.find((c) => c.id === 1)?.fullName).toBe('Canada');
  });

  it('has unique ids per entity', () => {
    for (const [name, records] of Object.entries(data)) {
      if (name === 'demoLogins') continue;
      const ids = (records as { id: number }[]).map((r) => String(r.id));
      expect(duplicates(ids), name).toEqual([]);
    }
  });

  it('has unique store numbers per retailer, login codes, job numbers and codes', () => {
    expect(duplicates(data.stores.map((s) => `${s.retailerId}#${s.storeNumber}`))).toEqual([]);
    expect(duplicates(data.employees.map((e) => e.code.toLowerCase()))).toEqual([]);
    expect(duplicates(data.supplierUsers.map((u) => u.userName.toLowerCase()))).toEqual([]);
    expect(duplicates(data.employees.map((e) => e.email ?? ''))).toEqual([]);
    expect(duplicates(data.jobs.map((j) => j.jobNumber))).toEqual([]);
    for (const list of [data.retailers, data.suppliers, data.serviceTypes, data.consumerGroups, data.products]) {
      expect(duplicates(list.map((r) => r.code.toLowerCase()))).toEqual([]);
    }
  });

  it('spreads stores over every retailer and many cities', () => {
    for (const retailer of data.retailers) {
      expect(data.stores.filter((s) => s.retailerId === retailer.id).length).toBeGreaterThan(50);
    }
    expect(new Set(data.stores.map((s) => s.cityId)).size).toBeGreaterThan(50);
  });

  it('keeps store references consistent with the cities and provinces', () => {
    const cityById = new Map(data.cities.map((c) => [c.id, c]));
    const provinceById = new Map(data.provinces.map((p) => [p.id, p]));
    for (const store of data.stores) {
      const city = cityById.get(store.cityId);
      expect(city?.name).toBe(store.city);
      expect(city?.provinceId).toBe(store.provinceId);
      expect(provinceById.get(store.provinceId)?.fullName).toBe(store.province);
      expect(store.isTravelAssociated).toBe(city?.isTravelRegion);
    }
  });

  it('gives valid Canadian postal codes in the city forward sortation area', () => {
    const fsaByCity = new Map(CITY_SEEDS.map((c, i) => [i + 1, c.fsa]));
    for (const place of [...data.stores, ...data.employees]) {
      expect(place.postalCode).toMatch(CANADIAN_POSTAL_CODE);
      expect(place.postalCode?.slice(0, 3)).toBe(fsaByCity.get(place.cityId ?? 0));
      // Canada Post never uses D, F, I, O, Q or U.
      expect(place.postalCode).not.toMatch(/[DFIOQU]/);
    }
  });

  it('places stores, employees and cities inside Canada', () => {
    for (const point of [...data.stores, ...data.employees, ...data.cities]) {
      expect(insideCanada(point), JSON.stringify(point)).toBe(true);
    }
  });

  it('gives every merchandiser an active supervisor', () => {
    const byId = new Map(data.employees.map((e) => [e.id, e]));
    const merchandisers = data.employees.filter((e) => e.isMerchandiser);
    expect(merchandisers.length).toBeGreaterThanOrEqual(240);
    for (const merchandiser of merchandisers) {
      const supervisor = byId.get(merchandiser.supervisorId ?? 0);
      expect(supervisor?.isSupervisor, merchandiser.code).toBe(true);
      expect(supervisor?.inactive, merchandiser.code).toBe(false);
      expect(supervisor?.id).not.toBe(merchandiser.id);
    }
  });

  it('has the mix of roles of a field-merchandising company', () => {
    const count = (flag: (e: (typeof data.employees)[number]) => boolean) => data.employees.filter(flag).length;
    expect(count((e) => e.isSupervisor)).toBe(20);
    expect(count((e) => e.isHelper)).toBeGreaterThan(5);
    expect(count((e) => e.isAccountManager)).toBeGreaterThanOrEqual(3);
    expect(count((e) => e.isAdministrator)).toBeGreaterThanOrEqual(2);
    expect(count((e) => e.isCrmUser)).toBeGreaterThanOrEqual(1);
    expect(count((e) => e.isHr)).toBeGreaterThanOrEqual(1);
    expect(count((e) => e.inactive)).toBeGreaterThan(0);
    expect(count((e) => e.inactive)).toBeLessThan(20);
    // Everyone but the single-role demo logins holds a main role (001 §5).
    const demoCodes = new Set(DEMO_LOGINS.map((l) => l.code));
    for (const e of data.employees.filter((e) => !demoCodes.has(e.code))) {
      expect(e.isMerchandiser || e.isAdministrator || e.isAccountManager, e.code).toBe(true);
    }
  });

  it('has the seven demo logins with their roles', () => {
    expect(DEMO_PASSWORD).toBe('Shelfline!1');
    expect(data.demoLogins.map((l) => [l.code, l.role])).toEqual([
      ['admin', 'admin'],
      ['am', 'accountManager'],
      ['sup', 'supervisor'],
      ['merch', 'merchandiser'],
      ['crm', 'crmUser'],
      ['hr', 'hr'],
      ['cust', 'customer'],
    ]);
    for (const login of data.demoLogins) {
      if (login.personType === 'employee') {
        const employee = data.employees.find((e) => e.id === login.personId);
        expect(employee?.code).toBe(login.code);
        expect(employee?.inactive).toBe(false);
        expect(rolesOfEmployee(employee as NonNullable<typeof employee>)).toEqual([login.role]);
        expect([employee?.firstName, employee?.lastName]).toEqual([login.givenName, login.familyName]);
      } else {
        const user = data.supplierUsers.find((u) => u.id === login.personId);
        expect(user?.userName).toBe(login.code);
        expect(user?.isInactive).toBe(false);
        expect(data.suppliers.find((s) => s.id === user?.supplierId)?.isInactive).toBe(false);
      }
    }
    const sup = data.employees.find((e) => e.code === 'sup');
    expect(data.employees.find((e) => e.code === 'merch')?.supervisorId).toBe(sup?.id);
  });

  it('gives jobs a retailer, a supplier and one to three products', () => {
    const retailerIds = new Set(data.retailers.map((r) => r.id));
    const supplierById = new Map(data.suppliers.map((s) => [s.id, s]));
    const productIds = new Set(data.products.map((p) => p.id));
    const serviceTypeIds = new Set(data.serviceTypes.map((s) => s.id));
    for (const job of data.jobs) {
      expect(job.jobNumber).toMatch(/^\d{2}-\d{4}$/);
      expect(retailerIds.has(job.retailerId)).toBe(true);
      expect(supplierById.get(job.supplierId)?.name).toBe(job.supplier);
      const own = data.jobProducts.filter((p) => p.jobId === job.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
      for (const jp of own) {
        expect(productIds.has(jp.productId)).toBe(true);
        expect(serviceTypeIds.has(jp.serviceTypeId)).toBe(true);
      }
      if (job.endDate) expect(job.endDate > (job.startDate ?? '')).toBe(true);
    }
  });
});
