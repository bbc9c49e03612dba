import {
  type CallDeclaration,
  Endpoint,
  isForFullAdministrators,
  type SessionUser,
} from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { describe, expect, it } from 'vitest';
import { canMakeCall } from '../../components/screen/index.ts';
import { activeMenuItemAt, adminMenu, adminPageAt, shellTitleAt, visibleMenu } from './admin-menu.ts';

const adminUser: SessionUser = {
  Id: 'a',
  EmailAddress: 'a@example.ng',
  Surname: 'Okafor',
  FirstName: 'Ada',
  HasAdminRole: true,
  AllowAllEndPoints: false,
  AdminEndPoints: [],
};

const pagesOf = (groups: ReturnType<typeof visibleMenu>) =>
  Object.fromEntries(groups.map((group) => [group.title, group.items.map((item) => item.page)]));

// spec 000 §2.2 and §6: the side menu.
describe('admin menu', () => {
  it('has the spec groups in the spec order, with their items', () => {
    const groups = pagesOf(adminMenu);
    expect(Object.keys(groups)).toEqual([
      'Dashboard',
      'Accounts Activites',
      'Ride Activities',
      'Website Transactions',
      'Website Settings',
    ]);
    expect(groups.Dashboard).toEqual(['home']);
    expect(groups['Accounts Activites']).toEqual(['accounts', 'drivers', 'users', 'roles', 'activity']);
    expect(groups['Ride Activities']).toEqual([
      'activerides',
      'otherrides',
      'livemap',
      'cardetails',
      'onboarding',
      'packages',
      'ratings',
      'complaints',
      'promotions',
    ]);
    expect(groups['Website Transactions']).toEqual([
      'wallets',
      'orders',
      'payments',
      'emails',
      'sms',
      'airtimes',
    ]);
    expect(groups['Website Settings']?.slice(0, 3)).toEqual(['messagetemplates', 'articles', 'settings']);
  });

  it('labels the items as the spec names them', () => {
    const labels = Object.fromEntries(
      adminMenu.flatMap((group) => group.items).map((item) => [item.page, item.label]),
    );
    expect(labels).toMatchObject({
      accounts: 'Admin Accounts',
      drivers: 'Driver Accounts',
      users: 'User Accounts',
      roles: 'Roles',
      activity: 'Admin Activity',
      cardetails: "Driver's Car Details",
      packages: 'Driver Packages',
      ratings: 'Driver Ratings',
      airtimes: 'Airtime/Data',
      articles: 'Blog & Articles',
      settings: 'Ride Settings',
    });
  });

  it('shows only the AllowForAll items when nothing is permitted, hiding the empty groups', () => {
    const groups = visibleMenu(new Set());
    expect(groups.map((group) => group.title)).toEqual(['Dashboard', 'Website Settings']);
    for (const item of groups.flatMap((group) => group.items))
      expect(item.endpoint).toBe(Endpoint.AllowForAll);
    expect(pagesOf(groups)['Website Settings']).not.toContain('messagetemplates');
  });

  it('shows an item once its endpoint is permitted', () => {
    const groups = pagesOf(visibleMenu(new Set([Endpoint.Package, Endpoint.Complaint])));
    expect(groups['Ride Activities']).toEqual(['packages', 'complaints']);
    expect(groups['Accounts Activites']).toBeUndefined();
    expect(groups['Website Transactions']).toBeUndefined();
  });

  it('shows every item when every endpoint is permitted', () => {
    const all = new Set(Object.values(Endpoint));
    expect(visibleMenu(all, () => true)).toEqual(adminMenu);
  });

  it('shows Admin Activity to full administrators only, as its call is declared', () => {
    const accountRights = [
      {
        Id: Endpoint.Account,
        Name: 'Account',
        CanView: true,
        CanModifyCreate: true,
        CanModifyEdit: true,
        CanModifyDelete: true,
      },
    ];
    const accounts = (full: boolean) => {
      const caller = { user: { ...adminUser, AllowAllEndPoints: full }, endpoints: accountRights };
      const mayMake = (call: CallDeclaration) => canMakeCall(call, caller) === 'allowed';
      return pagesOf(visibleMenu(new Set([Endpoint.Account]), mayMake))['Accounts Activites'];
    };
    expect(accounts(false)).toEqual(['accounts', 'drivers', 'users', 'roles']);
    expect(accounts(true)).toEqual(['accounts', 'drivers', 'users', 'roles', 'activity']);
    expect(isForFullAdministrators(calls.Activity.GetAdminActivities)).toBe(true);
  });

  it('shows the onboarding queue to whoever may approve cars or licences, and to no one else', () => {
    const edit = (Id: number) => ({
      Id,
      Name: String(Id),
      CanView: true,
      CanModifyCreate: false,
      CanModifyEdit: true,
      CanModifyDelete: false,
    });
    const queueShows = (endpoints: ReturnType<typeof edit>[]) => {
      const caller = { user: adminUser, endpoints };
      const mayMake = (call: CallDeclaration) => canMakeCall(call, caller) === 'allowed';
      const permitted = new Set(endpoints.map((endpoint) => endpoint.Id));
      return pagesOf(visibleMenu(permitted, mayMake))['Ride Activities']?.includes('onboarding') ?? false;
    };
    expect(queueShows([edit(Endpoint.CarDetail)])).toBe(true);
    expect(queueShows([edit(Endpoint.Account)])).toBe(true);
    expect(queueShows([{ ...edit(Endpoint.CarDetail), CanModifyEdit: false }])).toBe(false);
    expect(queueShows([edit(Endpoint.Ride)])).toBe(false);
  });

  it('ties each item to its endpoint', () => {
    const only = (endpoint: number) =>
      visibleMenu(new Set([endpoint]))
        .flatMap((group) => group.items)
        .filter((item) => item.endpoint !== Endpoint.AllowForAll)
        .map((item) => item.page);
    expect(only(Endpoint.Account)).toEqual(['accounts', 'drivers', 'users', 'roles']);
    expect(only(Endpoint.Ride)).toEqual(['activerides', 'otherrides', 'livemap', 'settings']);
    expect(only(Endpoint.Message)).toEqual(['emails', 'sms']);
    expect(only(Endpoint.MessageTemplate)).toEqual(['messagetemplates']);
    expect(only(Endpoint.Order)).toEqual(['orders']);
    expect(only(Endpoint.Payment)).toEqual(['payments']);
    expect(only(Endpoint.CarDetail)).toEqual(['cardetails']);
    expect(only(Endpoint.Rating)).toEqual(['ratings']);
    // Issue 29 §3: the areas that were every administrator's each show with their own endpoint.
    expect(only(Endpoint.Blog)).toEqual(['articles']);
    expect(only(Endpoint.Location)).toEqual(['countries']);
    expect(only(Endpoint.Category)).toEqual(['categories']);
    expect(only(Endpoint.ReferralAward)).toEqual(['referralawards']);
    // Issue 30: the promo codes, in Ride Activities.
    expect(only(Endpoint.Promotion)).toEqual(['promotions']);
  });

  it('keeps AllowForAll to the dashboard and the form playground, which make no call a role governs', () => {
    const forEveryone = pagesOf(visibleMenu(new Set()));
    expect(forEveryone).toEqual({ Dashboard: ['home'], 'Website Settings': ['eforms'] });
  });

  it('finds the admin page at an address, for its title', () => {
    expect(adminPageAt('/admin/cardetails')?.label).toBe("Driver's Car Details");
    expect(adminPageAt('/ADMIN/Packages/')?.label).toBe('Driver Packages');
    expect(adminPageAt('/admin/states')?.label).toBe('States');
    expect(adminPageAt('/admin/nosuchpage')).toBeUndefined();
    expect(adminPageAt('/packages')).toBeUndefined();
    // issue 16 §4: a ride's page belongs to its list; other pages have no record pages.
    expect(adminPageAt('/admin/activerides/42')?.label).toBe('Active Rides');
    expect(adminPageAt('/admin/OtherRides/42/')?.label).toBe('Ride Center');
    expect(adminPageAt('/admin/packages/3')).toBeUndefined();
    expect(adminPageAt('/admin/activerides/42/more')).toBeUndefined();
  });

  it("titles a page after the active menu item: the locations item's on its states and cities tabs", () => {
    expect(shellTitleAt('/admin/activerides')).toBe('Active Rides');
    // spec 001 §2 names these screens otherwise than their menu items; a car's page is titled as its list.
    expect(shellTitleAt('/admin/packages')).toBe('Packages Center');
    expect(shellTitleAt('/admin/cardetails')).toBe('Car Detail Center');
    expect(shellTitleAt('/admin/cardetails/12')).toBe('Car Detail Center');
    expect(shellTitleAt('/admin/states')).toBe('Countries, States & Cities');
    expect(shellTitleAt('/Admin/Cities/')).toBe('Countries, States & Cities');
    // spec 001 §2 names these screens otherwise than their menu items; a complaint's page is its list's.
    expect(shellTitleAt('/admin/ratings')).toBe('Rating Activities');
    expect(shellTitleAt('/admin/complaints')).toBe('Complaint Center');
    expect(shellTitleAt('/admin/complaints/7')).toBe('Complaint Center');
    expect(shellTitleAt('/order/42')).toBe('Order Invoice');
    expect(shellTitleAt('/admin/nosuchpage')).toBe('Page not found');
  });

  it('marks the locations item active on its states and cities tabs too', () => {
    expect(activeMenuItemAt('/admin/countries')).toBe('countries');
    expect(activeMenuItemAt('/admin/states')).toBe('countries');
    expect(activeMenuItemAt('/Admin/Cities/')).toBe('countries');
    expect(activeMenuItemAt('/admin/packages')).toBe('packages');
    expect(activeMenuItemAt('/admin/nosuchpage')).toBeUndefined();
  });
});
