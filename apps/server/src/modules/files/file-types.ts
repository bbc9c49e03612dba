import type { FileEntry } from '@wayfare/contracts';

type Flags = Pick<FileEntry, 'IsImage' | 'IsCSV' | 'IsPDF' | 'IsWord' | 'IsGraphics'>;
type StoredType = {
  contentType: string;
  /** Shown in the browser when opened; otherwise always downloaded (see serve-uploads.ts). */
  inline: boolean;
  /** A picture sharp may decode: resizable, and its thumbnail is a smaller copy. */
  raster: boolean;
  flags: Partial<Flags>;
};

const picture = (contentType: string): StoredType => ({
  contentType,
  inline: true,
  raster: true,
  flags: { IsImage: true },
});
const download = (contentType: string, flags: Partial<Flags>): StoredType => ({
  contentType,
  inline: false,
  raster: false,
  flags,
});

/**
 * Every extension the server writes. The extension is chosen from the bytes on upload (never from the
 * name the browser sent), so what the extension says is what the file is.
 */
const storedTypes: Record<string, StoredType> = {
  jpg: picture('image/jpeg'),
  png: picture('image/png'),
  webp: picture('image/webp'),
  gif: picture('image/gif'),
  pdf: { contentType: 'application/pdf', inline: true, raster: false, flags: { IsPDF: true } },
  csv: download('text/csv; charset=utf-8', { IsCSV: true }),
  docx: download('application/vnd.openxmlformats-officedocument.wordprocessingml.document', { IsWord: true }),
  doc: download('application/msword', { IsWord: true }),
  odt: download('application/vnd.oasis.opendocument.text', { IsWord: true }),
  rtf: download('application/rtf', { IsWord: true }),
  // An SVG shows in an <img> (which never runs its scripts) but is never opened as a page.
  svg: download('image/svg+xml', { IsImage: true, IsGraphics: true }),
  tif: download('image/tiff', { IsGraphics: true }),
  psd: download('image/vnd.adobe.photoshop', { IsGraphics: true }),
  eps: download('application/postscript', { IsGraphics: true }),
  ai: download('application/postscript', { IsGraphics: true }),
};

const unknownType = download('application/octet-stream', {});

export const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

export const storedTypeOf = (name: string) => storedTypes[extensionOf(name)] ?? unknownType;

export const contentTypeOfExtension = (ext: string) => (storedTypes[ext] ?? unknownType).contentType;

export function flagsOf(name: string): Flags {
  const { flags } = storedTypeOf(name);
  return {
    IsImage: flags.IsImage ?? false,
    IsCSV: flags.IsCSV ?? false,
    IsPDF: flags.IsPDF ?? false,
    IsWord: flags.IsWord ?? false,
    IsGraphics: flags.IsGraphics ?? false,
  };
}

export const isRasterImage = (name: string) => storedTypeOf(name).raster;
export const isSvg = (name: string) => extensionOf(name) === 'svg';
