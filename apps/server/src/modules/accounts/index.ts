/**
 * What the accounts module gives the other modules (its tables are its own): its people as they may
 * read them, the expressions its search indexes are built on, and the rules others share.
 */

export { fullAdministratorEmails } from './account-change.ts';
export { lockPersonAccount } from './account-lock.ts';
export { userNameAndPhone, userNameEmailAndPhone, userSearchText } from './accounts.table.ts';
export { findPeople } from './find-people.ts';
export { licencesAwaitingApproval } from './licences-awaiting-approval.ts';
export { people, peopleAs } from './people.read-model.ts';
export { addReceivedRating } from './received-ratings.ts';
export { averageRating, fullNameOf } from './user-view.ts';
