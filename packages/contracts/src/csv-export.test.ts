import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { callPath, type QueryOf } from './call.ts';
import { allCalls, type calls } from './calls/index.ts';
import { isCsvExportCall } from './csv-export.ts';

const exportCalls = allCalls.filter(isCsvExportCall);

describe('the CSV export calls (issue 32)', () => {
  it("are declared from the admin lists, named Export{Plural} in the list's area, with its access", () => {
    expect(exportCalls.map((call) => [callPath(call), callPath(call.csv.list)])).toContainEqual([
      'Order/ExportOrders',
      'Order/GetOrders',
    ]);
    for (const call of exportCalls) {
      expect(call.area).toBe(call.csv.list.area);
      expect(call.action).toMatch(/^Export[A-Z]/);
      expect(call.method).toBe('GET');
      expect(call.access).toEqual(call.csv.list.access);
      expect(call.access.kind).toBe('admin');
      expect(call.reply.kind).toBe('file');
      expect(call.csv.columns.length).toBeGreaterThan(0);
    }
  });

  it("take the list's query without paging: the keyword, the filters and any sort are kept", () => {
    for (const call of exportCalls) {
      const listKeys = Object.keys((call.csv.list.query as z.ZodObject).shape);
      const exportKeys = Object.keys((call.query as z.ZodObject).shape);
      expect(exportKeys).toEqual(listKeys.filter((key) => key !== 'page' && key !== 'pageSize'));
    }
    expectTypeOf<QueryOf<typeof calls.Order.ExportOrders>>().toEqualTypeOf<
      Omit<QueryOf<typeof calls.Order.GetOrders>, 'page' | 'pageSize'>
    >();
  });

  it('give every admin list of the back office an export', () => {
    const exported = new Set(exportCalls.map((call) => callPath(call.csv.list)));
    expect([...exported].sort()).toEqual([
      'Account/GetAdminRoles',
      'Account/GetAdmins',
      'Account/GetDrivers',
      'Account/GetOtherUsers',
      'Activity/GetAdminActivities',
      'Blogs/GetBlogs',
      'CarDetail/GetCarDetails',
      'CarDetail/GetExpiringDocuments',
      'City/GetCities',
      'Communication/GetAirtimeDataTransactions',
      'Complaint/GetComplaints',
      'Country/GetCountries',
      'Message/GetEmails',
      'Message/GetSMSs',
      'Order/GetOrders',
      'Package/GetPackages',
      'Payment/GetPayments',
      'Promo/GetPromoCodes',
      'Rating/GetRatings',
      'Referral/GetReferralAwards',
      'Ride/GetActiveRides',
      'Ride/GetRides',
      'State/GetStates',
      'Wallet/GetWalletTransactions',
    ]);
  });
});
