import { driveApp } from '@wayfare/contracts';

/**
 * issue 33: what /drive's HTML adds to the app's head so a phone installs the driver's app: the manifest
 * (Android, desktop Chromium), and the icon and meta tags iOS reads instead. The other pages link none of
 * it, so only /drive offers to be installed.
 */
const DRIVE_APP_HEAD = [
  `<link rel="manifest" href="${driveApp.manifest}" />`,
  `<link rel="apple-touch-icon" href="${driveApp.appleTouchIcon}" />`,
  '<meta name="mobile-web-app-capable" content="yes" />',
  '<meta name="apple-mobile-web-app-capable" content="yes" />',
  `<meta name="apple-mobile-web-app-title" content="${driveApp.name}" />`,
  '<meta name="apple-mobile-web-app-status-bar-style" content="default" />',
].join('');

export const withDriveAppHead = (html: string) => html.replace(/<\/head>/i, () => `${DRIVE_APP_HEAD}</head>`);
