/**
 * issue 33: the driver's installable web app at /drive. The web build writes these files at the site's
 * root (apps/web/build/drive-app-files.ts) and the server links them from /drive's HTML only (it imports
 * nothing, so the web build's configuration can read it as it is).
 */
export const driveApp = {
  /** The app's address, its manifest's start_url and scope, and its service worker's scope. */
  path: '/drive',
  name: 'Wayfare Driver',
  shortName: 'Driver',
  description: 'Drive with Wayfare: go online, take rides, see your earnings.',
  manifest: '/drive.webmanifest',
  /** At the root: a worker's scope may only narrow the folder its script is served from. */
  worker: '/drive-sw.js',
  /** iOS reads the home screen's icon from this link, not from the manifest; it has no transparency. */
  appleTouchIcon: '/drive-icon-180.png',
  icons: {
    any192: '/drive-icon-192.png',
    any512: '/drive-icon-512.png',
    maskable512: '/drive-icon-maskable-512.png',
  },
} as const;

/** Whether an address is the driver's app: /drive and what is under it, as a worker's scope matches. */
export const isDriveAppPath = (urlPath: string) => /^\/drive(\/|$)/i.test(urlPath);

/** The shell's files besides the build's chunks: what /drive's HTML and its manifest name. */
export const DRIVE_SHELL_FILES: readonly string[] = [
  '/color-scheme.js',
  '/favicon.svg',
  driveApp.manifest,
  driveApp.appleTouchIcon,
  ...Object.values(driveApp.icons),
];
