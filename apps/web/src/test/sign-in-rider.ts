import { session } from '../lib/session.ts';

/** Signs in Ada Okafor, a rider (not an administrator), as the customer screens' tests need. */
export const signInRider = () =>
  session.signIn({
    Token: 'rider-token',
    User: {
      Id: 'c1',
      EmailAddress: 'ada@example.com',
      Surname: 'Okafor',
      FirstName: 'Ada',
      HasAdminRole: false,
      AllowAllEndPoints: false,
      AdminEndPoints: [],
    },
    RequireNewPassword: false,
  });
