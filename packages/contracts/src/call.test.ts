import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { roleTexts } from './admin-roles.ts';
import {
  type BodyOf,
  callPath,
  callPaths,
  type EventOf,
  type fullAdministratorConditions,
  isForFullAdministrators,
  isForFullAdministratorsWhen,
  isStreamCall,
  type QueryOf,
  type ReplyOf,
} from './call.ts';
import { allCalls, callAreas, calls } from './calls/index.ts';
import type { Country } from './locations.ts';
import { Endpoint } from './permissions.ts';
import { userTexts } from './users.ts';

describe('call declarations', () => {
  it('name every call by its area and action, once', () => {
    const paths = allCalls.flatMap(callPaths).map((path) => path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
    expect(callPath(calls.Country.GetCountries)).toBe('Country/GetCountries');
    expect(callPaths(calls.State.GetStates)).toEqual(['State/GetStates', 'Country/GetStates']);
  });

  it('list every area in callAreas, as calls names them', () => {
    expect([...callAreas].sort()).toEqual(Object.keys(calls).sort());
  });

  it('give every call one method, one reply and who may make it', () => {
    for (const call of allCalls) {
      expect(['GET', 'POST', 'PUT', 'DELETE']).toContain(call.method);
      expect(['public', 'signedIn', 'admin']).toContain(call.access.kind);
      expect(call.reply.schema).toBeDefined();
      if (call.method === 'GET') expect(call.body).toBeUndefined();
    }
  });

  it('keep some admin calls to full administrators, each with the refusal the others get', () => {
    expect(allCalls.filter(isForFullAdministrators).map(callPath).sort()).toEqual([
      'Account/AddUserToAdminRole',
      'Account/CreateSubAdminRole',
      'Account/DeleteSubAdminRole',
      'Account/RemoveUserFromAdminRole',
      'Account/ResetTwoFactor',
      'Account/UpdateSubAdminRole',
      'Account/UpdateTwoFactorPolicy',
      'Activity/ExportAdminActivities',
      'Activity/GetAdminActivities',
    ]);
    expect(calls.Account.CreateSubAdminRole.access).toEqual({
      kind: 'admin',
      endpoint: Endpoint.Account,
      action: 'create',
      fullAdministratorsOnly: { refusal: roleTexts.fullAdministratorsOnly },
    });
    expect(calls.Activity.GetAdminActivities.access.fullAdministratorsOnly).toEqual({});
    expect(isForFullAdministrators(calls.Account.UpdateUserAccount)).toBe(false);
  });

  it('keep some admin calls to full administrators under a declared condition, with its words', () => {
    const when = (condition: keyof typeof fullAdministratorConditions) =>
      allCalls
        .filter((call) => !isForFullAdministrators(call) && isForFullAdministratorsWhen(call, condition))
        .map(callPath)
        .sort();
    expect(when('anotherAdministratorsAccount')).toEqual([
      'Account/ActivateUserAccount',
      'Account/ApproveLicense',
      'Account/DeleteUserAccount',
      'Account/MarkLicenseIncomplete',
      'Account/SuspendUserAccount',
      'Account/UpdateUserAccount',
    ]);
    expect(when('adminRoleChange')).toEqual(['Account/CreateUserAccount', 'Account/UpdateUserAccount']);
    expect(calls.Account.CreateUserAccount.access).toEqual({
      kind: 'admin',
      endpoint: Endpoint.Account,
      action: 'create',
      fullAdministratorsWhen: { conditions: ['adminRoleChange'], refusal: userTexts.fullAdministratorsOnly },
    });
    // A call kept to full administrators anyway is kept to them under every condition.
    expect(
      isForFullAdministratorsWhen(calls.Account.AddUserToAdminRole, 'anotherAdministratorsAccount'),
    ).toBe(true);
    expect(isForFullAdministratorsWhen(calls.Account.GetUserById, 'anotherAdministratorsAccount')).toBe(
      false,
    );
  });

  it("declare the providers' webhooks public, with a raw body and nothing else to parse", () => {
    const raw = allCalls.filter((call) => call.rawBody);
    expect(raw.map(callPath).filter((path) => path.startsWith('Payment/'))).toEqual([
      'Payment/PaystackWebhook',
      'Payment/FlutterwaveWebhook',
    ]);
    for (const call of raw.filter((call) => call.area === 'Payment')) {
      expect(call.access.kind).toBe('public');
      expect([call.body, call.query, call.multipart]).toEqual([undefined, undefined, undefined]);
    }
    // issue 29 §2: the SMS delivery reports, whose address carries its Secret (the only query they read).
    const reports = raw.filter((call) => call.area !== 'Payment');
    expect(reports.map(callPath)).toEqual([
      'Message/TermiiDeliveryReport',
      'Message/AfricasTalkingDeliveryReport',
    ]);
    for (const call of reports) {
      expect(call.access.kind).toBe('public');
      expect([call.body, call.multipart]).toEqual([undefined, undefined]);
      expect(Object.keys((call.query as z.ZodObject).shape)).toEqual(['Secret']);
    }
  });

  it('type what a client sends and receives from the schemas', () => {
    expectTypeOf<ReplyOf<typeof calls.Country.GetCountries>>().toEqualTypeOf<{
      rows: Country[];
      total: number;
    }>();
    expectTypeOf<ReplyOf<typeof calls.FileUpload.CreateFolder>>().toEqualTypeOf<string>();
    expectTypeOf<BodyOf<typeof calls.Country.CreateCountry>>().toHaveProperty('TwoLetterIsoCode');
    expectTypeOf<QueryOf<typeof calls.Country.GetCountries>>().toHaveProperty('keyword');
  });

  it('declare a stream call by the schema of its events, read event by event, never answered once', () => {
    expect(isStreamCall(calls.Ride.RideUpdates)).toBe(true);
    expect(allCalls.filter(isStreamCall).map(callPath)).toEqual([
      'Ride/RideUpdates',
      'Ride/MyDriverUpdates',
      'Ride/MyRideUpdates',
      'Ride/LiveMapUpdates',
    ]);
    expect(
      calls.Ride.RideUpdates.reply.event.parse({ Id: 7, RideStatus: 2, RideStatusName: 'Accepted' }),
    ).toEqual({
      Id: 7,
      RideStatus: 2,
      RideStatusName: 'Accepted',
    });
    expectTypeOf<EventOf<typeof calls.Ride.RideUpdates>>().toEqualTypeOf<{
      Id: number;
      RideStatus: number;
      RideStatusName: string;
    }>();
    expectTypeOf<ReplyOf<typeof calls.Ride.RideUpdates>>().toBeNever();
  });
});
