import sharp from 'sharp';
import type { SimulatorApi } from './api-client.ts';
import type { MailCodes } from './mail-codes.ts';

/** The simulator's people, kept between runs: found again by their addresses, never made twice. */
const DOMAIN = 'simulate.wayfare.ng';
/** Their one password (meets the password rule): a simulated city is never a real installation. */
const PASSWORD = 'Sim!Lagos2026';
const FIRST_NAMES = [
  'Ade',
  'Bola',
  'Chinedu',
  'Damilola',
  'Emeka',
  'Funmi',
  'Gbenga',
  'Halima',
  'Ifeoma',
  'Jide',
];
const SURNAMES = ['Okafor', 'Adeyemi', 'Balogun', 'Eze', 'Nwosu', 'Bello', 'Okonkwo', 'Lawal', 'Obi', 'Musa'];

export type SimulatedPerson = { email: string; token: string; name: string };
type Kind = 'driver' | 'rider';

const emailOf = (kind: Kind, n: number) => `sim-${kind}-${n}@${DOMAIN}`;
const nameOf = (n: number) => ({
  Firstname: FIRST_NAMES[n % FIRST_NAMES.length]!,
  Surname: SURNAMES[Math.floor(n / FIRST_NAMES.length) % SURNAMES.length]!,
});

/** Runs `work` on each item, `width` at a time. */
export async function inBatches<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width)
    results.push(...(await Promise.all(items.slice(start, start + width).map(work))));
  return results;
}

/** A picture for a licence, made on the spot (the server reads and re-encodes every upload). */
async function uploadPicture(api: SimulatorApi, adminToken: string, folder: string) {
  const png = await sharp({
    create: {
      width: 160,
      height: 100,
      channels: 3,
      background: '#3a7',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('File', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'simulated-licence.png');
  form.set('Folder', folder);
  form.set('PreferredFilename', 'simulated-licence');
  form.set('ResizedToWidth', '1200');
  form.set('ResizedToHeight', '0');
  const { Name } = await api.upload<{ Name: string }>('FileUpload/PictureUpload', adminToken, form);
  return `/uploads/${folder}/${Name}`;
}

/** The addresses of the simulator's accounts the server has already. */
async function existingEmails(api: SimulatorApi, adminToken: string, list: 'GetDrivers' | 'GetOtherUsers') {
  const found = new Set<string>();
  for (let page = 0; ; page++) {
    const rows = await api.get<{ EmailAddress: string }[]>(`Account/${list}`, adminToken, {
      keyword: DOMAIN,
      page,
      pageSize: 500,
    });
    for (const row of rows) found.add(row.EmailAddress.toLowerCase());
    if (rows.length < 500) return found;
  }
}

/**
 * The administrator's part of a new account, as the back office does it (issue 16 §1, 17 §1): the
 * account (a driver with their licence and a package), its password from the e-mailed code, then for
 * a driver the licence approved and an Approved car with unexpired papers.
 */
async function createPerson(
  input: { api: SimulatorApi; adminToken: string; mail: MailCodes; kind: Kind; n: number },
  driving: { licence: string; packageId: number } | undefined,
) {
  const { api, adminToken, kind, n } = input;
  const email = emailOf(kind, n);
  const created = await api.post<{ Id: string }>('Account/CreateUserAccount', adminToken, {
    ...nameOf(n),
    EmailAddress: email,
    PhoneNumber: `0803 ${String(1_000_000 + n).slice(-7)}`,
    Address: '12 Allen Avenue, Ikeja',
    ...(driving && {
      IsDriver: true,
      DriverLicense: driving.licence,
      LicenseExpiryDate: '2099-12-31',
      PackageId: driving.packageId,
    }),
  });
  const code = await input.mail.codeFor(email);
  await api.post('Account/CompletePasswordReset', undefined, {
    EmailAddress: email,
    VerificationCode: code,
    Password: PASSWORD,
    ConfirmPassword: PASSWORD,
  });
  if (!driving) return;
  await api.post('Account/ApproveLicense', adminToken, { Id: created.Id });
  const car = await api.post<{ Id: number }>('CarDetail/CreateCarDetailByAdmin', adminToken, {
    Name: 'Toyota',
    CarModel: 'Corolla',
    Year: 2021,
    LicenseNumber: `SIM ${n}`,
    CarLicense: driving.licence,
    LicenseExpiryDate: '2099-12-31',
    DriverEmail: email,
  });
  await api.post('CarDetail/ApproveCarDetail', adminToken, { Id: car.Id });
}

/**
 * `count` drivers or riders signed in: those of an earlier run found again, the missing ones made
 * (which needs the server to e-mail through `mail`).
 */
export async function simulatedPeople(
  input: { api: SimulatorApi; adminToken: string; mail: MailCodes; kind: Kind; count: number },
  log: (line: string) => void,
): Promise<SimulatedPerson[]> {
  const { api, adminToken, kind, count } = input;
  const existing = await existingEmails(api, adminToken, kind === 'driver' ? 'GetDrivers' : 'GetOtherUsers');
  const missing = Array.from({ length: count }, (_, n) => n).filter((n) => !existing.has(emailOf(kind, n)));
  if (missing.length > 0) {
    log(`making ${missing.length} simulated ${kind}s (${count - missing.length} there already)`);
    const driving =
      kind === 'driver'
        ? {
            licence: await uploadPicture(api, adminToken, 'Licences'),
            packageId: (
              await api.post<{ Id: number }>('Package/CreatePackage', adminToken, {
                Id: 0,
                Name: `Simulated drivers ${new Date().toISOString()}`,
                Amount: 0,
                MaxTotalRides: 1000,
                Publish: false,
              })
            ).Id,
          }
        : undefined;
    await inBatches(missing, 10, (n) => createPerson({ ...input, n }, driving));
  }
  return inBatches(
    Array.from({ length: count }, (_, n) => n),
    10,
    async (n) => {
      const email = emailOf(kind, n);
      const { Token } = await api.post<{ Token: string }>('Account/Authenticate', undefined, {
        EmailAddress: email,
        Password: PASSWORD,
      });
      const { Firstname, Surname } = nameOf(n);
      return { email, token: Token, name: `${Firstname} ${Surname}` };
    },
  );
}
