import { OnboardingScreen } from '../onboarding-screen.tsx';

/** Issue 32: /admin/onboarding, the onboarding queue (the admin shell gives it the image viewer). */
export default function OnboardingPage() {
  return <OnboardingScreen />;
}
