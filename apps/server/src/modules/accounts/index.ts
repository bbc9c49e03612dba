/**
 * What the accounts module gives the other modules: its people as they may read them (their tables
 * are the accounts module's own) and the expressions its search indexes are built on.
 */

export { activeFullAdministrator } from './account-change.ts';
export { lockPersonAccount } from './account-lock.ts';
export { userNameAndPhone, userNameEmailAndPhone, userSearchText } from './accounts.table.ts';
export { people, peopleAs } from './people.read-model.ts';
export { addReceivedRating } from './received-ratings.ts';
export { averageRating, fullNameOf } from './user-view.ts';
