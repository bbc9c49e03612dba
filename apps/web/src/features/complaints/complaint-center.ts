/** spec 001 §2: the Complaint Center's name and its address segment (/admin/complaints). */
export const COMPLAINT_CENTER = 'Complaint Center';
export const COMPLAINTS_PAGE = 'complaints';
