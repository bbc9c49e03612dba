import { codeIn, getApi, postApi, signInThroughApi, uniqueEmail } from './accounts.ts';
import { noisyPng } from './pictures.ts';
import type { WayfareServer } from './server.ts';

export type Driver = {
  email: string;
  password: string;
  fullName: string;
  token: string;
  /** The Approved car the driver accepts rides with. */
  car: { Id: number; LicenseNumber: string };
};
/** A driver without a car yet (`makeDriver(…, { withCar: false })`). */
export type CarlessDriver = Omit<Driver, 'car'>;

const DRIVER_PASSWORD = 'Dr1ver!Lagos';

/** A picture uploaded by an administrator into a folder; answers its FilePath. */
export async function uploadPicture(server: WayfareServer, adminToken: string, folder: string, name: string) {
  const upload = await fetch(`${server.baseURL}/api/FileUpload/PictureUpload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken}` },
    body: (() => {
      const form = new FormData();
      form.set('File', new Blob([noisyPng(160, 100)], { type: 'image/png' }), `${name}.png`);
      form.set('Folder', folder);
      form.set('PreferredFilename', name);
      form.set('ResizedToWidth', '1200');
      form.set('ResizedToHeight', '0');
      return form;
    })(),
  });
  if (!upload.ok) throw new Error(`The ${name} upload answered ${upload.status}: ${await upload.text()}`);
  const { Name } = (await upload.json()) as { Name: string };
  return `/uploads/${folder}/${Name}`;
}

let carNumbers = 0;

const drivingPackages = new WeakMap<WayfareServer, Promise<number>>();

/**
 * The package the journeys' drivers hold (issue 30: AcceptRide needs one), made once per server by
 * `Package/CreatePackage`: monthly, no price, rides enough, unpublished (not for sale).
 */
function drivingPackageId(server: WayfareServer, adminToken: string) {
  let id = drivingPackages.get(server);
  if (!id) {
    id = postApi<{ Id: number }>(
      server,
      'Package/CreatePackage',
      { Id: 0, Name: `Journey drivers ${Date.now()}`, Amount: 0, MaxTotalRides: 1000, Publish: false },
      adminToken,
    ).then((created) => created.Id);
    drivingPackages.set(server, id);
  }
  return id;
}

/**
 * A driver allowed to drive, made as an administrator would (issue 16 §1): a licence picture uploaded,
 * `Account/CreateUserAccount` with IsDriver, the licence and a package (issue 30: AcceptRide needs
 * one), the password chosen from the e-mailed code, `Account/ApproveLicense`; then (issue 17 §1:
 * AcceptRide needs it) a car with its licence picture, `CarDetail/CreateCarDetailByAdmin` and
 * `CarDetail/ApproveCarDetail` (none with `withCar: false`, for a journey that gives the driver a car
 * itself); signed in through the API.
 */
export function makeDriver(
  server: WayfareServer,
  adminToken: string,
  names?: { firstname: string; surname: string },
  options?: { withCar?: true },
): Promise<Driver>;
export function makeDriver(
  server: WayfareServer,
  adminToken: string,
  names: { firstname: string; surname: string } | undefined,
  options: { withCar: false },
): Promise<CarlessDriver>;
export async function makeDriver(
  server: WayfareServer,
  adminToken: string,
  names: { firstname: string; surname: string } = { firstname: 'Bola', surname: 'Eze' },
  { withCar = true }: { withCar?: boolean } = {},
): Promise<Driver | CarlessDriver> {
  const licence = await uploadPicture(
    server,
    adminToken,
    'Licences',
    `${names.firstname.toLowerCase()}-licence`,
  );
  const email = uniqueEmail('driver');
  const { Id } = await postApi<{ Id: string }>(
    server,
    'Account/CreateUserAccount',
    {
      Firstname: names.firstname,
      Surname: names.surname,
      EmailAddress: email,
      PhoneNumber: '0803 555 0102',
      Address: '12 Allen Avenue, Ikeja',
      Sex: 1,
      IsDriver: true,
      DriverLicense: licence,
      LicenseExpiryDate: '2030-06-30',
      PackageId: await drivingPackageId(server, adminToken),
    },
    adminToken,
  );
  const code = codeIn(await server.waitForMessage({ to: email, subjectIncludes: 'Choose a password' }));
  await postApi(server, 'Account/CompletePasswordReset', {
    EmailAddress: email,
    VerificationCode: code,
    Password: DRIVER_PASSWORD,
    ConfirmPassword: DRIVER_PASSWORD,
  });
  await postApi(server, 'Account/ApproveLicense', { Id }, adminToken);
  const car = withCar ? { car: await approvedCar(server, adminToken, email, names.firstname) } : {};
  const { Token } = await signInThroughApi(server, { email, password: DRIVER_PASSWORD });
  const fullName = `${names.firstname} ${names.surname}`;
  return { email, password: DRIVER_PASSWORD, fullName, token: Token, ...car };
}

/** An Approved car for the driver with this e-mail, its licence picture uploaded (issue 17 §1). */
async function approvedCar(server: WayfareServer, adminToken: string, email: string, firstname: string) {
  const carLicence = await uploadPicture(server, adminToken, 'Cars', `${firstname.toLowerCase()}-car`);
  carNumbers += 1;
  const licenseNumber = `LND ${carNumbers}${Date.now().toString(36).slice(-5)}`.toUpperCase();
  const car = await postApi<{ Id: number }>(
    server,
    'CarDetail/CreateCarDetailByAdmin',
    {
      Name: 'Toyota',
      CarModel: 'Corolla',
      Year: 2021,
      LicenseNumber: licenseNumber,
      CarLicense: carLicence,
      LicenseExpiryDate: '2099-06-30',
      DriverEmail: email,
    },
    adminToken,
  );
  await postApi(server, 'CarDetail/ApproveCarDetail', { Id: car.Id }, adminToken);
  return { Id: car.Id, LicenseNumber: licenseNumber };
}

type RideReply = { Id: number; RideStatus: number; RideStatusName: string; EstimatedAmount: number };

/** A rider's RequestRide (issue 16 §1): 10 km, normal traffic, to Lekki. */
export const requestRide = (server: WayfareServer, riderToken: string, more: object = {}) =>
  postApi<RideReply>(
    server,
    'Ride/RequestRide',
    {
      DistanceToCover: 10,
      IsHighTraffic: false,
      DestinationAddress: '12 Admiralty Way, Lekki',
      CurrentStreet: '3 Broad Street',
      CurrentCity: 'Lagos',
      CurrentSubregion: 'Lagos Island',
      AllowSharing: false,
      EnableCustomerPerferredAmount: false,
      ...more,
    },
    riderToken,
  );

/** A real place: its address as a rider types it, and where it is (WGS 84 degrees). */
export type Place = { street: string; city: string; latitude: number; longitude: number };

/**
 * A rider's RequestRide with both places' coordinates (issue 31): the distance is the server's (great
 * circle times ROAD_FACTOR), and dispatch offers the ride to the nearest idle online driver at once.
 */
export const requestRideBetween = (server: WayfareServer, riderToken: string, from: Place, to: Place) =>
  requestRide(server, riderToken, {
    DistanceToCover: undefined,
    CurrentStreet: from.street,
    CurrentCity: from.city,
    CurrentSubregion: from.city,
    PickupLatitude: from.latitude,
    PickupLongitude: from.longitude,
    DestinationAddress: `${to.street}, ${to.city}`,
    DestinationLatitude: to.latitude,
    DestinationLongitude: to.longitude,
  });

/** The driver takes the ride offered to them (issue 31): its offer among `Ride/GetMyOffers`, then `Ride/AcceptOffer`. */
export async function acceptOffer(server: WayfareServer, driverToken: string, rideId: number) {
  const offers = await fetch(`${server.baseURL}/api/Ride/GetMyOffers`, {
    headers: { Authorization: `Bearer ${driverToken}` },
  });
  if (!offers.ok) throw new Error(`GET Ride/GetMyOffers answered ${offers.status}: ${await offers.text()}`);
  const open = (await offers.json()) as { Id: number; RideId: number }[];
  const offer = open.find((candidate) => candidate.RideId === rideId);
  if (!offer) throw new Error(`No open offer of ride ${rideId} to this driver: ${JSON.stringify(open)}`);
  return postApi<RideReply>(server, 'Ride/AcceptOffer', { Id: offer.Id }, driverToken);
}

/** The driver's next step on the ride: AcceptRide, ArriveRide, StartRide or CompleteRide. */
export const driveRide = (
  server: WayfareServer,
  driverToken: string,
  step: 'AcceptRide' | 'ArriveRide' | 'StartRide' | 'CompleteRide',
  id: number,
) => postApi<RideReply>(server, `Ride/${step}`, { Id: id }, driverToken);

/** A Pending ride taken all the way by the driver: AcceptRide, ArriveRide, StartRide, CompleteRide. */
export async function driveToCompleted(server: WayfareServer, driverToken: string, id: number) {
  for (const step of ['AcceptRide', 'ArriveRide', 'StartRide', 'CompleteRide'] as const)
    await driveRide(server, driverToken, step, id);
}

/**
 * The Ride Setting Center with no grace for cancelling (the spec's four properties sent back unchanged):
 * a rider cancelling once a driver took the ride pays the fee. Answers the fee, in naira.
 */
export async function withoutCancellationGrace(server: WayfareServer, adminToken: string) {
  const setting = await getApi<Record<string, number>>(server, 'Ride/GetRideSetting', adminToken);
  await postApi(
    server,
    'Ride/UpdateRideSetting',
    {
      HighTrafficEsitmatedBillingUnit: setting.HighTrafficEsitmatedBillingUnit,
      EsitmatedBillingUnit: setting.EsitmatedBillingUnit,
      MinAmountForSharedRide: setting.MinAmountForSharedRide,
      SharedDiscountInPercent: setting.SharedDiscountInPercent,
      CancellationGraceMinutes: 0,
    },
    adminToken,
  );
  return setting.CancellationFee!;
}
