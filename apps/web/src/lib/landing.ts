import type { SessionUser } from '@wayfare/contracts';
import { paths } from './paths.ts';

type Person = Pick<SessionUser, 'HasAdminRole'> | null | undefined;

/** spec 000 §6: after login an admin goes to /admin/home and others to /. */
export const homeOf = (person: Person) => (person?.HasAdminRole ? paths.adminHome : paths.home);

/** A path of this site ("/x"), never another's ("//evil.example", "/\evil.example" read as "//"). */
const isOwnPath = (path: string) => path.startsWith('/') && !/^\/[/\\]/.test(path);

/** Whether this path is one of the administrators' pages. */
export const isAdminArea = (path: string) => /^\/admin(\/|\?|$)/i.test(path);

/** Whether the person may open this page of ours: the admin pages only with the admin role. */
export const maySee = (path: string, person: Person) =>
  isOwnPath(path) && (!isAdminArea(path) || Boolean(person?.HasAdminRole));

/**
 * spec 000 §6: where a sign-in lands: the return path when the person may see it (a shared admin link
 * survives the sign-in), else their home.
 */
export const landingAfterSignIn = (returnPath: string | undefined, person: Person) =>
  returnPath && maySee(returnPath, person) ? returnPath : homeOf(person);
