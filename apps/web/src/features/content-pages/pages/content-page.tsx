import { texts } from '@wayfare/contracts';
import { useLocation } from 'react-router';
import { ComingSoonNotice } from '../../../components/coming-soon-notice.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';

/** spec 000 §2.1: one content page for privacy, terms, about and contact; the path prefix picks the text. */
const pages: Record<string, { title: string; subtitle?: string }> = {
  privacypolicy: { title: texts.privacyTitle, subtitle: texts.termsSubtitle },
  termsandconditions: { title: texts.termsTitle, subtitle: texts.termsSubtitle },
  about: { title: texts.aboutTitle },
  contact: { title: texts.contactTitle },
};

export function ContentPage() {
  const { pathname } = useLocation();
  const key = pathname.toLowerCase().split('/')[1] ?? '';
  const page = pages[key] ?? pages.about!;
  return (
    <>
      <PageHeading title={page.title} subtitle={page.subtitle} />
      <ComingSoonNotice />
    </>
  );
}
