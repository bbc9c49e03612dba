import { CarStatus, type CarStatusId, carTexts, UPLOADS_PATH } from '@wayfare/contracts';
import { and, asc, isNull, like, sql } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Transaction } from '../../db/database.ts';
import { demoCarPaper, demoCarPicture } from '../../demo/demo-pictures.ts';
import type { DemoSeed } from '../../demo/demo-seed.ts';
import { users } from '../accounts/accounts.table.ts';
import { seeded } from '../rides/rides.demo-plan.ts';
import { carDetails, carDetailUpdates } from './cars.table.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const MAKES: Array<[name: string, models: string[]]> = [
  ['Toyota', ['Corolla', 'Camry', 'Sienna', 'Highlander']],
  ['Honda', ['Accord', 'Civic', 'Pilot']],
  ['Hyundai', ['Elantra', 'Sonata', 'Accent']],
  ['Kia', ['Rio', 'Cerato', 'Sorento']],
  ['Nissan', ['Almera', 'Sentra']],
  ['Lexus', ['ES 350', 'RX 350']],
];
const PLATE_PREFIXES = ['KJA', 'LND', 'ABJ', 'EKY', 'GGE', 'FKJ', 'KTU', 'APP', 'SMK', 'BDG'];
const INCOMPLETE_REASONS = [
  'The insurance certificate is unreadable; please upload a clearer picture',
  'The side picture shows another car; please take it again',
  'The vehicle licence has no expiry date on it',
];
const SUSPEND_REASONS = [
  'Riders reported a broken rear light; bring it in for a check',
  'The road-worthiness certificate could not be verified',
];

type Paper = 'front' | 'back' | 'side' | 'licence' | 'insurance' | 'roadWorthiness';
const PICTURE_KEYS: Record<Paper, string> = {
  front: 'demo/cars/car-front.jpg',
  back: 'demo/cars/car-back.jpg',
  side: 'demo/cars/car-side.jpg',
  licence: 'demo/cars/vehicle-licence.png',
  insurance: 'demo/cars/insurance-certificate.png',
  roadWorthiness: 'demo/cars/road-worthiness-certificate.png',
};

/** The demo cars' pictures and papers, drawn once into the uploads storage (a rerun finds them there). */
async function storePictures(storage: FileStorage) {
  const draw: Record<Paper, () => Promise<Buffer>> = {
    front: () => demoCarPicture('Front', '#2f4f7f'),
    back: () => demoCarPicture('Back', '#2f4f7f'),
    side: () => demoCarPicture('Side', '#2f4f7f'),
    licence: () => demoCarPaper('VEHICLE LICENCE'),
    insurance: () => demoCarPaper('CERTIFICATE OF INSURANCE'),
    roadWorthiness: () => demoCarPaper('ROAD WORTHINESS CERTIFICATE'),
  };
  await Promise.all(
    (Object.keys(PICTURE_KEYS) as Paper[]).map(async (paper) => {
      const key = PICTURE_KEYS[paper];
      if (await storage.stat(key)) return;
      await storage.write(key, await draw[paper](), key.endsWith('.png') ? 'image/png' : 'image/jpeg');
    }),
  );
  return Object.fromEntries(
    Object.entries(PICTURE_KEYS).map(([paper, key]) => [paper, `${UPLOADS_PATH}${key}`]),
  ) as Record<Paper, string>;
}

type PlannedCar = {
  car: typeof carDetails.$inferInsert;
  /** Its history after creation, each step by the approver: status, reason, when. */
  steps: Array<{ status: CarStatusId; reason: string | null; at: Date }>;
};

/**
 * issue 17 §6: the demo drivers' cars. Every driver who drives (has rides, or may take them) gets an
 * Approved car; a quarter of them a second car in another status; the drivers who may not drive one
 * Pending, Require Extra Information or Suspended car each, so every status shows, each with its
 * history. About one Approved car in six has its insurance expiring within 30 days. Then the demo rides
 * that had a driver get that driver's Approved car's copy, as AcceptRide would have recorded it.
 * Added once: when a demo driver has a car, only the rides' copy is filled (where still missing).
 */
export const carsDemo: DemoSeed = {
  area: 'cars',
  async seed(tx, storage) {
    const demoDriver = and(like(users.emailAddress, '%@demo.wayfare.ng'), isNull(users.deletedAt));
    const [existing] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(carDetails)
      .innerJoin(users, sql`${users.id} = ${carDetails.driverId}`)
      .where(demoDriver);
    let created = 0;
    if ((existing?.n ?? 0) === 0) created = await addCars(tx, storage);
    await copyCarsToRides(tx);
    return { created };
  },
};

async function addCars(tx: Transaction, storage: FileStorage) {
  const now = Date.now();
  const today = new Date(now).toISOString().slice(0, 10);
  const drivers = await tx
    .select({
      id: users.id,
      drives: sql<boolean>`(${users.isActive} and ${users.licenseApprovedAt} is not null
        and ${users.licenseExpiryDate} > ${today})
        or exists (select 1 from rides r where r.driver_id = "users"."id")`,
    })
    .from(users)
    .where(
      and(like(users.emailAddress, '%@demo.wayfare.ng'), isNull(users.deletedAt), sql`${users.isDriver}`),
    )
    .orderBy(asc(users.emailAddress));
  if (drivers.length === 0) return 0;
  const pictures = await storePictures(storage);
  const random = seeded(17);
  const days = (count: number) => new Date(now + count * DAY_MS).toISOString().slice(0, 10);
  const others: CarStatusId[] = [CarStatus.Pending, CarStatus.RequireExtraInformation, CarStatus.Suspended];

  const planned: PlannedCar[] = [];
  const plan = (driverId: string, status: CarStatusId, papersSoon: boolean) => {
    const index = planned.length;
    const [name, models] = MAKES[index % MAKES.length]!;
    // Approved and Suspended cars were added weeks before the rides began; the others lately.
    const createdAt = new Date(
      status === CarStatus.Approved || status === CarStatus.Suspended
        ? now - (35 + Math.floor(random() * 60)) * DAY_MS
        : now - (1 + Math.floor(random() * 10)) * DAY_MS - Math.floor(random() * 20) * HOUR_MS,
    );
    const decided = new Date(createdAt.getTime() + (3 + Math.floor(random() * 40)) * HOUR_MS);
    const steps: PlannedCar['steps'] = [];
    if (status === CarStatus.Approved || status === CarStatus.Suspended)
      steps.push({ status: CarStatus.Approved, reason: null, at: decided });
    if (status === CarStatus.Suspended)
      steps.push({
        status,
        reason: SUSPEND_REASONS[index % SUSPEND_REASONS.length]!,
        at: new Date(now - (1 + Math.floor(random() * 5)) * DAY_MS),
      });
    if (status === CarStatus.RequireExtraInformation)
      steps.push({ status, reason: INCOMPLETE_REASONS[index % INCOMPLETE_REASONS.length]!, at: decided });
    const insured = index % 4 !== 3;
    planned.push({
      car: {
        driverId,
        name,
        carModel: models[Math.floor(random() * models.length)]!,
        year: 2008 + Math.floor(random() * 17),
        licenseNumber: `${PLATE_PREFIXES[index % PLATE_PREFIXES.length]}-${String(101 + index * 7).padStart(3, '0')}${String.fromCharCode(65 + (index % 26), 65 + ((index * 5) % 26))}`,
        carLicense: pictures.licence,
        licenseExpiryDate: days(60 + Math.floor(random() * 300)),
        insurance: insured ? pictures.insurance : null,
        insuranceExpiryDate: insured
          ? days(papersSoon ? 3 + (index % 25) : 45 + Math.floor(random() * 300))
          : null,
        roadWorthiness: pictures.roadWorthiness,
        roadWorthinessExpiryDate: days(90 + Math.floor(random() * 250)),
        carFrontPicture: pictures.front,
        carBackPicture: pictures.back,
        carSidePicture: pictures.side,
        status,
        message: status === CarStatus.RequireExtraInformation ? steps.at(-1)!.reason : null,
        approvedAt: steps.find((step) => step.status === CarStatus.Approved)?.at ?? null,
        createdAt,
        updatedAt: steps.at(-1)?.at ?? createdAt,
      },
      steps,
    });
  };
  let second = 0;
  let grounded = 0;
  for (const [index, driver] of drivers.entries()) {
    if (driver.drives) {
      plan(driver.id, CarStatus.Approved, index % 6 === 0);
      if (index % 4 === 1) plan(driver.id, others[second++ % others.length]!, false);
    } else plan(driver.id, others[grounded++ % others.length]!, false);
  }

  const [approver] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(users.allowAllEndpoints, isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  const approvedBy = approver?.id ?? null;
  const saved = await tx
    .insert(carDetails)
    .values(planned.map(({ car }) => ({ ...car, approvedBy: car.approvedAt ? approvedBy : null })))
    .onConflictDoNothing()
    .returning({ id: carDetails.id, licenseNumber: carDetails.licenseNumber });
  const idOf = new Map(saved.map((row) => [row.licenseNumber, row.id]));
  const history: (typeof carDetailUpdates.$inferInsert)[] = [];
  for (const { car, steps } of planned) {
    const carDetailId = idOf.get(car.licenseNumber);
    if (carDetailId === undefined) continue;
    history.push({
      carDetailId,
      status: CarStatus.Pending,
      reason: carTexts.created,
      byUserId: car.driverId,
      createdAt: car.createdAt!,
    });
    for (const step of steps)
      history.push({
        carDetailId,
        status: step.status,
        reason: step.reason,
        byUserId: approvedBy,
        createdAt: step.at,
      });
  }
  if (history.length > 0) await tx.insert(carDetailUpdates).values(history);
  return saved.length + history.length;
}

/**
 * The demo rides that had a driver carry that driver's Approved car's copy (AcceptRide records it);
 * the rides seed runs before the cars exist, so the copy is filled here, where it is still missing.
 */
async function copyCarsToRides(tx: Transaction) {
  await tx.execute(sql`
    update rides r
    set car_detail_id = c.id, car_name = c.name, car_model = c.car_model, car_year = c.year,
      license_number = c.license_number
    from (select distinct on (driver_id) id, driver_id, name, car_model, year, license_number
          from car_details where status = ${CarStatus.Approved} and deleted_at is null
          order by driver_id, id) c
    join users u on u.id = c.driver_id and u.email_address like '%@demo.wayfare.ng'
    where r.driver_id = c.driver_id and r.car_detail_id is null`);
}
