import { fileTexts, type UploadFields, type UploadKind, uploadFields } from '@wayfare/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, invalid, invalidProperty } from '../../errors.ts';
import { collectPropertyErrors } from '../../property-errors.ts';
import type { ReceivedFile } from './upload.service.ts';

/** Room for the form's text fields and part headers around the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const FILE_FIELD = 'File';

const tooLarge = (kind: UploadKind, megabytes: number) => {
  const message = fileTexts.tooLarge(kind, megabytes);
  return new AppError(413, message, { File: [message] });
};

/** The contract's checks of the text fields, reported per property like a JSON body's. */
function parseFields(fields: Record<string, string>): UploadFields {
  const parsed = uploadFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  const { errors, add } = collectPropertyErrors();
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(key, `${key} is not a property of this request`);
    } else add(String(issue.path[0] ?? 'body'), issue.message);
  }
  throw invalid(Object.values(errors).flat().join(', '), errors);
}

/**
 * The multipart parser's own failures (no boundary, a body cut short, text that is not a form at all)
 * are plain errors with no status: they are the client's doing, so they become a 400. Our refusals
 * and the plugin's limits already carry their status.
 */
function asClientError(error: unknown) {
  if (error instanceof AppError) return error;
  if (typeof (error as { statusCode?: unknown }).statusCode === 'number') return error;
  return invalid(fileTexts.malformedForm);
}

async function readParts(request: FastifyRequest, kind: UploadKind, maxMegabytes: number) {
  const maxBytes = Math.floor(maxMegabytes * 1024 * 1024);
  // Field names come from the client: kept on an object without a prototype, so none is inherited.
  const fields: Record<string, string> = Object.create(null);
  let file: ReceivedFile | undefined;
  const parts = request.parts({
    limits: { fileSize: maxBytes, files: 1, fields: 8, fieldSize: 2048, parts: 9 },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== FILE_FIELD) {
        part.file.resume();
        throw invalidProperty(part.fieldname, fileTexts.fileFieldName);
      }
      try {
        file = { bytes: await part.toBuffer(), filename: part.filename ?? '' };
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw tooLarge(kind, maxMegabytes);
        throw error;
      }
      continue;
    }
    if (part.valueTruncated) throw invalidProperty(part.fieldname, `${part.fieldname} is too long`);
    if (part.fieldname !== FILE_FIELD && !Object.hasOwn(fields, part.fieldname))
      fields[part.fieldname] = String(part.value);
  }
  return { file, fields };
}

/**
 * Reads an upload call's multipart form: the file (the part named File, at most the kind's size limit)
 * into memory, so a refused upload leaves no file, partial or temporary, anywhere; and the text fields.
 */
export async function readUploadForm(
  request: FastifyRequest,
  kind: UploadKind,
  maxMegabytes: number,
): Promise<{ file: ReceivedFile; fields: UploadFields }> {
  if (!request.isMultipart()) throw new AppError(415, fileTexts.notMultipart);
  // A body that says it is far larger than the limit is refused before a byte of it is read.
  if (Number(request.headers['content-length']) > maxMegabytes * 1024 * 1024 + FORM_OVERHEAD_BYTES)
    throw tooLarge(kind, maxMegabytes);

  const { file, fields } = await readParts(request, kind, maxMegabytes).catch((error: unknown) => {
    throw asClientError(error);
  });
  const parsedFields = parseFields(fields);
  if (!file) throw invalidProperty(FILE_FIELD, fileTexts.fileRequired);
  return { file, fields: parsedFields };
}
