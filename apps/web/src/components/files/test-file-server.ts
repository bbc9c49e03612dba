import { vi } from 'vitest';
import type { FileEntry } from './file-types.ts';

/** A listed entry with the flags of its kind. */
export function entry(name: string, folder: string, overrides: Partial<FileEntry> = {}): FileEntry {
  const path = `/uploads/${folder ? `${folder}/` : ''}${name}`;
  const isDirectory = !name.includes('.');
  const isImage = /\.(jpe?g|png|gif|webp)$/i.test(name);
  return {
    Name: name,
    FilePath: path,
    IsDirectory: isDirectory,
    SizeInByte: 0,
    ThumbnailFilePath: isImage ? `/uploads/thumbnails/${name}` : null,
    IsImage: isImage,
    IsCSV: name.endsWith('.csv'),
    IsPDF: name.endsWith('.pdf'),
    IsWord: /\.docx?$/.test(name),
    IsGraphics: name.endsWith('.psd'),
    ...overrides,
  };
}

export type SentCall = { method: string; path: string; query: URLSearchParams; body: unknown };
type Reply = { status?: number; body?: unknown; text?: string };

/**
 * Replaces fetch with the file calls of spec 000 §7 over an in-memory tree (folder path -> entries).
 * `override` answers a call ('POST FileUpload/DeleteFile') differently. Returns every call sent.
 */
export function fakeFileServer(
  tree: Record<string, FileEntry[]>,
  override: Record<string, (call: SentCall) => Reply> = {},
) {
  const calls: SentCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), window.location.origin);
      const call: SentCall = {
        method: init.method ?? 'GET',
        path: url.pathname.replace(/^\/api\//, ''),
        query: url.searchParams,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      };
      calls.push(call);
      const key = `${call.method} ${call.path}`;
      let reply: Reply = { status: 404, body: { title: 'The URL does not exist. Thank you' } };
      if (override[key]) reply = override[key](call);
      else if (key === 'GET FileUpload/GetFiles')
        reply = { body: tree[call.query.get('directory') ?? ''] ?? [] };
      else if (key === 'POST FileUpload/CreateFolder') {
        const { FolderName } = call.body as { FolderName: string };
        reply = { text: `The folder ${FolderName} has been created` };
      } else if (key === 'POST FileUpload/DeleteFile')
        reply = { text: 'The file has been deleted. Thank you' };
      else if (key === 'POST FileUpload/DeleteFolder')
        reply = { text: 'The folder has been deleted. Thank you' };
      const status = reply.status ?? 200;
      if (reply.text !== undefined)
        return new Response(reply.text, { status, headers: { 'content-type': 'text/plain' } });
      return new Response(JSON.stringify(reply.body ?? null), {
        status,
        headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
      });
    }),
  );
  return {
    calls,
    posts: (path: string) => calls.filter((call) => call.method === 'POST' && call.path === path),
  };
}
