import { texts } from '@wayfare/contracts';
import { ComingSoonNotice } from '../../../components/coming-soon-notice.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';

/** spec 000 §2.1: the blog centre, titled 'Blog Center' (its article grid arrives with the blog). */
export function BlogPage() {
  return (
    <>
      <PageHeading title={texts.blogCenterTitle} subtitle={texts.blogCenterSubtitle} />
      <ComingSoonNotice />
    </>
  );
}

export function ArticlePage() {
  return (
    <>
      <PageHeading title="Article" />
      <ComingSoonNotice />
    </>
  );
}
