export * from './account.ts';
export * from './fields.ts';
export * from './paging.ts';
export * from './permissions.ts';
export * from './phone.ts';
export * from './problem.ts';
export * from './settings.ts';
export * from './texts.ts';
