import { withBulk } from '../../bulk.ts';
import { withExports } from '../../csv-export.ts';
import { Account as accountArea } from '../account-area.ts';
import { activityCalls } from '../activity.ts';
import { blogCalls } from '../blog.ts';
import { carDetailCalls } from '../car-detail.ts';
import { communicationCalls } from '../communication.ts';
import { complaintCalls } from '../complaint.ts';
import { cityCalls, countryCalls, stateCalls } from '../locations.ts';
import { Message as messageArea } from '../message-area.ts';
import { orderCalls } from '../order.ts';
import { Package as packageArea } from '../package-area.ts';
import { Payment as paymentArea } from '../payment-area.ts';
import { promoCalls } from '../promo.ts';
import { ratingCalls } from '../rating.ts';
import { referralCalls } from '../referral.ts';
import { Ride as rideArea } from '../ride-area.ts';
import { walletCalls } from '../wallet.ts';
import { accountExports } from './account-exports.ts';
import { activityExports, blogExports, ratingExports } from './activity-exports.ts';
import {
  cityExports,
  countryExports,
  packageExports,
  promoExports,
  referralExports,
  stateExports,
} from './catalogue-exports.ts';
import { messageExports } from './message-exports.ts';
import { airtimeExports, orderExports, paymentExports, walletExports } from './money-exports.ts';
import { carDetailExports, complaintExports, rideExports } from './ride-exports.ts';

/**
 * Issue 32: the areas whose admin lists have a CSV export, each with its `Export{Plural}` calls
 * beside its own, and the bulk twins (bulk.ts) of the row actions the admin lists offer on many rows
 * (by-area.ts names them as the API does).
 */
export const Account = withExports(accountArea, accountExports);
export const Activity = withExports(activityCalls, activityExports);
export const Blogs = withExports(
  withBulk(blogCalls, ['PublishBlog', 'UnpublishBlog', 'DeleteBlog']),
  blogExports,
);
export const CarDetail = withExports(withBulk(carDetailCalls, ['ApproveCarDetail']), carDetailExports);
export const City = withExports(withBulk(cityCalls, ['EnableCity', 'DisableCity']), cityExports);
export const Communication = withExports(communicationCalls, airtimeExports);
export const Complaint = withExports(complaintCalls, complaintExports);
export const Country = withExports(
  withBulk(countryCalls, ['EnableCountry', 'DisableCountry']),
  countryExports,
);
export const Message = withExports(messageArea, messageExports);
export const Order = withExports(orderCalls, orderExports);
export const Package = withExports(packageArea, packageExports);
export const Payment = withExports(paymentArea, paymentExports);
export const Promo = withExports(
  withBulk(promoCalls, ['SuspendPromoCode', 'ActivatePromoCode']),
  promoExports,
);
export const Rating = withExports(ratingCalls, ratingExports);
export const Referral = withExports(referralCalls, referralExports);
export const Ride = withExports(rideArea, rideExports);
export const State = withExports(withBulk(stateCalls, ['EnableState', 'DisableState']), stateExports);
export const Wallet = withExports(walletCalls, walletExports);
