import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as calls from '@wayfare/contracts/calls';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertStore } from '../../lib/alerts.ts';
import { renderWidget } from '../test-render.tsx';
import { filesQueryKey, getFiles } from './file-api.ts';
import { entry, fakeFileServer } from './test-file-server.ts';
import { UploadZone } from './upload-zone.tsx';

/** An XMLHttpRequest the test drives: it reports upload progress and answers when told to. */
class FakeUpload {
  static sent: FakeUpload[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  url = '';
  body: FormData | undefined;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

/** The file manager's listing of a folder, as the modal shows it. */
function FolderListing({ folder }: { folder: string }) {
  useQuery({ queryKey: filesQueryKey(folder), queryFn: () => getFiles(folder) });
  return null;
}
const listings = (server: ReturnType<typeof fakeFileServer>) =>
  server.sentTo(calls.FileUpload.GetFiles).length;

const dropZone = () => screen.getByLabelText('Upload files');
const dropInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const picture = (name: string) => new File(['picture bytes'], name, { type: 'image/jpeg' });

// Modal and router interactions take seconds in jsdom when the machine is busy.
describe('UploadZone (spec 000 §4, §7)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    FakeUpload.sent = [];
    alertStore.clear();
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a picture to PictureUpload with the open folder and the resize defaults, showing real progress', async () => {
    const server = fakeFileServer({ cars: [] });
    renderWidget(
      <>
        <FolderListing folder="cars" />
        <UploadZone folder="cars" />
      </>,
    );
    await waitFor(() => expect(listings(server)).toBe(1));
    await userEvent.upload(dropInput(), picture('camry.jpg'));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    const request = FakeUpload.sent[0] as FakeUpload;
    expect(request.url).toBe('/api/FileUpload/PictureUpload');
    expect(request.body?.get('File')).toBeInstanceOf(File);
    expect(request.body?.get('Folder')).toBe('cars');
    expect(request.body?.get('PreferredFilename')).toBe('camry');
    expect(request.body?.get('ResizedToWidth')).toBe('1200');
    expect(request.body?.get('ResizedToHeight')).toBe('0');

    request.progress(25, 100);
    expect(screen.getByRole('progressbar', { name: 'Upload progress 25%' })).toBeInTheDocument();
    request.progress(80, 100);
    expect(screen.getByRole('progressbar', { name: 'Upload progress 80%' })).toBeInTheDocument();
    request.answer(200, entry('camry.jpg', 'cars'));
    await waitFor(() => expect(screen.queryByTestId('upload-progress')).not.toBeInTheDocument());
    // The open folder's listing reloads, so the new file shows.
    await waitFor(() => expect(listings(server)).toBe(2));
  });

  it('uploads several files one by one, each to the call of its type', async () => {
    fakeFileServer({});
    renderWidget(<UploadZone folder="" />);
    await userEvent.upload(dropInput(), [
      picture('a.jpg'),
      new File(['%PDF'], 'terms.pdf', { type: 'application/pdf' }),
    ]);
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    expect(screen.getByText('Uploading a.jpg (1 of 2)')).toBeInTheDocument();
    FakeUpload.sent[0]?.answer(200, entry('a.jpg', ''));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(2));
    expect(FakeUpload.sent[1]?.url).toBe('/api/FileUpload/PDFUpload');
    expect(screen.getByText('Uploading terms.pdf (2 of 2)')).toBeInTheDocument();
  });

  it('on a failure shows the error, clears the progress and lets the person upload again', async () => {
    fakeFileServer({});
    renderWidget(<UploadZone folder="" />);
    await userEvent.upload(dropInput(), picture('big.jpg'));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    FakeUpload.sent[0]?.progress(60, 100);
    expect(dropZone()).toHaveAttribute('data-disabled', 'true');
    FakeUpload.sent[0]?.answer(400, { title: 'The picture is too large. Thank you' });
    await waitFor(() => expect(screen.queryByTestId('upload-progress')).not.toBeInTheDocument());
    expect(alertStore.get()).toContainEqual(
      expect.objectContaining({ type: 'Error', message: 'The picture is too large. Thank you' }),
    );
    expect(dropZone()).not.toHaveAttribute('data-disabled');
    await userEvent.upload(dropInput(), picture('small.jpg'));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(2));
  });
});
