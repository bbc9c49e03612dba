/** What the complaints module gives the other modules (its tables are its own). */
export { countRidesWithPendingComplaint } from './admin-complaints.service.ts';
