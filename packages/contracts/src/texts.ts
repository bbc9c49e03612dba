/**
 * Texts the specification quotes. Users and other clients may rely on them, so they are
 * reproduced exactly, spelling included, and written only here.
 */
export const texts = {
  // spec 001 §5: login and set-password screens
  passwordRule:
    'Please make sure that your password is at least eight characters long and includes at least a number, a uppercase, a lowercase letter and a symbol.',
  // spec 000 §5: the form engine's password field
  eformPasswordRule:
    'Your Password must contain a minimum of 8 letter password, with at least a symbol, upper and lower case letters and a number',
  passwordMismatch: 'MisMatch Password. Thank you',
  invalidEmail: 'Invalid Emaill Address',
  // spec 000 §8
  networkDown: 'Your network is mostly likely down, Kindly confirm. Thank you',
  urlDoesNotExist: 'The URL does not exist. Thank you',
  // spec 000 §2.3
  noRecord: 'No Record',
  loading: 'Loading...',
  searchPlaceholder: 'Search with Keywords',
  create: 'Create',
  save: 'Save',
  update: 'Update',
  saving: 'Saving...',
  updating: 'Updating...',
  processing: 'Processing...',
  backToDetails: 'Back To Details',
  // spec 000 §2.1
  blogCenterTitle: 'Blog Center',
  blogCenterSubtitle: 'Get the latest information here',
  termsTitle: 'Terms and Conditions',
  privacyTitle: 'Privacy Policy',
  aboutTitle: 'About Us',
  contactTitle: 'Contact Us',
  termsSubtitle: 'All you need to know about our terms',
} as const;

/** spec 000 §5: 'Enter {field}' is the text rule's message and the default placeholder. */
export const enterField = (field: string) => `Enter ${field}`;

/** spec 001 §5: the prompt before a destructive or action call. */
export const confirmPrompt = (action: string, item: string, name: string) =>
  `Are you sure, you want to ${action} this ${item} (${name})?`;

/** spec 000 §2.5: the file manager's labels ('Folder Name is required. Thank you' is fileTexts' in files.ts). */
export const fileManagerTexts = {
  root: 'Root',
  insert: 'Insert',
  select: 'Select',
  unselect: 'Unselect',
} as const;

/** spec 000 §2.5: the multi-select file manager's button. */
export const addSelectedFiles = (count: number) => `Add ${count} Selected File(s)`;
