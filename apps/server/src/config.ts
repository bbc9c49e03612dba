import { isStrongPassword, PaymentGateway, type PaymentGatewayId } from '@wayfare/contracts';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const bytes = (fallbackMb: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .default(fallbackMb * 1024 * 1024);

/** An upload size limit in megabytes (fractions allowed). */
const megabytes = (fallback: number) => z.coerce.number().positive().max(2048).default(fallback);

/** A mobile store's page of the app: https on that store's own host, so a swapped or mistyped link fails at start. */
const storeUrl = (hostname: RegExp) => optionalText.pipe(z.url({ protocol: /^https$/, hostname }).optional());

/** 'paystack,cash' → [1, 2]; undefined when a name is unknown or none is given. */
function orderGatewayIds(list: string): PaymentGatewayId[] | undefined {
  const byName: Record<string, PaymentGatewayId> = {
    paystack: PaymentGateway.Paystack,
    cash: PaymentGateway.Cash,
    wallet: PaymentGateway.Wallet,
    flutterwave: PaymentGateway.Flutterwave,
  };
  const names = list
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const ids = names.map((name) => byName[name]);
  if (ids.length === 0 || ids.some((id) => id === undefined)) return undefined;
  return [...new Set(ids as PaymentGatewayId[])].sort((a, b) => a - b);
}

function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Every setting of the server. Read once; start-up fails listing every bad variable. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: port(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  // issue 29 §4: the most connections one process opens to PostgreSQL (the embedded database has one).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  // Issue 29 §3: the AES-256-GCM key sealing authenticator secrets; unset: generated in DATA_DIR.
  TWO_FACTOR_KEY: optionalText.pipe(
    z
      .string()
      .refine(
        (text) => /^[A-Za-z0-9+/]{43}=$/.test(text) && Buffer.from(text, 'base64').length === 32,
        'TWO_FACTOR_KEY must be 32 random bytes in base64 (openssl rand -base64 32)',
      )
      .optional(),
  ),
  TOKEN_LIFETIME_HOURS: z.coerce.number().positive().default(12),
  // Issue 29 §1: the key sealing customers' BVNs (AES-256-GCM); unset: generated once in DATA_DIR.
  BVN_ENCRYPTION_KEY: optionalText.pipe(
    z
      .string()
      .refine(
        (key) => /^[0-9a-f]{64}$/i.test(key) || Buffer.from(key, 'base64').length === 32,
        'BVN_ENCRYPTION_KEY must be 32 bytes: 64 hexadecimal characters or base64',
      )
      .optional(),
  ),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText,
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  // issue 29 §4: the bearer token Prometheus sends to GET /metrics; unset, /metrics answers 404.
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().default('Wayfare <no-reply@wayfare.ng>'),
  // issue 20 §3: where the public contact form's messages are e-mailed.
  SUPPORT_EMAIL: z.email().default('support@wayfare.ng'),
  // issue 29 §2: who sends the SMS: termii, africastalking, or http (a custom gateway at SMS_PROVIDER_URL).
  // Unset: the gateway at SMS_PROVIDER_URL when there is one, else the console.
  SMS_PROVIDER: optionalText.pipe(z.enum(['termii', 'africastalking', 'http']).optional()),
  SMS_PROVIDER_URL: optionalText.pipe(z.url().optional()),
  SMS_PROVIDER_TOKEN: optionalText,
  SMS_SENDER_ID: z.string().trim().default('Wayfare'),
  // Termii: the account's API key and its own base URL (both on its dashboard); no key: test mode, its fake.
  TERMII_API_KEY: optionalText,
  TERMII_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  // dnd reaches numbers on Do-Not-Disturb, as one-time codes must; generic is Termii's promotional route.
  TERMII_CHANNEL: z.enum(['dnd', 'generic']).default('dnd'),
  // Termii's secret key: set, each delivery report must carry its X-Termii-Signature (HMAC-SHA512 of the body).
  TERMII_SECRET_KEY: optionalText,
  // Africa's Talking: the app's username ("sandbox" for its sandbox) and API key; no key: test mode, its fake.
  AFRICASTALKING_USERNAME: optionalText,
  AFRICASTALKING_API_KEY: optionalText,
  // Unset: Africa's Talking's live API, or its sandbox for the username "sandbox".
  AFRICASTALKING_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  // The secret in the delivery-report addresses given to the SMS provider; unset, no report is taken.
  SMS_WEBHOOK_SECRET: optionalText.pipe(
    z.string().min(16, 'SMS_WEBHOOK_SECRET must be at least 16 characters').optional(),
  ),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(2000),
  // How long a worker's claim on a message lasts: a message whose worker died mid-send is due again after it.
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(120),
  // How often the job runner looks for due jobs: jobs run hourly or daily, so twice a minute keeps a run
  // at most half a minute late (a journey that waits for a job sets it shorter).
  JOBS_POLL_MS: z.coerce.number().int().min(50).default(30_000),
  // A live stream (Ride/RideUpdates) sends a comment this often, so proxies and clients see it alive.
  STREAM_HEARTBEAT_MS: z.coerce.number().int().min(50).default(25_000),
  WEB_DIST_DIR: optionalText,
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  BODY_LIMIT_BYTES: bytes(1),
  // Demo records for every area (src/demo/), added at start when missing; never on a real installation.
  DEMO_DATA: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  // The demo people's password (issue 16 §5); unset: a random one, printed once when they are made.
  DEMO_PASSWORD: optionalText.pipe(
    z
      .string()
      .refine(
        isStrongPassword,
        'DEMO_PASSWORD needs 8 characters or more with a digit, a symbol, a lower and an upper case letter',
      )
      .optional(),
  ),
  // Files (modules/files, adapters/storage): local disk under DATA_DIR/uploads, or S3-compatible storage.
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  S3_KEY_PREFIX: optionalText,
  UPLOAD_MAX_PICTURE_MB: megabytes(10),
  UPLOAD_MAX_PDF_MB: megabytes(20),
  UPLOAD_MAX_CSV_MB: megabytes(5),
  UPLOAD_MAX_WORD_MB: megabytes(20),
  UPLOAD_MAX_GRAPHIC_MB: megabytes(50),
  UPLOAD_MAX_IMAGE_MEGAPIXELS: z.coerce.number().positive().max(1000).default(64),
  // spec 000 §2.1: the home page's download section links to the two mobile stores (unset: not linked).
  APP_STORE_URL: storeUrl(/^(apps|itunes)\.apple\.com$/),
  PLAY_STORE_URL: storeUrl(/^play\.google\.com$/),
  // issue 18 §3: Paystack (top-ups). No secret key: test mode, the embedded fake gateway; no real money moves.
  PAYSTACK_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.paystack.co'),
  PAYSTACK_SECRET_KEY: optionalText,
  PAYSTACK_PUBLIC_KEY: optionalText,
  // issue 29 §1: the bank of Paystack's dedicated accounts (a provider slug); unset, the first Paystack offers.
  PAYSTACK_PREFERRED_BANK: optionalText,
  // issue 18 §3: Flutterwave, the other provider; WALLET_GATEWAY chooses which one takes top-ups.
  FLUTTERWAVE_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.flutterwave.com/v3'),
  FLUTTERWAVE_SECRET_KEY: optionalText,
  FLUTTERWAVE_PUBLIC_KEY: optionalText,
  FLUTTERWAVE_WEBHOOK_HASH: optionalText,
  WALLET_GATEWAY: z.enum(['paystack', 'flutterwave']).default('paystack'),
  // A withdrawal held this long with no word from its provider was left by a process that died: the
  // recovery sweep asks the provider or sends it again under the same reference (longer than a send's timeout).
  WITHDRAWAL_RECOVERY_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
  // issue 19 §2: the card providers' inline scripts the invoice page loads; unset, the provider's own
  // (https://js.paystack.co/v1/inline.js, https://checkout.flutterwave.com/v3.js), or in test mode the
  // fake gateway's. The Content-Security-Policy allows exactly their hosts.
  PAYSTACK_INLINE_SCRIPT_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  FLUTTERWAVE_INLINE_SCRIPT_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  // issue 16 §1: a Pending ride no driver accepted within this many minutes is cancelled by a job.
  RIDE_PENDING_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  // issue 31: the OSRM server a ride's distance is asked of (its /route/v1/driving); unset, or when it fails,
  // the great-circle distance times ROAD_FACTOR.
  OSRM_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  ROAD_FACTOR: z.coerce.number().min(1).max(3).default(1.3),
  // issue 33: the Nominatim server (its /search) the rider's app finds typed places with; unset, or when it
  // fails, the shipped Lagos places.
  GEOCODER_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  // issue 31: a driver unseen this long (no location update) counts as offline; a job turns them offline.
  DRIVER_STALE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  // issue 31: a ride is offered to idle drivers within this radius of its pick-up, then within twice it.
  DISPATCH_RADIUS_KM: z.coerce.number().min(0.1).max(100).default(5),
  // issue 31: how many drivers are offered one ride at once (the first to accept takes it).
  OFFERS_AT_ONCE: z.coerce.number().int().min(1).max(10).default(1),
  // issue 31: how long an offer waits for its driver before it goes to the next nearest.
  OFFER_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
  // issue 31: a ride's route (the driver's positions) is kept this many days (the privacy notice says so).
  ROUTE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  // issue 31: how often the rider's stream (Ride/MyRideUpdates) sends the driver's position, at most.
  DRIVER_POSITION_PUSH_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
  // issue 31: how often each process reads what changed for its open live maps (Ride/LiveMapUpdates).
  LIVE_MAP_POLL_MS: z.coerce.number().int().min(20).max(60_000).default(2000),
  // issue 31: the live map's tiles ({z}/{x}/{y}, optionally {s}); the page's CSP allows images from its host.
  MAP_TILE_URL: z
    .url({ protocol: /^https?$/ })
    .refine(
      (url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)),
      'MAP_TILE_URL must hold {z}, {x} and {y}, like https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  // issue 31: the credit the tiles' provider asks for, shown on the map (HTML: a link is allowed).
  MAP_TILE_ATTRIBUTION: z
    .string()
    .trim()
    .min(1)
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  // issue 16 §1: "today" (dashboard counts, licence expiry for driving) is the day in this time zone.
  TIME_ZONE: z
    .string()
    .trim()
    .default('Africa/Lagos')
    .refine(isTimeZone, 'TIME_ZONE must be an IANA time zone, like Africa/Lagos'),
  // issue 19 §1: the VAT an order adds to its items and shipping, in percent (up to two decimals).
  VAT_PERCENT: z.coerce
    .number()
    .min(0)
    .max(100)
    .multipleOf(0.01, 'VAT_PERCENT has at most two decimals')
    .default(7.5),
  // issue 19 §1: the gateways an invoice offers, comma-separated names (paystack, cash, wallet, flutterwave).
  ORDER_GATEWAYS: z
    .string()
    .trim()
    .default('paystack,cash,wallet,flutterwave')
    .transform((value, ctx) => {
      const ids = orderGatewayIds(value);
      if (!ids) {
        ctx.addIssue({
          code: 'custom',
          message: 'ORDER_GATEWAYS lists paystack, cash, wallet or flutterwave',
        });
        return z.NEVER;
      }
      return ids;
    }),
});

export type Config = z.infer<typeof configSchema>;

/** The SMS settings that only make sense together (issue 29 §2). */
function smsSettingsProblem(config: Config): string | undefined {
  if (config.SMS_PROVIDER === 'http' && !config.SMS_PROVIDER_URL)
    return 'SMS_PROVIDER: http needs SMS_PROVIDER_URL, the gateway to post to';
  if (config.SMS_PROVIDER === 'termii' && config.TERMII_API_KEY && !config.TERMII_BASE_URL)
    return "TERMII_BASE_URL: set your account's base URL (Termii's dashboard shows it) with TERMII_API_KEY";
  if (
    config.SMS_PROVIDER === 'africastalking' &&
    config.AFRICASTALKING_API_KEY &&
    !config.AFRICASTALKING_USERNAME
  )
    return "AFRICASTALKING_USERNAME: set the app's username (sandbox for the sandbox) with AFRICASTALKING_API_KEY";
  return undefined;
}

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (result.success) {
    if (result.data.ADMIN_PASSWORD && !result.data.ADMIN_EMAIL) {
      throw new ConfigError('Invalid configuration:\n  ADMIN_PASSWORD: set ADMIN_EMAIL as well');
    }
    const smsProblem = smsSettingsProblem(result.data);
    if (smsProblem) throw new ConfigError(`Invalid configuration:\n  ${smsProblem}`);
    return result.data;
  }
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** Settings for tests: an in-memory database, quiet logs, nothing read from the environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...readConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
}
