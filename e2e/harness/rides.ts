import { codeIn, postApi, signInThroughApi, uniqueEmail } from './accounts.ts';
import { noisyPng } from './pictures.ts';
import type { WayfareServer } from './server.ts';

export type Driver = { email: string; password: string; fullName: string; token: string };

const DRIVER_PASSWORD = 'Dr1ver!Lagos';

/**
 * A driver allowed to drive, made as an administrator would (issue 16 §1): a licence picture uploaded,
 * `Account/CreateUserAccount` with IsDriver and the licence, the password chosen from the e-mailed code,
 * `Account/ApproveLicense`; signed in through the API.
 */
export async function makeDriver(
  server: WayfareServer,
  adminToken: string,
  names: { firstname: string; surname: string } = { firstname: 'Bola', surname: 'Eze' },
): Promise<Driver> {
  const upload = await fetch(`${server.baseURL}/api/FileUpload/PictureUpload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken}` },
    body: (() => {
      const form = new FormData();
      form.set('File', new Blob([noisyPng(160, 100)], { type: 'image/png' }), 'licence.png');
      form.set('Folder', 'Licences');
      form.set('PreferredFilename', `${names.firstname.toLowerCase()}-licence`);
      form.set('ResizedToWidth', '1200');
      form.set('ResizedToHeight', '0');
      return form;
    })(),
  });
  if (!upload.ok) throw new Error(`The licence upload answered ${upload.status}: ${await upload.text()}`);
  const { Name } = (await upload.json()) as { Name: string };
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
      DriverLicense: `/uploads/Licences/${Name}`,
      LicenseExpiryDate: '2030-06-30',
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
  const { Token } = await signInThroughApi(server, { email, password: DRIVER_PASSWORD });
  return {
    email,
    password: DRIVER_PASSWORD,
    fullName: `${names.firstname} ${names.surname}`,
    token: Token,
  };
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

/** The driver's next step on the ride: AcceptRide, ArriveRide, StartRide or CompleteRide. */
export const driveRide = (
  server: WayfareServer,
  driverToken: string,
  step: 'AcceptRide' | 'ArriveRide' | 'StartRide' | 'CompleteRide',
  id: number,
) => postApi<RideReply>(server, `Ride/${step}`, { Id: id }, driverToken);
