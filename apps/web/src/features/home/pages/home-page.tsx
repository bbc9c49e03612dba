import { usePageTitle } from '../../../lib/use-page-title.ts';
import { Banner } from '../banner/banner.tsx';
import { Benefits } from '../benefits.tsx';
import { DownloadAndSupport } from '../download/download-and-support.tsx';
import { HowItWorks } from '../how-it-works/how-it-works.tsx';

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
