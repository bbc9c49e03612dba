import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { FileManagerModal, type FileManagerOptions } from './file-manager-modal.tsx';
import { ImageResizerModal } from './image-resizer-modal.tsx';
import { ImageViewerModal, type ImageViewerRequest } from './image-viewer-modal.tsx';

// spec 000 §2.5: the image viewer opens after 1 second, the image resizer and the file manager after 0.3 s.
export const IMAGE_VIEWER_DELAY_MS = 1000;
export const IMAGE_RESIZER_DELAY_MS = 300;
export const FILE_MANAGER_DELAY_MS = 300;

type FileTools = {
  /** Opens the file manager; resolves with the chosen addresses ([] when closed without choosing). */
  openFileManager: (options?: FileManagerOptions) => Promise<string[]>;
  /** Shows a picture in the image viewer. */
  viewImage: (url: string, title?: string) => void;
  /** Opens the resizer; resolves with the resized copy's path, or null when closed without resizing. */
  resizeImage: (filePath: string) => Promise<string | null>;
};

const FileToolsContext = createContext<FileTools | null>(null);

type Pending<Request, Answer> = { id: number; request: Request; answer: (value: Answer) => void };

/** One tool's state: a request waits out its delay, then shows until it is answered. */
function useDelayedTool<Request, Answer>(delayMs: number, unanswered: Answer) {
  const [shown, setShown] = useState<Pending<Request, Answer> | null>(null);
  const waiting = useRef<{ timer: ReturnType<typeof setTimeout>; pending: Pending<Request, Answer> } | null>(
    null,
  );
  const current = useRef<Pending<Request, Answer> | null>(null);
  const nextId = useRef(1);

  const answer = useCallback((value: Answer) => {
    const pending = current.current;
    current.current = null;
    setShown(null);
    pending?.answer(value);
  }, []);

  const open = useCallback(
    (request: Request) =>
      new Promise<Answer>((resolve) => {
        // A new request replaces one still waiting or shown; the replaced one is answered as unanswered.
        if (waiting.current) {
          clearTimeout(waiting.current.timer);
          waiting.current.pending.answer(unanswered);
        }
        if (current.current) answer(unanswered);
        const pending = { id: nextId.current++, request, answer: resolve };
        const timer = setTimeout(() => {
          waiting.current = null;
          current.current = pending;
          setShown(pending);
        }, delayMs);
        waiting.current = { timer, pending };
      }),
    [answer, delayMs, unanswered],
  );

  useEffect(
    () => () => {
      if (waiting.current) clearTimeout(waiting.current.timer);
    },
    [],
  );
  return { shown, open, answer };
}

/**
 * spec 000 §2.2: the admin shell hosts the file manager, the image viewer and the image resizer.
 * Mount once inside the app's Providers; screens reach the tools with useFileManager,
 * useImageViewer and useImageResizer.
 */
export function FileToolsProvider({ children }: { children: ReactNode }) {
  const manager = useDelayedTool<FileManagerOptions, string[]>(FILE_MANAGER_DELAY_MS, EMPTY);
  const viewer = useDelayedTool<ImageViewerRequest, undefined>(IMAGE_VIEWER_DELAY_MS, undefined);
  const resizer = useDelayedTool<string, string | null>(IMAGE_RESIZER_DELAY_MS, null);
  const openViewer = viewer.open;

  const tools = useMemo<FileTools>(
    () => ({
      openFileManager: (options = {}) => manager.open(options),
      viewImage: (url, title) => void openViewer({ url, title }),
      resizeImage: (filePath) => resizer.open(filePath),
    }),
    [manager.open, openViewer, resizer.open],
  );

  return (
    <FileToolsContext.Provider value={tools}>
      {children}
      {manager.shown && (
        <FileManagerModal
          key={manager.shown.id}
          options={manager.shown.request}
          onDone={manager.answer}
          onView={(entry) => tools.viewImage(entry.FilePath, entry.Name)}
        />
      )}
      {viewer.shown && (
        <ImageViewerModal
          key={viewer.shown.id}
          request={viewer.shown.request}
          onClose={() => viewer.answer(undefined)}
        />
      )}
      {resizer.shown && (
        <ImageResizerModal key={resizer.shown.id} filePath={resizer.shown.request} onDone={resizer.answer} />
      )}
    </FileToolsContext.Provider>
  );
}

const EMPTY: string[] = [];

function useFileTools() {
  const tools = useContext(FileToolsContext);
  if (!tools) throw new Error('Mount <FileToolsProvider> (the admin shell does) to use the file tools');
  return tools;
}

/** The file manager: `const { open } = useFileManager(); const urls = await open({ multiple: true })`. */
export const useFileManager = () => ({ open: useFileTools().openFileManager });

/** The image viewer: `useImageViewer().view(url)` shows the picture after 1 s. */
export const useImageViewer = () => ({ view: useFileTools().viewImage });

/** The image resizer: `const newPath = await useImageResizer().resize(filePath)` (null when cancelled). */
export const useImageResizer = () => ({ resize: useFileTools().resizeImage });
