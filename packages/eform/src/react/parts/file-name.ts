/** The file name at the end of an uploaded file's path, %-decoded ('/uploads/docs/terms%20v2.pdf' → 'terms v2.pdf'). */
export function fileNameOf(path: string) {
  const last = path.split('/').pop() ?? path;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** Only a site path or a web address is opened: a stored javascript: or data: value is not a file. */
export const isFileAddress = (path: string) => /^(https?:\/\/|\/)/i.test(path.trim());
