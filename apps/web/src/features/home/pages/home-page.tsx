import { usePageTitle } from '../../../lib/use-page-title.ts';
import { Banner } from '../components/banner.tsx';
import { Benefits } from '../components/benefits.tsx';
import { DownloadAndSupport } from '../components/download-and-support.tsx';
import { HowItWorks } from '../components/how-it-works.tsx';

/** spec 000 §2.1: banner, how-it-works carousel, benefits, download links and 24/7 support. */
export function HomePage() {
  usePageTitle('Home');
  return (
    <>
      <Banner />
      <HowItWorks />
      <Benefits />
      <DownloadAndSupport />
    </>
  );
}

export default HomePage;
