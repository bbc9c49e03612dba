import type { DemoSeed } from '../../demo/demo-seed.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';

type DemoMessage = typeof outboxMessages.$inferInsert;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const MASK = '••••••';

/**
 * Demo pending messages are due in 2100: the worker of a running demo never sends them (to an address
 * of the demo domain or a made-up number), and they stay Pending on the screen, as a message waiting
 * for its next attempt does. Sent and failed ones are never picked up; resending one is a person's
 * own choice.
 */
const NEVER_DUE = new Date('2100-01-01T00:00:00Z');

// Fixed ids: seeding again finds them and adds nothing.
const demoId = (n: number) => `de000000-0000-4000-a000-${String(n).padStart(12, '0')}`;

const paragraphs = (...lines: string[]) => ({
  body: lines.join('\n\n'),
  html: lines.map((line) => `<p>${line}</p>`).join(''),
});

type Kind =
  | { status: 'Sent' }
  | { status: 'Failed'; reason: string; attempts: number }
  | { status: 'Pending'; reason?: string };

/** A demo message queued `ago` milliseconds before the seed, sent a few seconds later if Sent. */
function demoMessage(
  n: number,
  message: Pick<DemoMessage, 'channel' | 'recipient' | 'typeName' | 'body'> &
    Partial<Pick<DemoMessage, 'subject' | 'html' | 'bodyAfterSending' | 'htmlAfterSending' | 'carriesCode'>>,
  kind: Kind,
  ago: number,
): DemoMessage {
  const createdAt = new Date(Date.now() - ago);
  return {
    id: demoId(n),
    ...message,
    status: kind.status,
    attempts: kind.status === 'Sent' ? 1 : kind.status === 'Failed' ? kind.attempts : kind.reason ? 1 : 0,
    lastError: kind.status === 'Sent' ? null : (kind.reason ?? null),
    nextAttemptAt: kind.status === 'Pending' ? NEVER_DUE : createdAt,
    createdAt,
    sentAt: kind.status === 'Sent' ? new Date(createdAt.getTime() + 4_000) : null,
  };
}

const resetLines = (code: string) => [
  `Your code to set a new password is ${code}. The code works once, for 10 minutes.`,
  'If you did not ask for this, ignore this message: your password stays as it is.',
];
const afterSending = (masked: { body: string; html: string }) => ({
  bodyAfterSending: masked.body,
  htmlAfterSending: masked.html,
});

/** A sent message that carried a code: only its masked form is kept (as the outbox keeps it). */
const sentWithCode = (lines: string[]) => ({ ...paragraphs(...lines), carriesCode: true });

type Content = {
  body: string;
  html?: string;
  bodyAfterSending?: string;
  htmlAfterSending?: string;
  carriesCode?: boolean;
};

const email = (recipient: string, typeName: string, subject: string, content: Content) => ({
  channel: 'Email' as const,
  recipient,
  typeName,
  subject,
  ...content,
});
const sms = (recipient: string, typeName: string, body: string, more: { carriesCode?: boolean } = {}) => ({
  channel: 'SMS' as const,
  recipient,
  typeName,
  body,
  ...more,
});

/**
 * E-mails and SMS in every status, for the Message screens: sent ones (codes masked), failed ones
 * with the reasons a mail server or SMS provider gives, and pending ones, one of them waiting after
 * a failed attempt, its code held in the body but shown masked.
 */
export const DEMO_MESSAGES: readonly DemoMessage[] = [
  demoMessage(
    1,
    email(
      'ada.okafor@demo.wayfare.ng',
      'New Account',
      'Choose a password for your Wayfare account',
      sentWithCode([
        'Hello Ada,',
        `An account has been made for you on Wayfare. Your code to choose a password is ${MASK}; it works once, for 72 hours.`,
      ]),
    ),
    { status: 'Sent' },
    12 * DAY_MS + 3 * HOUR_MS,
  ),
  demoMessage(
    2,
    email(
      'segun.adeyemi@demo.wayfare.ng',
      'Password Reset',
      'Your code to set a new password',
      sentWithCode(resetLines(MASK)),
    ),
    { status: 'Sent' },
    9 * DAY_MS + 5 * HOUR_MS,
  ),
  demoMessage(
    3,
    email(
      'emeka.nwosu@demo.wayfare.ng',
      'Ride Receipt',
      'Your Wayfare ride receipt',
      paragraphs(
        'Hello Emeka,',
        'Thank you for riding with Wayfare. Your ride from Ikeja City Mall to Murtala Muhammed Airport cost ₦6,450, paid from your wallet.',
      ),
    ),
    { status: 'Sent' },
    6 * DAY_MS + 2 * HOUR_MS,
  ),
  demoMessage(
    4,
    email(
      'bolaji.adewalle@demo.wayfare.ng',
      'Ride Receipt',
      'Your Wayfare ride receipt',
      paragraphs(
        'Hello Bolaji,',
        'Thank you for riding with Wayfare. Your ride from Yaba to Victoria Island cost ₦3,200, paid in cash.',
      ),
    ),
    {
      status: 'Failed',
      attempts: 1,
      reason: '550 5.1.1 <bolaji.adewalle@demo.wayfare.ng>: Recipient address rejected: User unknown',
    },
    5 * DAY_MS + 7 * HOUR_MS,
  ),
  demoMessage(
    5,
    email(
      'ifeanyi.okonkwo@demo.wayfare.ng',
      'Account Deletion',
      'Your code to delete your account',
      sentWithCode([
        `Your code to delete your account is ${MASK}. The code works once, for 10 minutes.`,
        'If you did not ask for this, ignore this message: your account stays as it is.',
      ]),
    ),
    { status: 'Sent' },
    3 * DAY_MS + 4 * HOUR_MS,
  ),
  demoMessage(
    6,
    email(
      'aisha.bello@demo.wayfare.ng',
      'Ride Receipt',
      'Your Wayfare ride receipt',
      paragraphs(
        'Hello Aisha,',
        'Thank you for riding with Wayfare. Your ride from Wuse II to Nnamdi Azikiwe Airport cost ₦9,800, paid from your wallet.',
      ),
    ),
    { status: 'Failed', attempts: 5, reason: 'Connection timeout: the mail server did not answer in 30 s' },
    2 * DAY_MS + 6 * HOUR_MS,
  ),
  demoMessage(
    7,
    email(
      'chiamaka.eze@demo.wayfare.ng',
      'Ride Receipt',
      'Your Wayfare ride receipt',
      paragraphs(
        'Hello Chiamaka,',
        'Thank you for riding with Wayfare. Your ride from Lekki Phase 1 to Ikoyi cost ₦4,150, paid by card.',
      ),
    ),
    { status: 'Sent' },
    2 * DAY_MS + HOUR_MS,
  ),
  demoMessage(
    8,
    email('tunde.bakare@demo.wayfare.ng', 'Password Reset', 'Your code to set a new password', {
      ...paragraphs(...resetLines('582047')),
      ...afterSending(paragraphs(...resetLines(MASK))),
      carriesCode: true,
    }),
    { status: 'Pending', reason: '421 4.7.0 mail.demo.wayfare.ng: Try again later' },
    40 * MINUTE_MS,
  ),
  demoMessage(
    9,
    email(
      'musa.ibrahim@demo.wayfare.ng',
      'Ride Receipt',
      'Your Wayfare ride receipt',
      paragraphs(
        'Hello Musa,',
        'Thank you for riding with Wayfare. Your ride from Garki to Maitama cost ₦2,950, paid from your wallet.',
      ),
    ),
    { status: 'Pending' },
    5 * MINUTE_MS,
  ),
  demoMessage(
    101,
    sms(
      '+2348061000004',
      'Ride Update',
      'Wayfare: your driver Musa Ibrahim is arriving in a grey Toyota Corolla (LSD 482 KJ).',
    ),
    { status: 'Sent' },
    8 * DAY_MS + 2 * HOUR_MS,
  ),
  demoMessage(
    102,
    sms(
      '+2348091000009',
      'Phone Verification',
      `Wayfare: your verification code is ${MASK}. It expires in 10 minutes.`,
      {
        carriesCode: true,
      },
    ),
    { status: 'Sent' },
    7 * DAY_MS,
  ),
  demoMessage(
    103,
    sms(
      '+23480910000',
      'Ride Update',
      'Wayfare: your ride to Surulere has been booked. Your driver is on the way.',
    ),
    { status: 'Failed', attempts: 1, reason: 'SMS provider answered 400: invalid destination number' },
    4 * DAY_MS + 3 * HOUR_MS,
  ),
  demoMessage(
    104,
    sms('+2348061000005', 'Ride Update', 'Wayfare: your driver Yusuf Danjuma has arrived at Jabi Lake Mall.'),
    { status: 'Sent' },
    3 * DAY_MS + 9 * HOUR_MS,
  ),
  demoMessage(
    105,
    sms('+2348091000011', 'Ride Receipt', 'Wayfare: you paid ₦2,700 for your ride to Ikeja GRA. Thank you!'),
    { status: 'Failed', attempts: 5, reason: 'SMS provider answered 503: service unavailable' },
    DAY_MS + 5 * HOUR_MS,
  ),
  demoMessage(
    106,
    sms(
      '+2348091000012',
      'Ride Update',
      'Wayfare: your driver is 3 minutes away. Please be ready at the pickup point.',
    ),
    { status: 'Pending' },
    2 * MINUTE_MS,
  ),
];

/** Adds the demo messages that are missing, by their fixed ids. */
export const messagesDemo: DemoSeed = {
  area: 'Messages',
  seed: async (tx) => {
    const added = await tx
      .insert(outboxMessages)
      .values([...DEMO_MESSAGES])
      .onConflictDoNothing()
      .returning({ id: outboxMessages.id });
    return { created: added.length };
  },
};
