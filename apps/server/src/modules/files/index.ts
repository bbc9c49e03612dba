/** What the files module gives the other modules (its tables are its own). */
export { type FileCaller, fileCallerOf } from './file-scope.ts';
export { assertUploadedFile, uploadedFileProblem } from './uploaded-file.ts';
