/** The company's public contact details, shown on the public site (the store links are server settings). */
export const siteInfo = {
  name: 'Wayfare',
  tagline: 'Affordable, safe rides across Nigeria — on your schedule, at your price.',
  address: '14 Admiralty Way, Lekki Phase 1, Lagos, Nigeria',
  email: 'support@wayfare.ng',
  phone: '+234 700 929 3273',
} as const;

export const telHref = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;
