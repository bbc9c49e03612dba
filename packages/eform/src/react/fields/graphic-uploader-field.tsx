import { DocumentUploadEdit, DocumentUploadView } from '../parts/document-upload.tsx';
import type { FieldRenderer } from '../parts/renderer-types.ts';

/** spec 000 §2.4 graphic uploader (14): upload one file through the app's upload service, open or remove it. */
export const graphicUploaderRenderer: FieldRenderer = { Edit: DocumentUploadEdit, View: DocumentUploadView };
