import type { LoadOptions, UploadableFile, UploadService, UploadSettings } from '../../core/index.ts';

type Pending<T> = { resolve: (value: T) => void; reject: (error: Error) => void };

/**
 * An option loader whose loads wait until the test answers them, so the 'Loading …' state can be seen.
 * `addresses` lists every address asked for, in order.
 */
export function fakeOptionLoader() {
  const waiting = new Map<string, Pending<unknown[]>>();
  const addresses: string[] = [];
  const loadOptions: LoadOptions = (address) => {
    addresses.push(address);
    return new Promise((resolve, reject) => waiting.set(address, { resolve, reject }));
  };
  const take = (address: string) => {
    const pending = waiting.get(address);
    if (!pending) throw new Error(`Nothing is loading ${address}; asked for: ${addresses.join(', ')}`);
    waiting.delete(address);
    return pending;
  };
  return {
    loadOptions,
    addresses,
    answer: (address: string, rows: unknown[]) => take(address).resolve(rows),
    fail: (address: string, message: string) => take(address).reject(new Error(message)),
  };
}

/**
 * An upload service whose uploads wait until the test reports progress, finishes or fails them; a resize
 * gives '{path}?w={width}&h={height}'.
 */
export function fakeUploadService() {
  const uploads: {
    file: UploadableFile;
    settings: UploadSettings;
    progress: (percent: number) => void;
    pending: Pending<{ FilePath: string }>;
  }[] = [];
  const resized: { filePath: string; width: number; height: number }[] = [];
  const service: UploadService = {
    upload: (file, settings, progress) =>
      new Promise((resolve, reject) =>
        uploads.push({ file, settings, progress, pending: { resolve, reject } }),
      ),
    resize: async (filePath, width, height) => {
      resized.push({ filePath, width, height });
      return { FilePath: `${filePath}?w=${width}&h=${height}` };
    },
  };
  const current = () => {
    const upload = uploads.at(-1);
    if (!upload) throw new Error('No upload was started');
    return upload;
  };
  return {
    service,
    uploads,
    resized,
    progress: (percent: number) => current().progress(percent),
    finish: (FilePath: string) => current().pending.resolve({ FilePath }),
    fail: (message: string) => current().pending.reject(new Error(message)),
  };
}

/** A browser File of the given text (jsdom's File has text()). */
export const textFile = (name: string, text: string, type = 'text/plain') => new File([text], name, { type });
