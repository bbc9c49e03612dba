import type { UploadKind } from '@wayfare/contracts';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Config } from '../../config.ts';
import type { ImageLimits } from './images.ts';

export type UploadLimits = ImageLimits & { megabytes: Record<UploadKind, number> };

/** What the file services work with: the storage (the only record of the files) and the limits. */
export type FilesDeps = { storage: FileStorage; limits: UploadLimits };

export const uploadLimitsOf = (config: Config): UploadLimits => ({
  megabytes: {
    Picture: config.UPLOAD_MAX_PICTURE_MB,
    PDF: config.UPLOAD_MAX_PDF_MB,
    CSV: config.UPLOAD_MAX_CSV_MB,
    Word: config.UPLOAD_MAX_WORD_MB,
    Graphic: config.UPLOAD_MAX_GRAPHIC_MB,
  },
  maxMegapixels: config.UPLOAD_MAX_IMAGE_MEGAPIXELS,
});
