import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as calls from '@wayfare/contracts/calls';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../../test/fake-api.ts';
import { renderWidget } from '../test-render.tsx';
import {
  FileToolsProvider,
  IMAGE_RESIZER_DELAY_MS,
  IMAGE_VIEWER_DELAY_MS,
  useImageResizer,
  useImageViewer,
} from './file-tools-provider.tsx';
import { dimensionToSend } from './image-resizer-modal.tsx';
import { fakeFileServer } from './test-file-server.ts';

function ViewButton() {
  const { view } = useImageViewer();
  return (
    <button type="button" onClick={() => view('/uploads/cars/camry.jpg')}>
      View
    </button>
  );
}

function ResizeButton() {
  const { resize } = useImageResizer();
  const [path, setPath] = useState<string | null | undefined>(undefined);
  return (
    <>
      <button type="button" onClick={async () => setPath(await resize('/uploads/cars/camry.jpg'))}>
        Resize picture
      </button>
      <output data-testid="new-path">{path === undefined ? 'waiting' : String(path)}</output>
    </>
  );
}

const newPath = () => screen.getByTestId('new-path').textContent;

describe('image viewer (spec 000 §2.5)', () => {
  afterEach(() => vi.useRealTimers());

  it('opens 1 s after it is asked for, showing the picture', () => {
    vi.useFakeTimers();
    renderWidget(
      <FileToolsProvider>
        <ViewButton />
      </FileToolsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    act(() => vi.advanceTimersByTime(IMAGE_VIEWER_DELAY_MS - 1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    const dialog = screen.getByRole('dialog', { name: 'camry.jpg' });
    expect(within(dialog).getByRole('img', { name: 'camry.jpg' })).toHaveAttribute(
      'src',
      '/uploads/cars/camry.jpg',
    );
    expect(IMAGE_VIEWER_DELAY_MS).toBe(1000);
  });

  it('has a close button named for what it does, which closes the picture', async () => {
    renderWidget(
      <FileToolsProvider>
        <ViewButton />
      </FileToolsProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'camry.jpg' }, { timeout: 3000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the picture' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

// Modal and router interactions take seconds in jsdom when the machine is busy.
describe('image resizer (spec 000 §2.5, §4, §5)', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps a dimension that is empty or zero (sent as 0)', () => {
    expect(dimensionToSend('')).toBe(0);
    expect(dimensionToSend(0)).toBe(0);
    expect(dimensionToSend(' ')).toBe(0);
    expect(dimensionToSend(800)).toBe(800);
    expect(dimensionToSend('640')).toBe(640);
  });

  it('opens 0.3 s after it is asked for', () => {
    vi.useFakeTimers();
    renderWidget(
      <FileToolsProvider>
        <ResizeButton />
      </FileToolsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Resize picture' }));
    act(() => vi.advanceTimersByTime(IMAGE_RESIZER_DELAY_MS - 1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Resize Image' })).toBeInTheDocument();
    expect(IMAGE_RESIZER_DELAY_MS).toBe(300);
  });

  it('resizes to the width given, keeping the empty height, and returns the new file path', async () => {
    const server = fakeFileServer(
      {},
      answer(calls.FileUpload.ResizedImage, () => ({ FilePath: '/uploads/cars/camry-800x0.jpg' })),
    );
    renderWidget(
      <FileToolsProvider>
        <ResizeButton />
      </FileToolsProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Resize picture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resize Image' });
    const resize = within(dialog).getByRole('button', { name: 'Resize' });
    expect(resize).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Width' }), 'abc800');
    expect(within(dialog).getByRole('textbox', { name: 'Width' })).toHaveValue('800');
    await userEvent.click(resize);
    await waitFor(() => expect(newPath()).toBe('/uploads/cars/camry-800x0.jpg'));
    expect(server.sentTo(calls.FileUpload.ResizedImage)[0]?.body).toEqual({
      FilePath: '/uploads/cars/camry.jpg',
      Width: 800,
      Height: 0,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('returns null when closed without resizing', async () => {
    const server = fakeFileServer({});
    renderWidget(
      <FileToolsProvider>
        <ResizeButton />
      </FileToolsProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Resize picture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resize Image' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(newPath()).toBe('null'));
    expect(server.sentTo(calls.FileUpload.ResizedImage)).toHaveLength(0);
  });
});
