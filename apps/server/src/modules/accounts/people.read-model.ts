import { QueryBuilder } from 'drizzle-orm/pg-core';
import { users } from './accounts.table.ts';

const queries = new QueryBuilder();

/**
 * A person as other areas read one (a list joining its rides' riders, a lookup of a driver's e-mail):
 * the accounts' columns they may see, never a password, token or code. A subquery PostgreSQL folds
 * into the query that joins it, so that query's plan (and the accounts' indexes it uses) stays the same;
 * it cannot be written to, which only the accounts module does.
 */
export const peopleAs = (name: string) =>
  queries
    .select({
      id: users.id,
      emailAddress: users.emailAddress,
      firstname: users.firstname,
      surname: users.surname,
      middleName: users.middleName,
      phoneNumber: users.phoneNumber,
      picture: users.picture,
      isActive: users.isActive,
      isAdmin: users.isAdmin,
      isDriver: users.isDriver,
      adminRoleId: users.adminRoleId,
      driverLicense: users.driverLicense,
      licenseExpiryDate: users.licenseExpiryDate,
      licenseApprovedAt: users.licenseApprovedAt,
      referralCode: users.referralCode,
      ratingAsDriverSum: users.ratingAsDriverSum,
      ratingAsDriverCount: users.ratingAsDriverCount,
      ratingAsCustomerSum: users.ratingAsCustomerSum,
      ratingAsCustomerCount: users.ratingAsCustomerCount,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .as(name);

/** People, under the name `users` the queries joining them have always given them. */
export const people = peopleAs('users');
