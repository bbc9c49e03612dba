import { packageCalls, packageSaleCalls } from './package.ts';

/** The Package area: the packages' calls and their sales' (which the wallet module answers). */
export const Package = { ...packageCalls, ...packageSaleCalls };
