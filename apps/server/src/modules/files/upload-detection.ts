import { fileTexts, type UploadKind } from '@wayfare/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../errors.ts';
import { contentTypeOfExtension, extensionOf } from './file-types.ts';

export type DetectedFile = { ext: string; contentType: string };

const PICTURES = ['jpg', 'png', 'webp', 'gif'];
const GRAPHICS = [...PICTURES, 'tif', 'psd', 'eps'];
const WORD = ['docx', 'odt', 'rtf'];

/** Valid UTF-8 with no NUL or other control character but tab, CR, LF and form feed. */
function asPlainText(bytes: Buffer): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it detects
  return /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text) ? undefined : text;
}

// An SVG document: an optional XML declaration, comments and doctype, then an <svg> root element.
const SVG_ROOT =
  /^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>]/i;

/** A legacy .doc is a compound file holding a stream named WordDocument (other compound files are not). */
const isWordCompoundFile = (bytes: Buffer) => bytes.includes(Buffer.from('WordDocument', 'utf16le'));

/**
 * What an uploaded file really is, decided from its bytes with file-type, never from its name or the
 * browser's content type; refused with 415 when it is not a file of the call's kind.
 */
export async function detectUpload(
  kind: UploadKind,
  bytes: Buffer,
  originalName: string,
): Promise<DetectedFile> {
  const found = await fileTypeFromBuffer(bytes);
  const ext = found?.ext as string | undefined;
  const accepted = (() => {
    switch (kind) {
      case 'Picture':
        return ext && PICTURES.includes(ext) ? ext : undefined;
      case 'PDF':
        return ext === 'pdf' ? ext : undefined;
      case 'CSV':
        // CSV is text: no binary signature, and it must read as UTF-8 without control characters.
        return ext === undefined && asPlainText(bytes) !== undefined ? 'csv' : undefined;
      case 'Word':
        if (ext === 'cfb') return isWordCompoundFile(bytes) ? 'doc' : undefined;
        return ext && WORD.includes(ext) ? ext : undefined;
      case 'Graphic': {
        if (ext && GRAPHICS.includes(ext)) return ext;
        // An Illustrator file is a PDF inside; it keeps the .ai its designer gave it.
        if (ext === 'pdf') return extensionOf(originalName) === 'ai' ? 'ai' : 'pdf';
        if (ext !== undefined && ext !== 'xml') return undefined;
        const text = asPlainText(bytes);
        return text !== undefined && SVG_ROOT.test(text.replace(/^\uFEFF/, '')) ? 'svg' : undefined;
      }
    }
  })();
  if (!accepted) {
    const message = fileTexts.wrongType[kind];
    throw new AppError(415, message, { File: [message] });
  }
  return { ext: accepted, contentType: contentTypeOfExtension(accepted) };
}
