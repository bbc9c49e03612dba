import type { ReactNode } from 'react';

/** spec 000 §2.3: the listing styles. */
export const listingStyles = [
  'Default',
  'Date_Float',
  'Date_Overlay',
  'Date_Top',
  'Caption_Overlay',
  'Collapsible_List',
  'Table_Mode',
  'Image_Beside_Caption',
] as const;
export type ListingStyle = (typeof listingStyles)[number];

export type ListingAction = {
  label: string;
  /** Runs 200 ms after a single click (spec 000 §2.3), never on a double click. */
  onClick: () => void;
  onDoubleClick?: () => void;
  icon?: ReactNode;
  color?: string;
  /** E.g. while the action's call is under way. */
  disabled?: boolean;
};

/** spec 000 §2.3: the fields of a listing card (names as the spec writes them). */
export type ListingItem = {
  /** A stable key for the list. */
  key: string | number;
  Title: ReactNode;
  /** Before the title, outside the card's button (Collapsible_List): a row's check box. */
  Leading?: ReactNode;
  SubTitle?: ReactNode;
  Description?: ReactNode;
  Date?: string | Date;
  /** Picture address; a placeholder picture shows when it is missing (spec 000 §9). */
  Picture?: string | null;
  Icon?: ReactNode;
  /** Where the title links to: an app path ('/article/x') or a full address. */
  URL?: string;
  Actions?: ListingAction[];
  ToolTip?: string;
  IsSelected?: boolean;
};

/** Items per row in a 12-column grid; 3 per row (a row size of 4 columns each) by default. */
export type ItemsPerRow = 1 | 2 | 3 | 4 | 6 | 12;
export const DEFAULT_ITEMS_PER_ROW: ItemsPerRow = 3;
