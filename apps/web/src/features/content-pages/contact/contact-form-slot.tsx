import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useInBrowser } from '../../../lib/use-in-browser.ts';

// The form engine comes with the contact form only, so no other public page downloads it.
const ContactForm = lazy(() => import('./contact-form.tsx'));

/**
 * Where the contact form goes. It is drawn in the browser only: the server's HTML has no form to fill before
 * the app runs (issue 20 §5), and no form engine to draw. An island on the server-drawn page (issue 32).
 */
export function ContactFormSlot() {
  const inBrowser = useInBrowser();
  const formLoading = <Loader aria-label="Loading the form" m="xl" />;
  return <Suspense fallback={formLoading}>{inBrowser ? <ContactForm /> : formLoading}</Suspense>;
}
