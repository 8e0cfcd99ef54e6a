// The demo organization's people (issue 14): about forty workers of a bakery with three shops,
// varied enough that every list, filter, restriction and sensitive field has something to show.

export const DEMO_DEPARTMENTS = ['Bakery', 'Front of House', 'Delivery', 'Warehouse', 'Office'] as const;
export const DEMO_ORG_UNITS = ['Downtown', 'Airport', 'Harbor'] as const;
export const DEMO_USER_LABELS = ['Forklift', 'First Aid', 'Bilingual', 'Key Holder'] as const;
export const DEMO_SHIRT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

type Department = (typeof DEMO_DEPARTMENTS)[number];
type OrgUnit = (typeof DEMO_ORG_UNITS)[number];
type Label = (typeof DEMO_USER_LABELS)[number];

export type DemoWorker = {
  first: string;
  last: string;
  middle?: string;
  display?: string;
  department: Department;
  unit: OrgUnit;
  hired: string;
  labels: Label[];
  salaried?: boolean;
  /** Left the company: inactive, with this termination date. */
  left?: string;
};

const w = (
  first: string,
  last: string,
  department: Department,
  unit: OrgUnit,
  hired: string,
  labels: Label[] = [],
  more: Partial<DemoWorker> = {},
): DemoWorker => ({ first, last, department, unit, hired, labels, ...more });

/** The worker who is also the Downtown manager's sign-in (a person can be both). */
export const DEMO_MANAGER_WORKER = { first: 'Maya', last: 'Brooks' };

export const DEMO_WORKERS: DemoWorker[] = [
  w('Ana', 'Alvarez', 'Bakery', 'Downtown', '2018-03-05', ['Key Holder', 'First Aid']),
  w('Ben', 'Okafor', 'Bakery', 'Downtown', '2019-06-17'),
  w('Chloe', 'Nguyen', 'Front of House', 'Downtown', '2020-02-10', ['Bilingual']),
  w('Dev', 'Patel', 'Front of House', 'Airport', '2021-08-23', ['Bilingual']),
  w('Emma', 'Schmidt', 'Front of House', 'Harbor', '2017-11-01', ['Key Holder']),
  w('Farid', 'Haddad', 'Delivery', 'Harbor', '2019-09-09', ['Forklift']),
  w('Grace', 'Kim', 'Delivery', 'Downtown', '2022-04-04'),
  w('Hiroshi', 'Tanaka', 'Bakery', 'Airport', '2016-05-16', ['Key Holder']),
  w('Isabela', 'Costa', 'Front of House', 'Airport', '2023-01-09', ['Bilingual']),
  w('Jamal', 'Washington', 'Warehouse', 'Harbor', '2018-07-30', ['Forklift', 'First Aid']),
  w('Katarzyna', 'Nowak', 'Office', 'Downtown', '2015-10-12', ['Key Holder'], { display: 'Kasia Nowak', salaried: true }),
  w('Liam', "O'Connor", 'Delivery', 'Airport', '2023-03-20', [], { left: '2025-11-28' }),
  w('Mei', 'Chen', 'Bakery', 'Harbor', '2020-09-14', ['First Aid']),
  w('Nikolai', 'Petrov', 'Warehouse', 'Harbor', '2021-02-01', ['Forklift']),
  w('Olivia', 'Johnson', 'Front of House', 'Downtown', '2022-06-06', [], { middle: 'Rose' }),
  w('Pedro', 'Ramírez', 'Warehouse', 'Airport', '2019-12-02', ['Forklift', 'Bilingual']),
  w('Quinn', 'Murphy', 'Front of House', 'Harbor', '2024-02-12', [], { left: '2026-01-09' }),
  w('Rania', 'Aziz', 'Office', 'Harbor', '2020-05-04', ['Bilingual'], { salaried: true }),
  w('Samuel', 'Adeyemi', 'Bakery', 'Downtown', '2023-08-21'),
  w('Tamar', 'Levi', 'Front of House', 'Airport', '2021-11-29', ['First Aid']),
  w('Uwe', 'Becker', 'Bakery', 'Harbor', '2014-04-07', ['Key Holder']),
  w('Valentina', 'Rossi', 'Front of House', 'Downtown', '2023-04-24', ['Bilingual']),
  w('William', 'Brown', 'Delivery', 'Harbor', '2017-08-14', ['Forklift'], { middle: 'James', display: 'Will Brown' }),
  w('Ximena', 'Flores', 'Bakery', 'Airport', '2022-10-03', ['Bilingual']),
  w('Yusuf', 'Demir', 'Warehouse', 'Downtown', '2020-01-20', ['Forklift']),
  w('Zoe', 'Martin', 'Front of House', 'Harbor', '2025-02-03'),
  w('Aisha', 'Bello', 'Office', 'Airport', '2019-04-15', ['First Aid'], { salaried: true }),
  w('Bruno', 'Silva', 'Delivery', 'Downtown', '2021-05-10'),
  w('Carmen', 'Ortiz', 'Bakery', 'Downtown', '2016-12-05', ['Bilingual', 'First Aid'], { middle: 'Lucía' }),
  w('Daniel', 'Kowalski', 'Warehouse', 'Airport', '2023-09-11', ['Forklift']),
  w('Elena', 'Popescu', 'Front of House', 'Airport', '2018-02-19', ['Key Holder']),
  w('Finn', 'Larsen', 'Bakery', 'Harbor', '2024-10-07'),
  w('Gabriela', 'Santos', 'Front of House', 'Downtown', '2020-07-27', ['Bilingual']),
  w('Hassan', 'Karimi', 'Delivery', 'Airport', '2022-01-17', ['Forklift']),
  w('Ingrid', 'Johansson', 'Office', 'Downtown', '2017-03-13', [], { salaried: true }),
  w('Jonah', 'Goldberg', 'Bakery', 'Airport', '2021-06-28'),
  w('Keiko', 'Yamamoto', 'Front of House', 'Harbor', '2019-10-21', ['First Aid']),
  w('Luis', 'Herrera', 'Warehouse', 'Harbor', '2016-08-08', ['Forklift', 'Key Holder']),
  w(DEMO_MANAGER_WORKER.first, DEMO_MANAGER_WORKER.last, 'Office', 'Downtown', '2015-06-01', ['Key Holder', 'First Aid'], {
    salaried: true,
  }),
  w('Noah', 'Fischer', 'Delivery', 'Harbor', '2023-05-15', [], { left: '2025-08-29' }),
  w('Priya', 'Raman', 'Bakery', 'Downtown', '2025-06-09', ['Bilingual']),
];

const STREETS = ['Mill Street', 'River Road', 'Harbor Way', 'Oak Avenue', 'Baker Lane', 'Station Road', 'Elm Court'];
const EMERGENCY_FIRST_NAMES = ['Sam', 'Alex', 'Jordan', 'Robin'];
const HOURLY_BASE: Record<Department, number> = { Bakery: 18, 'Front of House': 16, Delivery: 19, Warehouse: 18.5, Office: 22 };

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

const addYears = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;

/** A worker's row values besides the references, made up deterministically from their place in the list. */
export function demoDetails(worker: DemoWorker, i: number) {
  const pad = (value: number) => String(value).padStart(2, '0');
  const everyThird = i % 3 === 0;
  const everyFourth = i % 4 === 0;
  return {
    employeeNumber: `E${1001 + i}`,
    email: `${ascii(worker.first)}.${ascii(worker.last)}@riversidebakery.example`,
    phone: `+1617555${String(100 + i).padStart(4, '0')}`,
    pin: String(2000 + i * 7),
    birthDate: everyThird ? `${1968 + ((i * 7) % 36)}-${pad((i % 12) + 1)}-${pad(((i * 11) % 28) + 1)}` : null,
    address: everyThird ? `${12 + i * 3} ${STREETS[i % STREETS.length]}, Riverside, MA 02139` : null,
    emergencyContactName: everyFourth ? `${EMERGENCY_FIRST_NAMES[(i / 4) % EMERGENCY_FIRST_NAMES.length]} ${worker.last}` : null,
    emergencyContactPhone: everyFourth ? `+1617555${String(300 + i).padStart(4, '0')}` : null,
    shirtSize: DEMO_SHIRT_SIZES[(i * 5) % DEMO_SHIRT_SIZES.length]!,
    unionMember: worker.department !== 'Office' && i % 2 === 0,
    locker: worker.department === 'Bakery' || worker.department === 'Warehouse' ? 100 + i : null,
  };
}

export type DemoRate = { effectiveFrom: string; rate: string; note: string };

/** Two or three rates: the starting one, then a raise at each of the first (one or two) anniversaries. */
export function demoPayRates(worker: DemoWorker, i: number): DemoRate[] {
  const years = worker.hired < '2023-01-01' ? 2 : 1;
  if (worker.salaried) {
    const start = 52_000 + i * 500;
    return Array.from({ length: years + 1 }, (_, y) => ({
      effectiveFrom: addYears(worker.hired, y),
      rate: (start * 1.03 ** y).toFixed(2),
      note: y === 0 ? 'Annual salary' : 'Annual salary, yearly review',
    }));
  }
  const start = HOURLY_BASE[worker.department] + (i % 5) * 0.25;
  return Array.from({ length: years + 1 }, (_, y) => ({
    effectiveFrom: addYears(worker.hired, y),
    rate: (start + y * 0.75).toFixed(2),
    note: y === 0 ? 'Starting rate' : 'Yearly review',
  }));
}
