/**
 * Every kind of message the product sends, numbered (EmailType), with the values its wording may use
 * and the default wording (today's) a type keeps until an administrator saves one of their own.
 * Later areas add their types here, numbered on.
 */
export type MessageTemplateTypeDefinition = {
  EmailType: number;
  Name: string;
  Description: string;
  HasSMS: boolean;
  Placeholders: readonly string[];
  /** Shown by the preview in place of real values. */
  sample: Record<string, string>;
  defaults: { Subject: string; Template: string; SMSMessage: string };
};

const sampleLink = 'https://wayfare.example/account/setpassword?email=ada%40example.ng&code=482913';

export const messageTemplateTypes = [
  {
    EmailType: 1,
    Name: 'Password Reset',
    Description: 'The code (and a link) sent to a person who asked to set a new password',
    HasSMS: false,
    Placeholders: ['FirstName', 'Code', 'Link', 'ExpiryMinutes'],
    sample: { FirstName: 'Ada', Code: '482913', Link: sampleLink, ExpiryMinutes: '10' },
    defaults: {
      Subject: 'Your code to set a new password',
      Template:
        '<p>Your code to set a new password is {{Code}}. The code works once, for {{ExpiryMinutes}} minutes.</p>' +
        '<p>Or open <a href="{{Link}}">{{Link}}</a> to choose your new password.</p>' +
        '<p>If you did not ask for this, ignore this message: your password stays as it is.</p>',
      SMSMessage: '',
    },
  },
  {
    EmailType: 2,
    Name: 'Account Deletion',
    Description: 'The code sent to a person who asked to delete their account',
    HasSMS: false,
    Placeholders: ['FirstName', 'Code', 'ExpiryMinutes'],
    sample: { FirstName: 'Ada', Code: '482913', ExpiryMinutes: '10' },
    defaults: {
      Subject: 'Your code to delete your account',
      Template:
        '<p>Your code to delete your account is {{Code}}. The code works once, for {{ExpiryMinutes}} minutes.</p>' +
        '<p>If you did not ask for this, ignore this message: your account stays as it is.</p>',
      SMSMessage: '',
    },
  },
  {
    EmailType: 3,
    Name: 'New Account',
    Description:
      'The code and link sent to the owner of an account an administrator made, to choose a password',
    HasSMS: false,
    Placeholders: ['FirstName', 'Code', 'Link', 'ExpiryHours'],
    sample: { FirstName: 'Ada', Code: '482913', Link: sampleLink, ExpiryHours: '72' },
    defaults: {
      Subject: 'Choose a password for your Wayfare account',
      Template:
        '<p>Hello {{FirstName}},</p>' +
        '<p>An account has been made for you on Wayfare. Your code to choose a password is {{Code}}; ' +
        'it works once, for {{ExpiryHours}} hours.</p>' +
        '<p>Or open <a href="{{Link}}">{{Link}}</a> to choose your password.</p>',
      SMSMessage: '',
    },
  },
  // issue 17 §1–§2: what the driver is told about their car and papers.
  {
    EmailType: 4,
    Name: 'Car Approved',
    Description: 'Sent to a driver when an administrator approves their car',
    HasSMS: false,
    Placeholders: ['FirstName', 'CarName', 'LicenseNumber', 'Message'],
    sample: { FirstName: 'Ada', CarName: 'Toyota Corolla', LicenseNumber: 'LND 123 AB', Message: '' },
    defaults: {
      Subject: 'Your car {{LicenseNumber}} is approved',
      Template:
        '<p>Hello {{FirstName}},</p>' +
        '<p>Your car {{CarName}} ({{LicenseNumber}}) has been approved: you can now accept rides with it.</p>' +
        '<p>{{Message}}</p>',
      SMSMessage: '',
    },
  },
  {
    EmailType: 5,
    Name: 'Car Suspended',
    Description: 'Sent to a driver when an administrator suspends their car',
    HasSMS: false,
    Placeholders: ['FirstName', 'CarName', 'LicenseNumber', 'Message'],
    sample: {
      FirstName: 'Ada',
      CarName: 'Toyota Corolla',
      LicenseNumber: 'LND 123 AB',
      Message: 'A rider reported a broken seat belt.',
    },
    defaults: {
      Subject: 'Your car {{LicenseNumber}} is suspended',
      Template:
        '<p>Hello {{FirstName}},</p>' +
        '<p>Your car {{CarName}} ({{LicenseNumber}}) has been suspended: it cannot take rides until an administrator approves it again.</p>' +
        '<p>{{Message}}</p>',
      SMSMessage: '',
    },
  },
  {
    EmailType: 6,
    Name: 'Car Incomplete',
    Description: 'Sent to a driver when an administrator asks for more about their car, with the reason',
    HasSMS: false,
    Placeholders: ['FirstName', 'CarName', 'LicenseNumber', 'Message'],
    sample: {
      FirstName: 'Ada',
      CarName: 'Toyota Corolla',
      LicenseNumber: 'LND 123 AB',
      Message: 'The insurance picture is blurred.',
    },
    defaults: {
      Subject: 'We need more about your car {{LicenseNumber}}',
      Template:
        '<p>Hello {{FirstName}},</p>' +
        '<p>Your car {{CarName}} ({{LicenseNumber}}) needs more information before it can take rides:</p>' +
        '<p>{{Message}}</p><p>Update the car in the app and we will look at it again.</p>',
      SMSMessage: '',
    },
  },
  {
    EmailType: 7,
    Name: 'Document Expiring',
    Description: "Sent to a driver 30, 7 and 1 days before a car's paper or their licence expires",
    HasSMS: false,
    Placeholders: ['FirstName', 'Document', 'Item', 'ExpiryDate', 'DaysLeft'],
    sample: {
      FirstName: 'Ada',
      Document: 'Insurance',
      Item: 'Toyota Corolla (LND 123 AB)',
      ExpiryDate: '2026-12-31',
      DaysLeft: '7',
    },
    defaults: {
      Subject: 'Your {{Document}} expires in {{DaysLeft}} day(s)',
      Template:
        '<p>Hello {{FirstName}},</p>' +
        '<p>Your {{Document}} ({{Item}}) expires on {{ExpiryDate}}, in {{DaysLeft}} day(s).</p>' +
        '<p>Upload the renewed document before then to keep taking rides.</p>',
      SMSMessage: '',
    },
  },
  {
    EmailType: 8,
    Name: 'Document Expired',
    Description: "Sent to a driver when a car's paper or their licence has expired",
    HasSMS: false,
    Placeholders: ['FirstName', 'Document', 'Item', 'ExpiryDate'],
    sample: {
      FirstName: 'Ada',
      Document: 'Insurance',
      Item: 'Toyota Corolla (LND 123 AB)',
      ExpiryDate: '2026-12-31',
    },
    defaults: {
      Subject: 'Your {{Document}} has expired',
      Template:
        '<p>Hello {{FirstName}},</p>' +
        '<p>Your {{Document}} ({{Item}}) expired on {{ExpiryDate}}. Rides need it again: upload the renewed document for an administrator to approve.</p>',
      SMSMessage: '',
    },
  },
  // Issue 17 §4: the complaint's rider is told when an administrator answers or closes it. Numbered
  // after the car messages of the same issue (4 to 8).
  {
    EmailType: 9,
    Name: 'Complaint Answered',
    Description: 'Sent to the rider when an administrator responds to their complaint',
    HasSMS: false,
    Placeholders: ['FirstName', 'ComplaintTitle', 'Feedback'],
    sample: {
      FirstName: 'Ada',
      ComplaintTitle: 'The driver took a longer route',
      Feedback: 'We have spoken to the driver and refunded the difference.',
    },
    defaults: {
      Subject: 'We have answered your complaint: {{ComplaintTitle}}',
      Template:
        '<p>Hello {{FirstName}},</p>' +
        '<p>We have answered your complaint <strong>{{ComplaintTitle}}</strong>:</p>' +
        '<blockquote>{{Feedback}}</blockquote>' +
        '<p>If this does not settle it, reply to the complaint from your rides and we will look again.</p>',
      SMSMessage: '',
    },
  },
  {
    EmailType: 10,
    Name: 'Complaint Closed',
    Description: 'Sent to the rider when an administrator closes their complaint without a response',
    HasSMS: false,
    Placeholders: ['FirstName', 'ComplaintTitle'],
    sample: { FirstName: 'Ada', ComplaintTitle: 'The driver took a longer route' },
    defaults: {
      Subject: 'Your complaint is closed: {{ComplaintTitle}}',
      Template:
        '<p>Hello {{FirstName}},</p>' +
        '<p>Your complaint <strong>{{ComplaintTitle}}</strong> has been closed.</p>' +
        '<p>If it is not settled, reply to the complaint from your rides and we will look again.</p>',
      SMSMessage: '',
    },
  },
  // Issue 19 §1: the customer of an order an administrator made is sent its invoice's address.
  {
    EmailType: 11,
    Name: 'Order Invoice',
    Description: 'Sent to the customer of an order an administrator made, with the link to its invoice',
    HasSMS: false,
    Placeholders: ['FirstName', 'OrderId', 'Amount', 'DueDate', 'Link'],
    sample: {
      FirstName: 'Ada',
      OrderId: 'WF-000123',
      Amount: '₦21,500',
      DueDate: '2026-12-31',
      Link: 'https://wayfare.example/order?orderid=6f1c2b0e-8a4d-4f7e-9b1a-2c3d4e5f6a7b',
    },
    defaults: {
      Subject: 'Your invoice {{OrderId}}',
      Template:
        '<p>Hello {{FirstName}},</p>' +
        '<p>Your invoice {{OrderId}} for {{Amount}} is ready, due by {{DueDate}}.</p>' +
        '<p>Open <a href="{{Link}}">{{Link}}</a> to see it, download it and pay by card, from your wallet or in cash.</p>',
      SMSMessage: '',
    },
  },
  // issue 19 §2: the receipt queued in the transaction that marks an order's payment Paid.
  {
    EmailType: 12,
    Name: 'Payment Receipt',
    Description: "Sent to the customer once an order's payment is Paid (by card, wallet or approved cash)",
    HasSMS: false,
    Placeholders: ['FirstName', 'OrderId', 'Amount', 'PaymentDate', 'Gateway', 'Link'],
    sample: {
      FirstName: 'Ada',
      OrderId: 'WF-000123',
      Amount: '₦21,500.50',
      PaymentDate: '26 Nov 2026, 10:45',
      Gateway: 'Paystack',
      Link: 'https://wayfare.example/order/5b0e7c1e-6a4f-4a53-9a43-0f1f5c2d7e10',
    },
    defaults: {
      Subject: 'Your receipt for order {{OrderId}}',
      Template:
        '<p>Hello {{FirstName}},</p>' +
        '<p>We have received your payment of <strong>{{Amount}}</strong> for order {{OrderId}} ' +
        'on {{PaymentDate}}, by {{Gateway}}. Thank you.</p>' +
        '<p>Your invoice and receipt are at <a href="{{Link}}">{{Link}}</a>.</p>',
      SMSMessage: '',
    },
  },
  // issue 29 §3: Account/Register answers alike for a new address and a taken one; the e-mail says which.
  {
    EmailType: 13,
    Name: 'Welcome',
    Description: 'Sent to a person who registered with an address new to Wayfare: their account is ready',
    HasSMS: false,
    Placeholders: ['FirstName', 'SignInLink'],
    sample: { FirstName: 'Ada', SignInLink: 'https://wayfare.example/account/login' },
    defaults: {
      Subject: 'Welcome to Wayfare',
      Template:
        '<p>Hello {{FirstName}},</p>' +
        '<p>Your Wayfare account is ready. Sign in with your e-mail address and the password you chose at ' +
        '<a href="{{SignInLink}}">{{SignInLink}}</a>.</p>',
      SMSMessage: '',
    },
  },
  {
    EmailType: 14,
    Name: 'Registration Attempt',
    Description:
      'Sent to the owner of an account when someone registers again with its e-mail address (no account is made)',
    HasSMS: false,
    Placeholders: ['FirstName', 'SignInLink', 'ResetLink'],
    sample: {
      FirstName: 'Ada',
      SignInLink: 'https://wayfare.example/account/login',
      ResetLink: 'https://wayfare.example/account/resetpassword',
    },
    defaults: {
      Subject: 'Someone tried to register with your e-mail address',
      Template:
        '<p>Hello {{FirstName}},</p>' +
        '<p>Someone tried to create a Wayfare account with your e-mail address, which already has one, ' +
        'so no new account was made.</p>' +
        '<p>If it was you, sign in at <a href="{{SignInLink}}">{{SignInLink}}</a>, or if you have forgotten ' +
        'your password, set a new one at <a href="{{ResetLink}}">{{ResetLink}}</a>.</p>' +
        '<p>If it was not you, ignore this message: your account stays as it is.</p>',
      SMSMessage: '',
    },
  },
  // issue 30: a ride's money. The receipt is queued in the completion's transaction, the fee and the
  // refund in the administrator's; the amounts come already written in naira.
  {
    EmailType: 15,
    Name: 'Ride Receipt',
    Description: "Sent to the rider (e-mail and SMS) when their ride is completed, with the fare's breakdown",
    HasSMS: true,
    Placeholders: [
      'FirstName',
      'RideId',
      'CompletedAt',
      'Distance',
      'UnitPrice',
      'SharedDiscount',
      'PromoDiscount',
      'FinalAmount',
      'Vat',
      'PaymentMethod',
      'PaymentStatus',
      'Owed',
    ],
    sample: {
      FirstName: 'Ada',
      RideId: '123',
      CompletedAt: '26 Nov 2026, 10:45',
      Distance: '10 km',
      UnitPrice: '₦200.00',
      SharedDiscount: '₦0.00',
      PromoDiscount: '₦200.00',
      FinalAmount: '₦1,800.00',
      Vat: '₦125.58',
      PaymentMethod: 'Wallet',
      PaymentStatus: 'Paid',
      Owed: '₦0.00',
    },
    defaults: {
      Subject: 'Your receipt for ride #{{RideId}}',
      Template:
        '<p>Hello {{FirstName}},</p>' +
        '<p>Thank you for riding with Wayfare. Ride #{{RideId}} ended on {{CompletedAt}}.</p>' +
        '<table><tr><td>Distance</td><td>{{Distance}}</td></tr>' +
        '<tr><td>Price per km</td><td>{{UnitPrice}}</td></tr>' +
        '<tr><td>Shared ride discount</td><td>{{SharedDiscount}}</td></tr>' +
        '<tr><td>Promo discount</td><td>{{PromoDiscount}}</td></tr>' +
        '<tr><td><strong>You paid</strong></td><td><strong>{{FinalAmount}}</strong></td></tr>' +
        '<tr><td>VAT included</td><td>{{Vat}}</td></tr>' +
        '<tr><td>Paid by</td><td>{{PaymentMethod}} ({{PaymentStatus}})</td></tr>' +
        '<tr><td>Still owed</td><td>{{Owed}}</td></tr></table>' +
        '<p>The receipt as a PDF is with the ride in your rides.</p>',
      SMSMessage:
        'Wayfare: ride #{{RideId}} ended. You paid {{FinalAmount}} by {{PaymentMethod}} (VAT {{Vat}} included).',
    },
  },
  {
    EmailType: 16,
    Name: 'Ride Fee',
    Description:
      'Sent to the rider when an administrator charges a fee on their ride (damage or cleaning, once verified)',
    HasSMS: false,
    Placeholders: ['FirstName', 'RideId', 'Amount', 'Reason', 'Paid', 'Owed'],
    sample: {
      FirstName: 'Ada',
      RideId: '123',
      Amount: '₦5,000.00',
      Reason: 'Cleaning after a spilled drink, verified by photos',
      Paid: '₦5,000.00',
      Owed: '₦0.00',
    },
    defaults: {
      Subject: 'A fee of {{Amount}} on your ride #{{RideId}}',
      Template:
        '<p>Hello {{FirstName}},</p>' +
        '<p>A fee of <strong>{{Amount}}</strong> has been charged on your ride #{{RideId}}, for its driver:</p>' +
        '<blockquote>{{Reason}}</blockquote>' +
        '<p>{{Paid}} was taken from your wallet; {{Owed}} is still owed, to be paid before your next ride.</p>' +
        '<p>If you disagree, make a complaint about the ride and we will look again.</p>',
      SMSMessage: '',
    },
  },
  {
    EmailType: 17,
    Name: 'Ride Refund',
    Description: 'Sent to the rider when an administrator refunds part or all of what they paid for a ride',
    HasSMS: false,
    Placeholders: ['FirstName', 'RideId', 'Amount', 'Reason'],
    sample: {
      FirstName: 'Ada',
      RideId: '123',
      Amount: '₦500.00',
      Reason: 'The driver took a longer route',
    },
    defaults: {
      Subject: '{{Amount}} refunded for your ride #{{RideId}}',
      Template:
        '<p>Hello {{FirstName}},</p>' +
        '<p>We have refunded <strong>{{Amount}}</strong> for your ride #{{RideId}} to your Wayfare wallet:</p>' +
        '<blockquote>{{Reason}}</blockquote>',
      SMSMessage: '',
    },
  },
  // Issue 32: a driver's licence sent back from the onboarding queue, as Car Incomplete is for a car.
  {
    EmailType: 18,
    Name: 'Licence Incomplete',
    Description:
      "Sent to a driver when an administrator marks their driver's licence as incomplete, with the reason",
    HasSMS: false,
    Placeholders: ['FirstName', 'Reason'],
    sample: { FirstName: 'Ada', Reason: 'The picture of the licence is blurred.' },
    defaults: {
      Subject: "We need a new picture of your driver's licence",
      Template:
        '<p>Hello {{FirstName}},</p>' +
        "<p>Your driver's licence needs more before you can take rides:</p>" +
        '<blockquote>{{Reason}}</blockquote>' +
        '<p>Upload your licence again and we will look at it again.</p>',
      SMSMessage: '',
    },
  },
] as const satisfies readonly MessageTemplateTypeDefinition[];

export type MessageTemplateTypeName = (typeof messageTemplateTypes)[number]['Name'];

/** The values a type's wording needs, by placeholder. */
export type ValuesOf<N extends MessageTemplateTypeName> = Record<
  Extract<(typeof messageTemplateTypes)[number], { Name: N }>['Placeholders'][number],
  string
>;

export const templateTypeOf = (emailType: number): MessageTemplateTypeDefinition | undefined =>
  messageTemplateTypes.find((type) => type.EmailType === emailType);

export const templateTypeNamed = (name: MessageTemplateTypeName): MessageTemplateTypeDefinition =>
  messageTemplateTypes.find((type) => type.Name === name)!;
