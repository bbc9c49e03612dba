import { Endpoint } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client.ts';
import { createTestApp, signedInAdmin, signedInUser, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const myAdminEndPoints = (token: string) => apiAs(t, token).get('/api/Settings/GetMyAdminEndPoints');

describe('Settings/GetMyAdminEndPoints', () => {
  it("lists exactly the endpoints a sub-administrator's role grants, with the actions granted", async () => {
    const subAdmin = await signedInUser(t, {
      rights: {
        [Endpoint.Payment]: { view: true },
        [Endpoint.Ride]: { edit: true, delete: true },
        // A row that grants nothing is not a permitted endpoint.
        [Endpoint.Wallet]: {},
      },
    });
    const response = await myAdminEndPoints(subAdmin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        Id: Endpoint.Payment,
        Name: 'Payment',
        CanView: true,
        CanModifyCreate: false,
        CanModifyEdit: false,
        CanModifyDelete: false,
      },
      {
        Id: Endpoint.Ride,
        Name: 'Ride',
        CanView: false,
        CanModifyCreate: false,
        CanModifyEdit: true,
        CanModifyDelete: true,
      },
    ]);
  });

  it('lists all eighteen endpoints with every action for an administrator with AllowAllEndPoints', async () => {
    const admin = await signedInAdmin(t);
    const endpoints = (await myAdminEndPoints(admin.token)).json();
    expect(endpoints.map((endpoint: { Id: number }) => endpoint.Id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18,
    ]);
    for (const endpoint of endpoints) {
      expect(endpoint).toMatchObject({
        CanView: true,
        CanModifyCreate: true,
        CanModifyEdit: true,
        CanModifyDelete: true,
      });
    }
  });

  it('lists nothing for a signed-in person who is not an administrator', async () => {
    const customer = await signedInUser(t);
    const response = await myAdminEndPoints(customer.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('lists nothing for an administrator flag without a role', async () => {
    const bareAdmin = await signedInUser(t, { isAdmin: true });
    expect((await myAdminEndPoints(bareAdmin.token)).json()).toEqual([]);
  });

  it('agrees with the AdminEndPoints the sign-in reply carries', async () => {
    const subAdmin = await signedInUser(t, { rights: { [Endpoint.Complaint]: { view: true } } });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Authenticate',
      payload: { EmailAddress: subAdmin.email, Password: subAdmin.password },
    });
    expect(signIn.json().User.AdminEndPoints).toEqual([{ Id: Endpoint.Complaint }]);
    expect((await myAdminEndPoints(subAdmin.token)).json().map((e: { Id: number }) => e.Id)).toEqual([
      Endpoint.Complaint,
    ]);
  });
});
