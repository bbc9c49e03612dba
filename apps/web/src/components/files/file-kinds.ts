import type { FileEntry, FileType } from './file-types.ts';

/** The file name endings each type accepts (as the server's upload calls do). */
export const extensionsOf: Record<FileType, string[]> = {
  Picture: ['.jpg', '.jpeg', '.png', '.webp', '.gif'],
  PDF: ['.pdf'],
  CSV: ['.csv'],
  Word: ['.docx', '.doc', '.odt', '.rtf'],
  // The server also takes PNG, JPEG, WebP, GIF and PDF as graphics; by name those go to their own calls.
  Graphic: ['.svg', '.psd', '.eps', '.ai', '.tif', '.tiff'],
};

const fileTypes = Object.keys(extensionsOf) as FileType[];

/** The type of a file about to be uploaded, by its name's ending; undefined when no type takes it. */
export function fileTypeOfName(name: string): FileType | undefined {
  const lower = name.toLowerCase();
  return fileTypes.find((type) => extensionsOf[type].some((extension) => lower.endsWith(extension)));
}

/** The type of a listed file, from the server's flags. */
export function fileTypeOfEntry(entry: FileEntry): FileType | undefined {
  if (entry.IsImage) return 'Picture';
  if (entry.IsPDF) return 'PDF';
  if (entry.IsCSV) return 'CSV';
  if (entry.IsWord) return 'Word';
  if (entry.IsGraphics) return 'Graphic';
  return undefined;
}

/** The media type each type is announced as to the browser's file chooser. */
const mediaTypeOf: Record<FileType, string> = {
  Picture: 'image/*',
  PDF: 'application/pdf',
  CSV: 'text/csv',
  Word: 'application/msword',
  Graphic: 'application/octet-stream',
};

/** The drop zone's `accept` map (media type -> name endings) for some types (all when none is given). */
export const acceptFor = (types: FileType[] = fileTypes): Record<string, string[]> =>
  Object.fromEntries(types.map((type) => [mediaTypeOf[type], extensionsOf[type]]));
