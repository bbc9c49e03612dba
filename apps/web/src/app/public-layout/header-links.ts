import { paths } from '../../lib/paths.ts';

// spec 000 §2.1: Home, How It Works, Benefits and Blog (anchors how_it_works and benefits).
export const headerLinks = [
  { label: 'Home', to: paths.home },
  { label: 'How It Works', to: '/#how_it_works' },
  { label: 'Benefits', to: '/#benefits' },
  { label: 'Blog', to: paths.blog },
];
