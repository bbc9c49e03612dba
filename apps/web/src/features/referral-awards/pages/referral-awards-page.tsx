import { ReferralAwardsScreen } from '../referral-awards-screen.tsx';

/** spec 001 §2: /admin/referralawards. */
export default function ReferralAwardsPage() {
  return <ReferralAwardsScreen />;
}
