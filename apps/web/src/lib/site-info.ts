/** The company's public contact details and app store links, shown on the public site. */
export const siteInfo = {
  name: 'Wayfare',
  tagline: 'Affordable, safe rides across Nigeria — on your schedule, at your price.',
  address: '14 Admiralty Way, Lekki Phase 1, Lagos, Nigeria',
  email: 'support@wayfare.ng',
  phone: '+234 700 929 3273',
  appStoreUrl: 'https://apps.apple.com/ng/app/wayfare-rides/id6450000000',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=ng.wayfare.rides',
} as const;

export const telHref = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;
