import type { Ride } from '@wayfare/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Senders } from './adapters/messaging/message-sender.ts';
import type { PaymentProviders, PaymentPublicKeys } from './adapters/payments/create-payment-gateway.ts';
import type { PaymentGateway } from './adapters/payments/payment-gateway.ts';
import type { SecretBox } from './auth/secret-box.ts';
import type { TokenService } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Listen } from './db/client.ts';
import type { Database, Db } from './db/database.ts';
import { unauthorized } from './errors.ts';
import type { JobRegistry } from './modules/jobs/job-registry.ts';
import type { AppMetrics } from './operations/metrics.ts';

/** What the app hands every module: the database, the settings and the shared services. */
export type AppContext = {
  db: Database;
  config: Config;
  tokens: TokenService;
  /** Seals and opens the secrets kept at rest (authenticator secrets). */
  secretBox: SecretBox;
  /** The message providers the outbox worker delivers through. */
  senders: Senders;
  log: FastifyBaseLogger;
  /** The database's notifications (LISTEN), when the app was given them; else the outbox only polls. */
  listen?: Listen;
  /** The scheduled jobs: a module registers its own (`ctx.jobs.registerJob`); the jobs module runs them. */
  jobs: JobRegistry;
  /** The app's metrics (/metrics): the jobs runner records its runs there. */
  metrics: AppMetrics;
  /** The payment provider of top-ups (Paystack, or in test mode the embedded fake gateway). */
  payments: PaymentGateway;
  /** Each provider whose webhook is served (WALLET_GATEWAY's and any other one configured). */
  paymentProviders?: PaymentProviders;
  /** Each provider's public key, for the checkout the invoice page opens (issue 19 §2). */
  paymentPublicKeys?: PaymentPublicKeys;
  /** issue 31: what dispatch adds to the rides' calls, filled in by the dispatch module. */
  ridePlace: RidePlaceHooks;
};

/**
 * issue 31: the rides module's calls reach dispatch through these (dispatch builds on the rides module,
 * so the rides module cannot import it). Empty until the dispatch module starts; a test app started
 * without it books and completes rides as before.
 */
export type RidePlaceHooks = {
  /** After a booking committed: offer the ride to the nearest idle driver (set by dispatch). */
  rideRequested?: (rideId: number) => Promise<void>;
  /** In a cancellation's transaction: the ride's open offers withdrawn and their drivers told (set by dispatch). */
  rideCancelled?: (tx: Db, rideId: number, now: Date) => Promise<void>;
  /** In the completion's transaction: the kilometres driven along the ride's route, when it has one. */
  routeKm?: (tx: Db, rideId: number) => Promise<number | null>;
  /** issue 32: the ride's offers and route, for its timeline (set by dispatch). */
  dispatchHistory?: (db: Db, rideId: number) => Promise<RideDispatchHistory>;
} & Partial<RideRules>;

/** issue 32: a ride's offers (OfferStatus) and the route points driven, oldest first. */
export type RideDispatchHistory = {
  offers: {
    driverId: string;
    status: number;
    distanceToPickupMetres: number;
    offeredAt: Date;
    endedAt: Date | null;
  }[];
  route: { latitude: number; longitude: number; recordedAt: Date }[];
};

/**
 * issue 31: the rides module's rules dispatch applies, set by the rides module: they import modules
 * (packages, cars) that import the rides module's index, so that index cannot give them.
 */
export type RideRules = {
  /** AcceptRide's checks of the driver (allowed, a car, a package), throwing its refusal. */
  checkMayDrive: (tx: Db, input: { userId: string; now: Date; timeZone: string }) => Promise<void>;
  /** AcceptRide, with `offer` (AcceptOffer's part) run in its transaction once the ride is the driver's. */
  acceptRide: (
    db: Db,
    input: { Id: number; CarDetailId?: number | undefined; by: string; now: Date; timeZone: string },
    offer: (tx: Db) => Promise<void>,
  ) => Promise<Ride>;
};

/** The address links in messages point at: the configured public URL, else the one the caller used. */
export const siteUrlOf = (request: FastifyRequest, config: Config) =>
  config.PUBLIC_URL?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;

/** The signed-in caller; the guard has already refused anyone else on a signedIn or admin call. */
export function callerOf(request: FastifyRequest) {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/** The signed-in caller's id. */
export const callerId = (request: FastifyRequest) => callerOf(request).userId;
