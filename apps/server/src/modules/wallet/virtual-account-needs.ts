import {
  lackedDetails,
  type PaymentGateway,
  type VirtualAccountApplicant,
  type VirtualAccountDetail,
} from '../../adapters/payments/payment-gateway.ts';

/** A detail added to the person's profile (by an administrator: Users, Edit); the BVN only they give. */
export type ProfileDetail = Exclude<VirtualAccountDetail, 'Bvn'>;

/** Whether the provider opens an account only with the person's BVN (their wallet page asks for it). */
export const needsBvn = (gateway: PaymentGateway) => gateway.virtualAccountNeeds.includes('Bvn');

/**
 * issue 29 §1: what a person lacks that the provider needs before it opens their wallet account, split by
 * where it is added (their profile, or their own wallet page for the BVN): the one place the wallet
 * asks, so the job and ReRegisteredAccount refuse alike.
 */
export function lackedForVirtualAccount(
  gateway: PaymentGateway,
  person: VirtualAccountApplicant,
): { profile: ProfileDetail[]; bvn: boolean } {
  const lacked = lackedDetails(gateway.virtualAccountNeeds, person);
  return {
    profile: lacked.filter((detail): detail is ProfileDetail => detail !== 'Bvn'),
    bvn: lacked.includes('Bvn'),
  };
}
