import { Image, Modal } from '@mantine/core';
import { PLACEHOLDER_PICTURE } from '../placeholder-pictures.ts';

export type ImageViewerRequest = { url: string; title?: string };

/** spec 000 §2.5: the image viewer: one picture, as large as the window allows. */
export function ImageViewerModal({ request, onClose }: { request: ImageViewerRequest; onClose: () => void }) {
  const title = request.title ?? request.url.split('/').pop() ?? 'Image';
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="auto"
      centered
      data-testid="image-viewer"
      closeButtonProps={{ 'aria-label': 'Close the picture' }}
    >
      <Image
        src={request.url}
        fallbackSrc={PLACEHOLDER_PICTURE}
        alt={title}
        fit="contain"
        mah="80vh"
        maw="min(1100px, 90vw)"
      />
    </Modal>
  );
}
