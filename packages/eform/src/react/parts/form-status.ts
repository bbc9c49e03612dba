import { createContext } from 'react';

/** What the screen knows that the model does not: its records are still loading (spec 000 §2.4 loading rows). */
export const FormStatusContext = createContext<{ loadingRecords: boolean }>({ loadingRecords: false });
