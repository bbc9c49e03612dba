import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Endpoint } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertStore } from '../../lib/alerts.ts';
import { signInAdmin, signInLimitedTo } from '../../test/admin-rights.ts';
import { answer, problem } from '../../test/fake-api.ts';
import { formatMegabytes } from '../format.ts';
import { NO_CONTENT_PICTURE } from '../placeholder-pictures.ts';
import { renderWidget } from '../test-render.tsx';
import type { FileManagerOptions } from './file-manager-modal.tsx';
import { FILE_MANAGER_DELAY_MS, FileToolsProvider, useFileManager } from './file-tools-provider.tsx';
import { entry, fakeFileServer } from './test-file-server.ts';

const tree = {
  '': [
    entry('cars', ''),
    entry('lagos.jpg', '', { SizeInByte: 1_572_864 }),
    entry('fares.csv', '', { SizeInByte: 123_456 }),
    entry('terms.pdf', '', { SizeInByte: 2_097_152 }),
  ],
  cars: [entry('2024', 'cars'), entry('corolla.png', 'cars', { SizeInByte: 524_288 })],
  'cars/2024': [entry('camry.jpg', 'cars/2024', { SizeInByte: 10_485_760 })],
};

function Opener({ options }: { options: FileManagerOptions }) {
  const { open } = useFileManager();
  const [result, setResult] = useState<string[] | null>(null);
  return (
    <>
      <button type="button" onClick={async () => setResult(await open(options))}>
        Choose files
      </button>
      <output data-testid="result">{result ? JSON.stringify(result) : 'none'}</output>
    </>
  );
}

const result = () => screen.getByTestId('result').textContent;

async function openManager(options: FileManagerOptions = {}) {
  renderWidget(
    <FileToolsProvider>
      <Opener options={options} />
    </FileToolsProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Choose files' }));
  const dialog = await screen.findByRole('dialog', { name: 'File Manager' });
  await within(dialog).findAllByTestId('file-card');
  return dialog;
}

describe('formatMegabytes', () => {
  it('shows sizes in MB with two decimals', () => {
    expect(formatMegabytes(1_572_864)).toBe('1.50 MB');
    expect(formatMegabytes(123_456)).toBe('0.12 MB');
    expect(formatMegabytes(0)).toBe('0.00 MB');
    expect(formatMegabytes(10_485_760)).toBe('10.00 MB');
  });
});

// Modal and router interactions take seconds in jsdom when the machine is busy.
describe('file manager (spec 000 §2.5)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    alertStore.clear();
    signInAdmin();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('opens 0.3 s after it is asked for', async () => {
    fakeFileServer(tree);
    vi.useFakeTimers();
    renderWidget(
      <FileToolsProvider>
        <Opener options={{}} />
      </FileToolsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Choose files' }));
    act(() => vi.advanceTimersByTime(FILE_MANAGER_DELAY_MS - 1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'File Manager' })).toBeInTheDocument();
    expect(FILE_MANAGER_DELAY_MS).toBe(300);
  });

  it('starts at Root and shows each file with its size in MB, six per row', async () => {
    const server = fakeFileServer(tree);
    const dialog = await openManager();
    expect(within(dialog).getByText('Root')).toHaveAttribute('aria-current', 'location');
    expect(server.sent[0]?.query.has('directory')).toBe(false);
    const cards = within(dialog).getAllByTestId('file-card');
    expect(cards).toHaveLength(4);
    expect(within(dialog).getByText('1.50 MB')).toBeInTheDocument();
    expect(within(dialog).getByText('0.12 MB')).toBeInTheDocument();
    expect(within(dialog).getByText('2.00 MB')).toBeInTheDocument();
    for (const card of cards) expect(card.parentElement).toHaveAttribute('data-span', '2');
  });

  it('adds a breadcrumb per opened folder, and a breadcrumb goes back', async () => {
    const server = fakeFileServer(tree);
    const dialog = await openManager();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open cars' }));
    await within(dialog).findByText('corolla.png');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open 2024' }));
    expect(await within(dialog).findByText('camry.jpg')).toBeInTheDocument();
    expect(server.sent.at(-1)?.query.get('directory')).toBe('cars/2024');
    const crumbs = within(dialog).getByRole('navigation', { name: 'Folders' });
    expect(crumbs).toHaveTextContent(/Root.*cars.*2024/);
    await userEvent.click(within(crumbs).getByRole('button', { name: 'Root' }));
    expect(await within(dialog).findByText('lagos.jpg')).toBeInTheDocument();
  });

  it('selects and unselects files and returns the chosen addresses with Add N Selected File(s)', async () => {
    fakeFileServer(tree);
    const dialog = await openManager({ multiple: true });
    expect(within(dialog).getByRole('button', { name: 'Add 0 Selected File(s)' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select lagos.jpg' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select terms.pdf' }));
    expect(within(dialog).getByRole('button', { name: 'Add 2 Selected File(s)' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unselect terms.pdf' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open cars' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Select corolla.png' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 2 Selected File(s)' }));
    expect(JSON.parse(result() ?? '')).toEqual(['/uploads/lagos.jpg', '/uploads/cars/corolla.png']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('returns the one file inserted in single mode and closes', async () => {
    fakeFileServer(tree);
    const dialog = await openManager();
    expect(within(dialog).queryByRole('button', { name: /Selected File/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert fares.csv' }));
    expect(JSON.parse(result() ?? '')).toEqual(['/uploads/fares.csv']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lets only files of the asked types be chosen', async () => {
    fakeFileServer(tree);
    const dialog = await openManager({ types: ['PDF'] });
    expect(within(dialog).getByRole('button', { name: 'Insert terms.pdf' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Insert lagos.jpg' })).toBeDisabled();
  });

  it('does not close on a click outside (static backdrop), and returns nothing when closed', async () => {
    fakeFileServer(tree);
    const dialog = await openManager();
    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    await userEvent.click(overlay as Element);
    expect(screen.getByRole('dialog', { name: 'File Manager' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the file manager' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(result() ?? '')).toEqual([]);
  });

  it('lists each folder afresh when it is shown again (files change outside it: uploads, resizes)', async () => {
    const files = { '': [...tree['']], cars: [...tree.cars] };
    fakeFileServer(files);
    let dialog = await openManager();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open cars' }));
    await within(dialog).findByRole('button', { name: 'Insert corolla.png' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the file manager' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    files[''].push(entry('lagos-300x0.jpg', ''));
    files.cars.push(entry('corolla-300x0.png', 'cars'));

    await userEvent.click(screen.getByRole('button', { name: 'Choose files' }));
    dialog = await screen.findByRole('dialog', { name: 'File Manager' });
    expect(await within(dialog).findByRole('button', { name: 'Insert lagos-300x0.jpg' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open cars' }));
    expect(await within(dialog).findByRole('button', { name: 'Insert corolla-300x0.png' })).toBeVisible();
  });

  it('requires a folder name, then creates the folder inside the open one and says so', async () => {
    const server = fakeFileServer(tree);
    const dialog = await openManager();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open cars' }));
    await within(dialog).findByText('corolla.png');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Folder Name' }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'New Folder' }));
    expect(within(dialog).getByText('Folder Name is required. Thank you')).toBeInTheDocument();
    expect(server.sentTo(calls.FileUpload.CreateFolder)).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Folder Name' }), 'Trucks');
    expect(within(dialog).queryByText('Folder Name is required. Thank you')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'New Folder' }));
    await waitFor(() => expect(server.sentTo(calls.FileUpload.CreateFolder)).toHaveLength(1));
    expect(server.sentTo(calls.FileUpload.CreateFolder)[0]?.body).toEqual({
      Folder: 'cars',
      FolderName: 'Trucks',
    });
    await waitFor(() =>
      expect(alertStore.get()).toContainEqual(
        expect.objectContaining({ type: 'Success', message: 'The folder Trucks has been created' }),
      ),
    );
  });

  it('deletes a file after the confirmation prompt and shows the reply as a success alert', async () => {
    const server = fakeFileServer(tree);
    const dialog = await openManager();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete terms.pdf' }));
    expect(
      await screen.findByText('Are you sure, you want to delete this file (terms.pdf)?'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(server.sentTo(calls.FileUpload.DeleteFile)).toHaveLength(1));
    expect(server.sentTo(calls.FileUpload.DeleteFile)[0]?.body).toEqual({
      Folder: '',
      FileName: 'terms.pdf',
    });
    await waitFor(() =>
      expect(alertStore.get()).toContainEqual(
        expect.objectContaining({ type: 'Success', message: 'The file has been deleted. Thank you' }),
      ),
    );
  });

  it('offers New Folder and Delete only as the Files & Folders rights allow (issue 29 §3)', async () => {
    const rights = { [Endpoint.FileManager]: { CanView: true, CanModifyCreate: true } };
    fakeFileServer(tree, signInLimitedTo(rights));
    const dialog = await openManager();
    // New Folder shows once the rights are in: by then a Delete would show too, were it granted.
    expect(await within(dialog).findByRole('textbox', { name: 'Folder Name' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Open cars' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });

  it('deletes nothing when the prompt is declined, and deletes a folder with DeleteFolder', async () => {
    const server = fakeFileServer(tree);
    const dialog = await openManager();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete lagos.jpg' }));
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete cars' }));
    expect(
      await screen.findByText('Are you sure, you want to delete this folder (cars)?'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(server.sentTo(calls.FileUpload.DeleteFolder)).toHaveLength(1));
    expect(server.sentTo(calls.FileUpload.DeleteFolder)[0]?.body).toEqual({ Folder: '', FileName: 'cars' });
    expect(server.sentTo(calls.FileUpload.DeleteFile)).toHaveLength(0);
  });
});

describe('file manager thumbnails (spec 000 §8)', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('logs a thumbnail that fails to load and shows the no-content picture instead', async () => {
    fakeFileServer(tree);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const dialog = await openManager();
    const image = within(dialog).getByAltText('lagos.jpg');
    fireEvent.error(image);
    expect(await within(dialog).findByAltText('lagos.jpg: no content')).toHaveAttribute(
      'src',
      NO_CONTENT_PICTURE,
    );
    expect(within(dialog).queryByAltText('lagos.jpg')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('/uploads/lagos.jpg'));
  });

  it('generates a missing thumbnail, and only logs when that fails', async () => {
    const server = fakeFileServer(
      {
        '': [
          entry('a.jpg', '', { ThumbnailFilePath: null }),
          entry('b.jpg', '', { ThumbnailFilePath: null }),
        ],
      },
      answer(calls.FileUpload.GenerateThumbnail, ({ body }) =>
        body.FilePath === '/uploads/a.jpg'
          ? { ThumbnailFilePath: '/uploads/thumbnails/a.jpg' }
          : problem(400, 'That picture cannot be read'),
      ),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const dialog = await openManager();
    expect(await within(dialog).findByAltText('a.jpg')).toHaveAttribute('src', '/uploads/thumbnails/a.jpg');
    expect(await within(dialog).findByAltText('b.jpg: no content')).toHaveAttribute(
      'src',
      NO_CONTENT_PICTURE,
    );
    expect(server.sentTo(calls.FileUpload.GenerateThumbnail)[0]?.body).toEqual({
      FilePath: '/uploads/a.jpg',
      Width: 200,
      Height: 200,
    });
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith(expect.stringContaining('/uploads/b.jpg'), expect.anything()),
    );
    expect(alertStore.get()).toHaveLength(0);
  });
});
