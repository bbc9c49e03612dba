import { Endpoint, UPLOADS_PATH } from '@wayfare/contracts';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Transaction } from '../../db/database.ts';
import { demoPassword } from '../../demo/demo-password.ts';
import { demoLicencePicture } from '../../demo/demo-pictures.ts';
import type { DemoSeed } from '../../demo/demo-seed.ts';
import { adminRoleEndpoints, adminRoles } from '../admin-roles/admin-roles.table.ts';
import { walletVirtualAccounts } from '../wallet/wallet-accounts.table.ts';
import { seedDemoCrowd } from './accounts.demo-crowd.ts';
import { users } from './accounts.table.ts';

const DAY_MS = 86_400_000;
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

type Rights = { view?: boolean; create?: boolean; edit?: boolean; delete?: boolean };
const demoRoles: Array<{ name: string; rights: Array<[number, Rights]> }> = [
  {
    name: 'Support',
    rights: [
      [Endpoint.Ride, { view: true }],
      [Endpoint.Complaint, { view: true }],
    ],
  },
  {
    name: 'Accounts',
    rights: [
      [Endpoint.Account, { view: true }],
      [Endpoint.Wallet, { view: true, edit: true }],
      [Endpoint.Payment, { view: true, edit: true }],
      [Endpoint.Order, { view: true, create: true }],
    ],
  },
];

type DemoPerson = {
  firstname: string;
  surname: string;
  email: string;
  phone: string;
  address: string;
  sex: 1 | 2;
  role?: string;
  driver?: { licenseExpiresInDays: number; approved: boolean };
  suspended?: boolean;
  wallet?: { accountNumber: string; status: 1 | 2 | 3; error?: string };
  daysAgo: number;
};

// Believable Nigerian names and numbers; the addresses are on the demo domain, which receives nothing.
const demoPeople: DemoPerson[] = [
  {
    firstname: 'Chiamaka',
    surname: 'Eze',
    email: 'chiamaka.eze@demo.wayfare.ng',
    phone: '+2348031000001',
    address: '12 Admiralty Way, Lekki, Lagos',
    sex: 2,
    role: 'Support',
    daysAgo: 40,
  },
  {
    firstname: 'Tunde',
    surname: 'Bakare',
    email: 'tunde.bakare@demo.wayfare.ng',
    phone: '+2348031000002',
    address: '4 Aminu Kano Crescent, Wuse II, Abuja',
    sex: 1,
    role: 'Support',
    daysAgo: 38,
  },
  {
    firstname: 'Ngozi',
    surname: 'Obi',
    email: 'ngozi.obi@demo.wayfare.ng',
    phone: '+2348031000003',
    address: '9 Awolowo Road, Ikoyi, Lagos',
    sex: 2,
    role: 'Accounts',
    daysAgo: 35,
  },
  {
    firstname: 'Emeka',
    surname: 'Nwosu',
    email: 'emeka.nwosu@demo.wayfare.ng',
    phone: '+2348061000004',
    address: '22 Allen Avenue, Ikeja, Lagos',
    sex: 1,
    driver: { licenseExpiresInDays: 400, approved: true },
    wallet: { accountNumber: '9900000004', status: 2 },
    daysAgo: 30,
  },
  {
    firstname: 'Aisha',
    surname: 'Bello',
    email: 'aisha.bello@demo.wayfare.ng',
    phone: '+2348061000005',
    address: '3 Ahmadu Bello Way, Kaduna',
    sex: 2,
    driver: { licenseExpiresInDays: 200, approved: true },
    wallet: {
      accountNumber: '9900000005',
      status: 3,
      error: 'The bank could not match the BVN to this name',
    },
    daysAgo: 26,
  },
  {
    firstname: 'Segun',
    surname: 'Adeyemi',
    email: 'segun.adeyemi@demo.wayfare.ng',
    phone: '+2348061000006',
    address: '15 Ring Road, Ibadan',
    sex: 1,
    driver: { licenseExpiresInDays: 700, approved: false },
    wallet: { accountNumber: '9900000006', status: 1 },
    daysAgo: 5,
  },
  {
    firstname: 'Ifeanyi',
    surname: 'Okonkwo',
    email: 'ifeanyi.okonkwo@demo.wayfare.ng',
    phone: '+2348061000007',
    address: '7 Trans-Amadi Road, Port Harcourt',
    sex: 1,
    driver: { licenseExpiresInDays: -20, approved: true },
    daysAgo: 400,
  },
  {
    firstname: 'Musa',
    surname: 'Ibrahim',
    email: 'musa.ibrahim@demo.wayfare.ng',
    phone: '+2348061000008',
    address: '31 Murtala Mohammed Way, Kano',
    sex: 1,
    driver: { licenseExpiresInDays: 90, approved: true },
    suspended: true,
    daysAgo: 60,
  },
  {
    firstname: 'Ada',
    surname: 'Okafor',
    email: 'ada.okafor@demo.wayfare.ng',
    phone: '+2348091000009',
    address: '18 Herbert Macaulay Way, Yaba, Lagos',
    sex: 2,
    wallet: { accountNumber: '9900000009', status: 2 },
    daysAgo: 20,
  },
  {
    firstname: 'Bolaji',
    surname: 'Adewale',
    email: 'bolaji.adewale@demo.wayfare.ng',
    phone: '+2348091000010',
    address: '2 Oba Akran Avenue, Ikeja, Lagos',
    sex: 1,
    daysAgo: 12,
  },
  {
    firstname: 'Funmilayo',
    surname: 'Ogunleye',
    email: 'funmilayo.ogunleye@demo.wayfare.ng',
    phone: '+2348091000011',
    address: '40 Independence Layout, Enugu',
    sex: 2,
    wallet: { accountNumber: '9900000011', status: 3, error: 'The provider timed out' },
    daysAgo: 8,
  },
  {
    firstname: 'Yusuf',
    surname: 'Danjuma',
    email: 'yusuf.danjuma@demo.wayfare.ng',
    phone: '+2348091000012',
    address: '6 Gana Street, Maitama, Abuja',
    sex: 1,
    suspended: true,
    daysAgo: 3,
  },
];

async function storeLicencePicture(storage: FileStorage, person: DemoPerson, expiry: string) {
  const key = `demo/driver-licence-${person.firstname.toLowerCase()}-${person.surname.toLowerCase()}.png`;
  await storage.write(
    key,
    await demoLicencePicture(`${person.firstname} ${person.surname}`, expiry),
    'image/png',
  );
  return `${UPLOADS_PATH}${key}`;
}

async function seedRoles(tx: Transaction) {
  const names = demoRoles.map((role) => role.name);
  const existing = await tx
    .select({ name: adminRoles.name })
    .from(adminRoles)
    .where(
      inArray(
        sql`lower(${adminRoles.name})`,
        names.map((name) => name.toLowerCase()),
      ),
    );
  const have = new Set(existing.map((role) => role.name.toLowerCase()));
  let created = 0;
  for (const role of demoRoles.filter((candidate) => !have.has(candidate.name.toLowerCase()))) {
    const [saved] = await tx.insert(adminRoles).values({ name: role.name }).returning({ id: adminRoles.id });
    if (!saved) throw new Error(`the demo role ${role.name} was not saved`);
    await tx.insert(adminRoleEndpoints).values(
      role.rights.map(([endpoint, rights]) => ({
        roleId: saved.id,
        endpoint,
        canView: rights.view ?? false,
        canCreate: rights.create ?? false,
        canEdit: rights.edit ?? false,
        canDelete: rights.delete ?? false,
      })),
    );
    created += 1;
  }
  const all = await tx.select({ id: adminRoles.id, name: adminRoles.name }).from(adminRoles);
  return { created, roleIds: new Map(all.map((role) => [role.name.toLowerCase(), role.id])) };
}

/**
 * spec issue 14 §5: roles 'Support' and 'Accounts', three administrators holding them, drivers with a
 * Valid, a Pending and an Expired licence, riders, a few suspended, some wallet accounts; then the
 * crowd behind the rides (issue 16 §5). The people share one password (DEMO_PASSWORD, or a random one
 * said once when they are created).
 */
export const accountsDemo: DemoSeed = {
  area: 'accounts',
  async seed(tx, storage, password = demoPassword(undefined)) {
    const roles = await seedRoles(tx);
    const crowd = await seedDemoCrowd(tx, storage, password);
    const present = await tx
      .select({ email: users.emailAddress })
      .from(users)
      .where(
        and(
          inArray(
            users.emailAddress,
            demoPeople.map((person) => person.email),
          ),
          isNull(users.deletedAt),
        ),
      );
    const missing = demoPeople.filter((person) => !present.some((row) => row.email === person.email));
    if (missing.length === 0)
      return {
        created: roles.created + crowd,
        // Only the crowd is new (the hand-made people came from an earlier demo, with its password).
        ...(crowd > 0 ? { notes: [`The ${crowd} people added now: ${password.announcement()}`] } : {}),
      };

    const passwordHash = await password.hash();
    const [approver] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(users.allowAllEndpoints, isNull(users.deletedAt)))
      .limit(1);
    for (const person of missing) {
      const licenseExpiryDate = person.driver ? dayFromToday(person.driver.licenseExpiresInDays) : null;
      const driverLicense = licenseExpiryDate
        ? await storeLicencePicture(storage, person, licenseExpiryDate)
        : null;
      const createdAt = new Date(Date.now() - person.daysAgo * DAY_MS);
      const roleId = person.role ? roles.roleIds.get(person.role.toLowerCase()) : undefined;
      const [saved] = await tx
        .insert(users)
        .values({
          emailAddress: person.email,
          firstname: person.firstname,
          surname: person.surname,
          phoneNumber: person.phone,
          address: person.address,
          sex: person.sex,
          passwordHash,
          isEmailVerified: true,
          isActive: !person.suspended,
          isAdmin: roleId !== undefined,
          adminRoleId: roleId ?? null,
          isDriver: person.driver !== undefined,
          driverLicense,
          licenseExpiryDate,
          licenseApprovedAt: person.driver?.approved ? createdAt : null,
          licenseApprovedBy: person.driver?.approved ? (approver?.id ?? null) : null,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: users.id });
      if (saved && person.wallet) {
        await tx.insert(walletVirtualAccounts).values({
          userId: saved.id,
          accountNumber: person.wallet.accountNumber,
          status: person.wallet.status,
          errorMessage: person.wallet.error ?? null,
        });
      }
    }
    const administrators = missing
      .filter((person) => person.role)
      .map((person) => `${person.email} (${person.role})`);
    return {
      created: roles.created + missing.length + crowd,
      notes: [
        password.announcement() +
          (administrators.length > 0 ? `; administrators: ${administrators.join(', ')}` : ''),
      ],
    };
  },
};
