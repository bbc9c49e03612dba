// Mantine's styles of the components these pages draw beyond the public first load's (components/styles/public-styles.ts).
import '@mantine/core/styles/AspectRatio.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Typography.layer.css';
import { Anchor, Loader, Stack, Text, Typography } from '@mantine/core';
import { PageType, texts } from '@wayfare/contracts';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { siteInfo, telHref } from '../../../lib/site-info.ts';
import { useInBrowser } from '../../../lib/use-in-browser.ts';
import { LegalDocument } from '../legal-document.tsx';
import { privacyIntro, privacySections } from '../privacy/privacy.tsx';
import { PublishedPageOr } from '../published-page.tsx';
import { termsIntro, termsSections } from '../terms/terms.tsx';

// The form engine comes with the contact form only, so no other public page downloads it.
const ContactForm = lazy(() => import('../contact/contact-form.tsx'));

function AboutText() {
  return (
    <Typography maw={860}>
      <p>
        {siteInfo.name} is a Nigerian ride-hailing and ride-sharing platform. We connect riders with verified,
        independent drivers in their own cars, so that getting across town is affordable, safe and on your
        schedule, whether you are heading to work on the Island, catching a flight at the airport or getting
        home late from Wuse II.
      </p>
      <p>
        Riders see the fare before they book, can share a trip with others going the same way to pay less, and
        pay by card, transfer, wallet or cash. Drivers choose when they drive, keep the tips they are given
        and are paid straight to their wallet.
      </p>
      <p>
        Every driver's licence, vehicle papers and identity are checked before their first trip, every trip is
        tracked, and our support team is there 24 hours a day, 7 days a week.
      </p>
    </Typography>
  );
}

function ContactText() {
  return (
    <Stack gap={4} mb="xl">
      <Text>
        Questions about a trip, a payment or driving with us? Write to us with the form below and our support
        team will get back to you, usually within one working day.
      </Text>
      <Text size="sm" c="dimmed" component="address" style={{ fontStyle: 'normal' }}>
        {siteInfo.address} · <Anchor href={`mailto:${siteInfo.email}`}>{siteInfo.email}</Anchor> ·{' '}
        <Anchor href={telHref(siteInfo.phone)}>{siteInfo.phone}</Anchor>
      </Text>
    </Stack>
  );
}

/** spec 000 §2.1: one content page for privacy, terms, about and contact; the path prefix picks the text. */
export function ContentPage() {
  const { pathname } = useLocation();
  // The contact form is drawn in the browser only: the server's HTML has no form to fill before the app
  // runs (issue 20 §5), and no form engine to draw.
  const inBrowser = useInBrowser();
  const formLoading = <Loader aria-label="Loading the form" m="xl" />;
  const key = pathname.toLowerCase().split('/')[1] ?? '';
  switch (key) {
    case 'termsandconditions':
      return (
        <>
          <PageHeading title={texts.termsTitle} subtitle={texts.termsSubtitle} />
          <LegalDocument intro={termsIntro} sections={termsSections} indexLabel="Contents" />
        </>
      );
    case 'privacypolicy':
      return (
        <>
          <PageHeading title={texts.privacyTitle} subtitle={texts.termsSubtitle} />
          <LegalDocument
            intro={privacyIntro}
            sections={privacySections}
            indexLabel="Contents"
            numbered={false}
          />
        </>
      );
    case 'contact':
      return (
        <>
          <PageHeading title={texts.contactTitle} />
          <PublishedPageOr pageType={PageType.Contact}>
            <ContactText />
          </PublishedPageOr>
          <Suspense fallback={formLoading}>{inBrowser ? <ContactForm /> : formLoading}</Suspense>
        </>
      );
    default:
      return (
        <>
          <PageHeading title={texts.aboutTitle} />
          <PublishedPageOr pageType={PageType.About}>
            <AboutText />
          </PublishedPageOr>
        </>
      );
  }
}

export default ContentPage;
