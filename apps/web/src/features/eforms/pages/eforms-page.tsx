import { EformsPlayground } from '../eforms-playground.tsx';

/** /admin/eforms, the form playground (issue 3 §3). */
export default function EformsPage() {
  return <EformsPlayground />;
}
