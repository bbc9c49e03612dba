import { fileTexts } from '@wayfare/contracts';
import sharp, { type FitEnum, type Metadata, type ResizeOptions, type Sharp } from 'sharp';
import { AppError, invalidProperty } from '../../errors.ts';

export type ImageLimits = { maxMegapixels: number };
export type TargetSize = { width: number; height: number };

const unreadable = () => invalidProperty('File', fileTexts.unreadableImage);
const tooManyPixels = (limits: ImageLimits) => {
  const message = fileTexts.tooManyPixels(limits.maxMegapixels);
  return new AppError(413, message, { File: [message] });
};
const pixelLimit = (limits: ImageLimits) => Math.floor(limits.maxMegapixels * 1_000_000);

/**
 * Refuses a decompression bomb before decoding it: the header states the size, and a few kilobytes of
 * PNG can claim 100 000 by 100 000 pixels. The pipelines below also pass sharp's limitInputPixels.
 */
export async function assertPixelsWithin(bytes: Buffer, limits: ImageLimits) {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  const frameHeight = metadata.pageHeight ?? metadata.height ?? 0;
  const pixels = (metadata.width ?? 0) * frameHeight * (metadata.pages ?? 1);
  if (pixels > pixelLimit(limits)) throw tooManyPixels(limits);
}

async function run(pipeline: Sharp, limits: ImageLimits) {
  try {
    return await pipeline.toBuffer();
  } catch (error) {
    if (String((error as Error).message).includes('pixel limit')) throw tooManyPixels(limits);
    throw unreadable();
  }
}

/** Decodes with orientation applied; sharp writes no EXIF, XMP or IPTC unless asked, so location goes. */
function decode(bytes: Buffer, ext: string, limits: ImageLimits) {
  const animated = ext === 'gif';
  const pipeline = sharp(bytes, { animated, limitInputPixels: pixelLimit(limits), failOn: 'error' });
  return animated ? pipeline : pipeline.autoOrient();
}

function encodeAs(pipeline: Sharp, ext: string) {
  if (ext === 'jpg') return pipeline.jpeg({ quality: 85, mozjpeg: true });
  if (ext === 'png') return pipeline.png();
  if (ext === 'webp') return pipeline.webp({ quality: 85 });
  return pipeline.gif();
}

/** 0 keeps a dimension in proportion to the other; 0 and 0 keep the picture's own size. */
const resizeOptions = (size: TargetSize, fit: keyof FitEnum): ResizeOptions | undefined =>
  size.width === 0 && size.height === 0
    ? undefined
    : { width: size.width || undefined, height: size.height || undefined, fit, withoutEnlargement: true };

/**
 * spec 000 §7: an uploaded picture is re-encoded in its own format, fitted inside ResizedToWidth by
 * ResizedToHeight (never cropped, never enlarged), its metadata dropped.
 */
export async function reencodePicture(bytes: Buffer, ext: string, size: TargetSize, limits: ImageLimits) {
  await assertPixelsWithin(bytes, limits);
  const options = resizeOptions(size, 'inside');
  const pipeline = decode(bytes, ext, limits);
  return run(encodeAs(options ? pipeline.resize(options) : pipeline, ext), limits);
}

/** The image resizer: both sizes give exactly that box (the middle of the picture, never distorted). */
export async function resizePicture(bytes: Buffer, ext: string, size: TargetSize, limits: ImageLimits) {
  await assertPixelsWithin(bytes, limits);
  const options = resizeOptions(size, 'cover');
  const pipeline = decode(bytes, ext, limits);
  return run(encodeAs(options ? pipeline.resize(options) : pipeline, ext), limits);
}

/** A thumbnail fills its box (cropping the overflow), as the file manager's square cards show it. */
export async function thumbnailOf(bytes: Buffer, size: TargetSize, limits: ImageLimits) {
  await assertPixelsWithin(bytes, limits);
  const pipeline = sharp(bytes, { limitInputPixels: pixelLimit(limits), failOn: 'error' })
    .autoOrient()
    .resize({ width: size.width, height: size.height, fit: 'cover', withoutEnlargement: true });
  return run(pipeline.webp({ quality: 80 }), limits);
}
