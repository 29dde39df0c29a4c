/**
 * Demo data for a local stack or a demo environment: real Canadian places, fictional retailers, suppliers and
 * people. {@link generateDemoData} is pure: the same seed and the same `today` give deep-equal output (no
 * Math.random; the clock only as the default of `today`), so a reloaded demo looks the same and tests can rely on
 * it. Availability, vacations and scheduled work are placed around the week of `today` (worker-profiles.ts).
 */
import type { Role } from '@shelfline/shared';
import type { City } from '../../functions/data/entities/city.entity.ts';
import type { CompanyInfo } from '../../functions/data/entities/company-info.entity.ts';
import type { ConsumerGroup } from '../../functions/data/entities/consumer-group.entity.ts';
import type { Country } from '../../functions/data/entities/country.entity.ts';
import { type Employee, NO_FLAGS } from '../../functions/data/entities/employee.entity.ts';
import type { Job } from '../../functions/data/entities/job.entity.ts';
import type { JobProduct } from '../../functions/data/entities/job-product.entity.ts';
import type { Product } from '../../functions/data/entities/product.entity.ts';
import type { Province } from '../../functions/data/entities/province.entity.ts';
import type { Retailer } from '../../functions/data/entities/retailer.entity.ts';
import type { Service } from '../../functions/data/entities/service.entity.ts';
import type { ServiceType } from '../../functions/data/entities/service-type.entity.ts';
import type { Store } from '../../functions/data/entities/store.entity.ts';
import type { Supplier } from '../../functions/data/entities/supplier.entity.ts';
import type { SupplierUser } from '../../functions/data/entities/supplier-user.entity.ts';
import type { SystemListItem } from '../../functions/data/entities/system-list-item.entity.ts';
import type { PersonType } from '../../functions/data/people/people.repository.ts';
import {
  CANADA_ID,
  CITY_SEEDS,
  type CitySeed,
  COUNTRY_SEEDS,
  POSTAL_LETTERS,
  PROVINCE_SEEDS,
  RUES,
  STREETS,
} from './canada.ts';
import { type DemoFileManager, generateFileManager } from './file-manager.ts';
import { type DemoPlanogramsAndOrders, generatePlanogramsAndOrders } from './planograms-orders.ts';
import { createRandom, type Random } from './random.ts';
import { type DemoServiceContent, generateServiceContent } from './service-content.ts';
import { generateDemoServices, merchDemoWork } from './services.ts';
import { generateCompanyInfo, generateSystemListItems } from './system-lists.ts';
import { distanceKm, generateWorkerProfiles, localIsoDate, type WorkerRecords } from './worker-profiles.ts';

export const DEFAULT_DEMO_SEED = 20261121;

/** Password of the seven demo sign-ins. Local stacks and demo environments only. */
export const DEMO_PASSWORD = 'Shelfline!1';

/** A sign-in of the demo: one per role. */
export interface DemoLogin {
  /** Login code, also the Cognito username. */
  code: string;
  role: Role;
  personType: PersonType;
  /** Id of the employee or supplier user. */
  personId: number;
  givenName: string;
  familyName: string;
  email: string;
}

/**
 * The seven demo sign-ins. Staff logins are employees 1 to 6 with only their role's flag set; `cust` is supplier
 * user 1 of Golden Leaf Beverages. `merch` reports to `sup`.
 */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  demoLogin('admin', 'admin', 'employee', 1, 'Olivia', 'Martin'),
  demoLogin('am', 'accountManager', 'employee', 2, 'Daniel', 'Chen'),
  demoLogin('sup', 'supervisor', 'employee', 3, 'Priya', 'Sharma'),
  demoLogin('merch', 'merchandiser', 'employee', 4, 'Lucas', 'Gagnon'),
  demoLogin('crm', 'crmUser', 'employee', 5, 'Emma', 'Wilson'),
  demoLogin('hr', 'hr', 'employee', 6, 'Sophie', 'Leblanc'),
  { ...demoLogin('cust', 'customer', 'customer', 1, 'Marcus', 'Reid'), email: 'marcus.reid@goldenleaf.example' },
];

function demoLogin(
  code: string,
  role: Role,
  personType: PersonType,
  personId: number,
  givenName: string,
  familyName: string,
): DemoLogin {
  return { code, role, personType, personId, givenName, familyName, email: `${code}@shelfline.example` };
}

export interface DemoData extends WorkerRecords, DemoServiceContent, DemoPlanogramsAndOrders, DemoFileManager {
  countries: Country[];
  provinces: Province[];
  cities: City[];
  retailers: Retailer[];
  stores: Store[];
  suppliers: Supplier[];
  serviceTypes: ServiceType[];
  consumerGroups: ConsumerGroup[];
  products: Product[];
  jobs: Job[];
  jobProducts: JobProduct[];
  employees: Employee[];
  supplierUsers: SupplierUser[];
  systemListItems: SystemListItem[];
  /** One record (an array like the other entities). */
  companyInfo: CompanyInfo[];
  demoLogins: DemoLogin[];
  /** The live services: one per scheduled-work row, same id (services.ts). */
  services: Service[];
}

export const DEMO_COUNTS = { stores: 2000, employees: 300, jobs: 40 } as const;

type RetailerKind = 'grocery' | 'pharmacy' | 'hardware' | 'discount';

interface RetailerSeed {
  code: string;
  name: string;
  kind: RetailerKind;
  stores: number;
  /** Store numbers are drawn from this range (inclusive). */
  numbers: [number, number];
  /** Regional chains; national when missing. */
  provinces?: readonly string[];
}

const RETAILER_SEEDS: readonly RetailerSeed[] = [
  { code: 'NFM', name: 'Northern Fresh Market', kind: 'grocery', stores: 320, numbers: [1001, 9999] },
  { code: 'MWG', name: 'Maplewood Grocers', kind: 'grocery', stores: 280, numbers: [100, 4999] },
  { code: 'TNP', name: 'True North Pharmacy', kind: 'pharmacy', stores: 300, numbers: [1, 1999] },
  { code: 'WSP', name: 'Wellspring Pharmacy', kind: 'pharmacy', stores: 200, numbers: [100, 999] },
  { code: 'CSH', name: 'Cornerstone Hardware', kind: 'hardware', stores: 180, numbers: [1, 799] },
  { code: 'HHG', name: 'Homestead Home & Garden', kind: 'hardware', stores: 150, numbers: [5000, 5999] },
  { code: 'MBO', name: 'Marché Boréal', kind: 'grocery', stores: 160, numbers: [101, 899], provinces: ['QC'] },
  {
    code: 'AHF',
    name: 'Atlantic Harvest Foods',
    kind: 'grocery',
    stores: 120,
    numbers: [1, 399],
    provinces: ['NS', 'NB', 'PE', 'NF'],
  },
  {
    code: 'PFM',
    name: 'Pacific Fresh Market',
    kind: 'grocery',
    stores: 140,
    numbers: [1, 499],
    provinces: ['BC', 'AB'],
  },
  { code: 'VLS', name: 'ValueSave Discount', kind: 'discount', stores: 150, numbers: [8000, 8999] },
];

interface SupplierSeed {
  code: string;
  name: string;
  /** Retailer kinds that carry the brand: a job pairs a supplier with such a retailer. */
  channels: readonly RetailerKind[];
  isInactive?: boolean;
}

const SUPPLIER_SEEDS: readonly SupplierSeed[] = [
  { code: 'GLB', name: 'Golden Leaf Beverages', channels: ['grocery', 'pharmacy', 'discount'] },
  { code: 'NBK', name: 'Northbake Foods', channels: ['grocery', 'discount'] },
  { code: 'PRM', name: 'Prairie Mills', channels: ['grocery', 'discount'] },
  { code: 'CCS', name: 'Coastal Catch Seafoods', channels: ['grocery'] },
  { code: 'MSC', name: 'Maple Sugar Confections', channels: ['grocery', 'pharmacy', 'discount'] },
  { code: 'BHC', name: 'Birchwood Home Care', channels: ['grocery', 'pharmacy', 'discount', 'hardware'] },
  { code: 'LKD', name: 'Lakeside Dairy', channels: ['grocery'] },
  { code: 'SNW', name: 'Snowcap Frozen Foods', channels: ['grocery', 'discount'] },
  { code: 'TDP', name: 'Tidewater Personal Care', channels: ['pharmacy', 'grocery', 'discount'] },
  { code: 'HVS', name: 'Harvest Valley Snacks', channels: ['grocery', 'pharmacy', 'discount'] },
  { code: 'RPF', name: 'Ridgeline Pet Foods', channels: ['grocery', 'hardware', 'discount'] },
  { code: 'BRH', name: 'Boreal Health', channels: ['pharmacy'] },
  { code: 'TTL', name: 'Timberline Tools', channels: ['hardware'] },
  { code: 'CPT', name: 'Canopy Paints', channels: ['hardware'] },
  { code: 'LLB', name: 'Little Loon Baby Care', channels: ['pharmacy', 'grocery'], isInactive: true },
];

const SERVICE_TYPE_SEEDS: readonly [string, string][] = [
  ['RST', 'Reset'],
  ['CUT', 'Cut-in'],
  ['AUD', 'Audit'],
  ['MER', 'Merchandising'],
  ['INV', 'Inventory count'],
  ['DSP', 'Display build'],
  ['POG', 'Planogram revision'],
  ['SRV', 'Survey'],
];

const CONSUMER_GROUP_SEEDS: readonly [string, string][] = [
  ['BEV', 'Beverages'],
  ['BAK', 'Bakery'],
  ['DRY', 'Dry Grocery'],
  ['DAI', 'Dairy & Refrigerated'],
  ['FRZ', 'Frozen Foods'],
  ['HBA', 'Health & Beauty'],
  ['HHC', 'Household & Pet'],
  ['HWD', 'Hardware & Paint'],
];

/** [supplier code, consumer group code, product code, description1] */
const PRODUCT_SEEDS: readonly [string, string, string, string][] = [
  ['GLB', 'BEV', 'GLB-1001', 'Sparkling Water Lime 12x355 mL'],
  ['GLB', 'BEV', 'GLB-1002', 'Iced Tea Lemon 1.5 L'],
  ['GLB', 'BEV', 'GLB-1003', 'Cold Brew Coffee 4x300 mL'],
  ['NBK', 'BAK', 'NBK-2101', 'Whole Grain Sandwich Bread 675 g'],
  ['NBK', 'BAK', 'NBK-2102', 'Butter Croissants 6 ct'],
  ['PRM', 'DRY', 'PRM-3101', 'Steel Cut Oats 1 kg'],
  ['PRM', 'DRY', 'PRM-3102', 'Unbleached All-Purpose Flour 2.5 kg'],
  ['CCS', 'FRZ', 'CCS-4101', 'Wild Pacific Salmon Fillets 454 g'],
  ['CCS', 'DRY', 'CCS-4102', 'Flaked Light Tuna 170 g'],
  ['MSC', 'DRY', 'MSC-5101', 'Maple Cream Cookies 300 g'],
  ['MSC', 'DRY', 'MSC-5102', 'Pure Maple Syrup Amber 540 mL'],
  ['MSC', 'DRY', 'MSC-5103', 'Maple Sugar Candy Gift Box'],
  ['BHC', 'HHC', 'BHC-6101', 'Laundry Detergent Free & Clear 2.95 L'],
  ['BHC', 'HHC', 'BHC-6102', 'Dish Soap Citrus 740 mL'],
  ['LKD', 'DAI', 'LKD-7101', 'Greek Yogurt Plain 750 g'],
  ['LKD', 'DAI', 'LKD-7102', 'Aged Cheddar 400 g'],
  ['SNW', 'FRZ', 'SNW-8101', 'Thin Crust Pizza Margherita'],
  ['SNW', 'FRZ', 'SNW-8102', 'Wild Blueberries 600 g'],
  ['TDP', 'HBA', 'TDP-9101', 'Sea Mineral Shampoo 400 mL'],
  ['TDP', 'HBA', 'TDP-9102', 'Sensitive Skin Body Wash 532 mL'],
  ['TDP', 'HBA', 'TDP-9103', 'SPF 50 Sunscreen Lotion 240 mL'],
  ['HVS', 'DRY', 'HVS-1201', 'Kettle Chips Sea Salt 220 g'],
  ['HVS', 'DRY', 'HVS-1202', 'Trail Mix Original 600 g'],
  ['RPF', 'HHC', 'RPF-1301', 'Adult Dog Food Chicken 8 kg'],
  ['RPF', 'HHC', 'RPF-1302', 'Indoor Cat Food Salmon 3 kg'],
  ['BRH', 'HBA', 'BRH-1401', 'Vitamin D3 1000 IU 180 ct'],
  ['BRH', 'HBA', 'BRH-1402', 'Omega-3 Fish Oil 120 ct'],
  ['TTL', 'HWD', 'TTL-1501', '20V Cordless Drill Kit'],
  ['TTL', 'HWD', 'TTL-1502', '65-Piece Screwdriver Bit Set'],
  ['CPT', 'HWD', 'CPT-1601', 'Interior Eggshell Paint White 3.78 L'],
  ['CPT', 'HWD', 'CPT-1602', 'Exterior Stain Cedar 3.78 L'],
  ['LLB', 'HBA', 'LLB-1701', 'Baby Wipes Unscented 3x72 ct'],
];

const JOB_TEMPLATES = [
  'spring reset',
  'fall reset',
  'holiday display program',
  'new item cut-in',
  'quarterly shelf audit',
  'endcap program',
  'summer display',
  'planogram refresh',
  'back-to-school program',
  'inventory support',
] as const;

const FIRST_NAMES = words(`
  Liam Noah William Benjamin Jacob Ethan Logan Nathan Samuel Thomas Alexandre Gabriel Félix Olivier
  Mathis Antoine Raphaël Étienne Owen Ryan Arjun Rohan Harpreet Gurpreet Jasmine Aisha Fatima Omar Ali
  Hassan Wei Jun Mei Li Hiroshi Yuki Min-jun Ji-woo Thi Minh Emma Charlotte Amelia Ava Chloé Léa
  Florence Camille Rosalie Juliette Sarah Hannah Megan Jessica Ashley Emily Madison Abigail Grace Zoé
  Maya Nadia Sofia Isabella Ana Lucía Mateo Diego Carlos Marco Kwame Amara Chidi Tariq Leila Sienna
  Tyler Brandon Kyle Jordan Marie Nathalie Isabelle Sylvie Martin Luc Michel Patrick Kevin Mark
`);

const LAST_NAMES = words(`
  Smith Brown Tremblay Martin Roy Wilson MacDonald Gagnon Johnson Taylor Côté Campbell Anderson
  Leblanc Lee Jones White Williams Miller Thompson Gauthier Young Morin Bouchard Scott Stewart
  Pelletier Bélanger Lavoie Fortin Ouellet Girard Bergeron Lévesque Paquette Fraser Murray Ross
  MacKenzie Reid Singh Patel Sharma Gill Sandhu Dhillon Khan Ahmed Hussain Ali Wang Li Zhang Chen Liu
  Wong Nguyen Tran Kim Park Santos Silva Rodriguez Garcia Lopez Rossi Russo Romano Costa Ferreira
  Clarke Walker Hall Allen King Wright Green Baker Adams Nelson Mensah Okafor Haddad Nasser Kowalski
  Nowak Novak Ivanov Petrov Murphy O'Brien Kelly Doucet Arsenault Richard Poirier Cormier LeBlanc
  Hébert Boudreau
`);

/** Cities of the 19 supervisors besides `sup` (Toronto): one per region, merchandisers report to the nearest. */
const SUPERVISOR_CITIES = words(`
  Ottawa Mississauga Hamilton London Kitchener Sudbury Montréal Québec Laval Vancouver Surrey Victoria
  Kelowna Calgary Edmonton Winnipeg Saskatoon Halifax Moncton
`);

/** Office staff beyond the demo logins; each passes the worker form's rule (001 §5) of holding a main role. */
const OFFICE_STAFF: readonly Partial<Employee>[] = [
  { isAdministrator: true },
  { isAdministrator: true },
  { isAccountManager: true },
  { isAccountManager: true },
  { isAccountManager: true },
  { isAccountManager: true },
  { isAccountManager: true, isCrmUser: true },
  { isAccountManager: true, isCrmUser: true },
  { isAdministrator: true, isHr: true },
];

const HELPERS = 17;
const INACTIVE_FIELD_WORKERS = 8;

const ROLE_FLAG: Record<Exclude<Role, 'customer'>, keyof Employee> = {
  admin: 'isAdministrator',
  accountManager: 'isAccountManager',
  supervisor: 'isSupervisor',
  merchandiser: 'isMerchandiser',
  crmUser: 'isCrmUser',
  hr: 'isHr',
};

interface Place {
  city: City;
  seed: CitySeed;
  province: Province;
}

export interface DemoOptions {
  /** 'YYYY-MM-DD' the calendar data is placed around; the machine's local date when missing. */
  today?: string;
}

export function generateDemoData(seed = DEFAULT_DEMO_SEED, options: DemoOptions = {}): DemoData {
  const random = createRandom(seed);
  const today = options.today ?? localIsoDate(new Date());

  const countries: Country[] = COUNTRY_SEEDS.map((c) => ({ ...c, inactive: false }));
  const provinces: Province[] = PROVINCE_SEEDS.map((p, i) => ({
    id: i + 1,
    countryId: CANADA_ID,
    code: p.code,
    fullName: p.fullName,
    inactive: false,
  }));
  const provinceByCode = new Map(provinces.map((p) => [p.code, p]));
  const places: Place[] = CITY_SEEDS.map((seed, i) => {
    const province = must(provinceByCode.get(seed.province), seed.province);
    const city: City = {
      id: i + 1,
      provinceId: province.id,
      name: seed.name,
      travelCharge: seed.travel?.charge ?? 0,
      travelChargeType: seed.travel?.type,
      isTravelRegion: seed.travel !== undefined,
      inactive: false,
      latitude: seed.latitude,
      longitude: seed.longitude,
    };
    return { city, seed, province };
  });
  const cities = places.map((p) => p.city);
  const placeByName = new Map(places.map((p) => [p.city.name, p]));

  const retailers: Retailer[] = RETAILER_SEEDS.map((r, i) => ({
    id: i + 1,
    code: r.code,
    name: r.name,
    isInactive: false,
  }));
  const stores = generateStores(random, retailers, places);

  const serviceTypes: ServiceType[] = SERVICE_TYPE_SEEDS.map(([code, name], i) => ({
    id: i + 1,
    code,
    name,
    isInactive: false,
  }));
  const consumerGroups: ConsumerGroup[] = CONSUMER_GROUP_SEEDS.map(([code, description], i) => ({
    id: i + 1,
    code,
    description,
    isInactive: false,
  }));
  const suppliers: Supplier[] = SUPPLIER_SEEDS.map((s, i) => ({
    id: i + 1,
    code: s.code,
    name: s.name,
    isInactive: s.isInactive ?? false,
  }));
  const supplierByCode = new Map(suppliers.map((s) => [s.code, s]));
  const groupByCode = new Map(consumerGroups.map((g) => [g.code, g]));
  const productSupplier = new Map<number, Supplier>();
  const products: Product[] = PRODUCT_SEEDS.map(([supplierCode, groupCode, code, description1], i) => {
    const supplier = must(supplierByCode.get(supplierCode), supplierCode);
    const group = must(groupByCode.get(groupCode), groupCode);
    const product: Product = {
      id: i + 1,
      code,
      description1,
      consumerGroupId: group.id,
      consumerGroup: group.description,
      isInactive: supplier.isInactive,
    };
    productSupplier.set(product.id, supplier);
    return product;
  });

  const { jobs, jobProducts } = generateJobs(random, retailers, suppliers, products, productSupplier, serviceTypes);
  const employees = generateEmployees(random, places, placeByName);
  const supplierUsers = generateSupplierUsers(random, suppliers);
  const systemListItems = generateSystemListItems();
  // Adds profile, payroll and travel fields to the employees; its own random streams leave the rest unchanged.
  const workerRecords = generateWorkerProfiles({
    seed,
    today,
    employees,
    cities,
    provinces,
    retailers,
    stores,
    jobs,
    jobProducts,
    serviceTypes,
    systemListItems,
    loginCodes: new Set(DEMO_LOGINS.filter((l) => l.personType === 'employee').map((l) => l.code)),
  });
  // The live services behind the scheduled work, plus dedicated rows of the `merch` login (services.ts).
  const merchWork = merchDemoWork({ today, employees, scheduledWork: workerRecords.scheduledWork });
  workerRecords.scheduledWork.push(...merchWork.work);
  const merch = employees.find((e) => e.code === 'merch');
  const worked = merchWork.work.filter((w) => w.endDate <= today).map((w) => w.endDate);
  if (merch && worked.length > 0) merch.lastWorkedDate = [merch.lastWorkedDate ?? '', ...worked].sort().at(-1);
  const services = generateDemoServices(
    {
      seed,
      today,
      employees,
      retailers,
      stores,
      jobs,
      jobProducts,
      products,
      serviceTypes,
      scheduledWork: workerRecords.scheduledWork,
    },
    merchWork.cases,
  );
  // Before the service content: it gives a live service of merch the trait its order's planogram hangs on.
  const planogramsAndOrders = generatePlanogramsAndOrders({
    seed,
    today,
    jobs,
    products,
    productSupplier,
    suppliers,
    services,
  });

  return {
    countries,
    provinces,
    cities,
    retailers,
    stores,
    suppliers,
    serviceTypes,
    consumerGroups,
    products,
    jobs,
    jobProducts,
    employees,
    supplierUsers,
    systemListItems,
    companyInfo: generateCompanyInfo(),
    demoLogins: DEMO_LOGINS.map((login) => ({ ...login })),
    ...workerRecords,
    services,
    ...generateServiceContent({ seed, today, jobs, services, suppliers }),
    ...planogramsAndOrders,
    ...generateFileManager({ today, jobs, suppliers, supplierUsers }),
  };
}

function generateStores(random: Random, retailers: readonly Retailer[], places: readonly Place[]): Store[] {
  const stores: Store[] = [];
  RETAILER_SEEDS.forEach((seed, index) => {
    const retailer = must(retailers[index], seed.code);
    const where = seed.provinces ? places.filter((p) => seed.provinces?.includes(p.province.code)) : places;
    const numbers = new Set<number>();
    while (numbers.size < seed.stores) numbers.add(random.int(seed.numbers[0], seed.numbers[1]));
    for (const storeNumber of [...numbers].sort((a, b) => a - b)) {
      const place = random.weighted(where, (p) => p.seed.weight);
      const street = streetAddress(random, place);
      const { latitude, longitude } = near(random, place);
      stores.push({
        id: stores.length + 1,
        retailerId: retailer.id,
        storeNumber,
        name: `${place.city.name} ${street.name}`,
        address1: street.address,
        address2: random.chance(0.12) ? `Unit ${random.int(1, 40)}` : undefined,
        cityId: place.city.id,
        city: place.city.name,
        provinceId: place.province.id,
        province: place.province.fullName,
        postalCode: postalCode(random, place),
        latitude,
        longitude,
        isTravelAssociated: place.city.isTravelRegion,
        travelChargeType: place.city.travelChargeType,
        travelCharge: place.city.travelCharge,
        isInactive: random.chance(0.03),
      });
    }
  });
  return stores;
}

function generateJobs(
  random: Random,
  retailers: readonly Retailer[],
  suppliers: readonly Supplier[],
  products: readonly Product[],
  productSupplier: ReadonlyMap<number, Supplier>,
  serviceTypes: readonly ServiceType[],
): { jobs: Job[]; jobProducts: JobProduct[] } {
  const jobs: Job[] = [];
  const jobProducts: JobProduct[] = [];
  const active = suppliers.filter((s) => !s.isInactive);
  const sequence = { 25: 100, 26: 0 };
  for (let i = 0; i < DEMO_COUNTS.jobs; i++) {
    // A third of the jobs are last year's; this year's are still running or ahead.
    const year = i < 14 ? 25 : 26;
    sequence[year] += random.int(1, 9);
    const supplier = random.pick(active);
    const channels = must(
      SUPPLIER_SEEDS.find((s) => s.code === supplier.code),
      supplier.code,
    ).channels;
    const retailer = random.pick(
      retailers.filter((r) =>
        channels.includes(
          must(
            RETAILER_SEEDS.find((s) => s.code === r.code),
            r.code,
          ).kind,
        ),
      ),
    );
    const start = addDays(`20${year}-01-01`, random.int(0, 300));
    const ongoing = year === 26 && random.chance(0.15);
    const end = addDays(start, random.int(30, 150));
    const template = random.pick(JOB_TEMPLATES);
    const job: Job = {
      id: i + 1,
      jobNumber: `${year}-${String(sequence[year]).padStart(4, '0')}`,
      description: `${supplier.name.split(' ').slice(0, -1).join(' ')} ${template}`,
      hourlyRate: random.int(52, 84) / 2,
      retailerId: retailer.id,
      retailer: retailer.name,
      supplierId: supplier.id,
      supplier: supplier.name,
      // Last year's jobs that ended before the autumn are closed; later ones still take late services.
      isInactive: year === 25 && end < '2025-09-01',
      startDate: start,
      endDate: ongoing ? undefined : end,
    };
    jobs.push(job);
    const own = products.filter((p) => productSupplier.get(p.id)?.id === supplier.id);
    for (const product of random.sample(own, Math.min(own.length, random.int(1, 3)))) {
      jobProducts.push({
        id: jobProducts.length + 1,
        jobId: job.id,
        productId: product.id,
        product: product.description1,
        serviceTypeId: random.pick(serviceTypes).id,
      });
    }
  }
  return { jobs, jobProducts };
}

function generateEmployees(
  random: Random,
  places: readonly Place[],
  placeByName: ReadonlyMap<string, Place>,
): Employee[] {
  const employees: Employee[] = [];
  const codes = new Map<string, number>();
  const toronto = must(placeByName.get('Toronto'), 'Toronto');

  const person = (
    firstName: string,
    lastName: string,
    place: Place,
    flags: Partial<Employee>,
    identity: { code?: string; email?: string } = {},
  ): Employee => {
    const base = ascii(`${firstName.charAt(0)}${lastName}`);
    const number = (codes.get(base) ?? 0) + 1;
    codes.set(base, number);
    const { latitude, longitude } = near(random, place);
    const areaCode = must(
      PROVINCE_SEEDS.find((p) => p.code === place.province.code),
      place.province.code,
    ).areaCode;
    const employee: Employee = {
      id: employees.length + 1,
      code: identity.code ?? `${base}${number}`,
      firstName,
      lastName,
      email: identity.email ?? `${ascii(firstName)}.${ascii(lastName)}${number > 1 ? number : ''}@example.com`,
      ...NO_FLAGS,
      dateStarted: addDays('2012-01-01', random.int(0, 5400)),
      address1: streetAddress(random, place).address,
      cityId: place.city.id,
      city: place.city.name,
      provinceId: place.province.id,
      province: place.province.fullName,
      countryId: CANADA_ID,
      postalCode: postalCode(random, place),
      mobilePhone: `${areaCode}-555-01${String(random.int(0, 99)).padStart(2, '0')}`,
      latitude,
      longitude,
      ...flags,
    };
    employees.push(employee);
    return employee;
  };
  const randomName = () => [random.pick(FIRST_NAMES), random.pick(LAST_NAMES)] as const;

  // The demo logins: ids 1 to 6, one role flag each (so each shows exactly that role's menus).
  for (const login of DEMO_LOGINS) {
    if (login.role === 'customer') continue;
    const flags = { [ROLE_FLAG[login.role]]: true };
    const employee = person(login.givenName, login.familyName, toronto, flags, {
      code: login.code,
      email: login.email,
    });
    if (employee.id !== login.personId) throw new Error(`demo login ${login.code} must be employee ${login.personId}`);
  }
  const sup = employees.find((e) => e.code === 'sup');
  const merch = employees.find((e) => e.code === 'merch');
  if (!sup || !merch) throw new Error('demo supervisor and merchandiser missing');
  merch.supervisorId = sup.id;
  merch.hourlyRate = 19.5;
  sup.hourlyRate = 28;

  // Regional supervisors are also merchandisers (the worker form requires a main role) and report to `sup`.
  const supervisors = [sup];
  for (const cityName of SUPERVISOR_CITIES) {
    const [first, last] = randomName();
    const place = must(placeByName.get(cityName), cityName);
    const hourlyRate = random.int(50, 64) / 2;
    supervisors.push(
      person(first, last, place, { isSupervisor: true, isMerchandiser: true, supervisorId: sup.id, hourlyRate }),
    );
  }

  for (const flags of OFFICE_STAFF) {
    const [first, last] = randomName();
    // Head office is in the Greater Toronto Area.
    const place = random.weighted(places.filter((p) => p.province.code === 'ON').slice(0, 5), (p) => p.seed.weight);
    person(first, last, place, flags, { email: `${ascii(first)}.${ascii(last)}@shelfline.example` });
  }

  const fieldCount = DEMO_COUNTS.employees - employees.length;
  const helpers = new Set(random.sample([...Array(fieldCount).keys()], HELPERS));
  const inactive = new Set(random.sample([...Array(fieldCount).keys()], INACTIVE_FIELD_WORKERS));
  for (let i = 0; i < fieldCount; i++) {
    const [first, last] = randomName();
    const place = random.weighted(places, (p) => p.seed.weight);
    const worker = person(first, last, place, {
      isMerchandiser: true,
      isHelper: helpers.has(i),
      inactive: inactive.has(i),
      hourlyRate: random.int(70, 96) / 4,
    });
    worker.supervisorId = nearest(worker, supervisors).id;
  }
  return employees;
}

function generateSupplierUsers(random: Random, suppliers: readonly Supplier[]): SupplierUser[] {
  const cust = must(
    DEMO_LOGINS.find((l) => l.code === 'cust'),
    'cust',
  );
  const goldenLeaf = must(
    suppliers.find((s) => s.code === 'GLB'),
    'GLB',
  );
  const users: SupplierUser[] = [
    {
      id: cust.personId,
      supplierId: goldenLeaf.id,
      userName: cust.code,
      firstName: cust.givenName,
      lastName: cust.familyName,
      email: cust.email,
      isInactive: false,
    },
  ];
  for (const supplier of suppliers.filter((s) => s.code !== 'GLB')) {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const domain = `${ascii(supplier.name.split(' ')[0] ?? supplier.code)}.example`;
    users.push({
      id: users.length + 1,
      supplierId: supplier.id,
      userName: `${supplier.code.toLowerCase()}.${ascii(firstName.charAt(0) + lastName)}`,
      firstName,
      lastName,
      email: `${ascii(firstName)}.${ascii(lastName)}@${domain}`,
      isInactive: supplier.isInactive,
    });
  }
  return users;
}

function streetAddress(random: Random, place: Place): { name: string; address: string } {
  const name = place.province.code === 'QC' ? random.pick(RUES) : random.pick(STREETS);
  const number = random.int(10, 9999);
  return { name, address: place.province.code === 'QC' ? `${number}, ${name}` : `${number} ${name}` };
}

/** A postal code of the city's forward sortation area with a random local delivery unit ('M5V 3L9'). */
function postalCode(random: Random, place: Place): string {
  const letter = () => random.pick([...POSTAL_LETTERS]);
  return `${place.seed.fsa} ${random.int(0, 9)}${letter()}${random.int(0, 9)}`;
}

/** A point around the city centre; big cities spread wider. */
function near(random: Random, place: Place): { latitude: number; longitude: number } {
  const spread = place.seed.weight >= 10 ? 2 : 1;
  return {
    latitude: round(place.seed.latitude + random.float(-0.04, 0.04, 5) * spread, 5),
    longitude: round(place.seed.longitude + random.float(-0.06, 0.06, 5) * spread, 5),
  };
}

function nearest(worker: Employee, supervisors: readonly Employee[]): Employee {
  let best = must(supervisors[0], 'supervisor');
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const supervisor of supervisors) {
    const d = distanceKm(worker, supervisor);
    if (d < bestDistance) {
      best = supervisor;
      bestDistance = d;
    }
  }
  return best;
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Lower-case ASCII letters only: 'Côté' → 'cote', "O'Brien" → 'obrien'. */
function ascii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** A list written as whitespace-separated words (names here have no spaces). */
function words(text: string): readonly string[] {
  return text.split(/\s+/).filter(Boolean);
}

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`demo data: ${what} not found`);
  return value;
}
