import { Image, UnstyledButton } from '@mantine/core';
import { useImageViewer } from '../../../components/files/file-tools-provider.tsx';

/** A complaint's or a response's picture: a thumbnail that opens the image viewer (spec 000 §2.5). */
export function ComplaintPicture({ src, title, label }: { src: string; title: string; label: string }) {
  const { view } = useImageViewer();
  return (
    <UnstyledButton onClick={() => view(src, title)} aria-label={label} w="fit-content">
      <Image src={src} w={160} h={110} radius="md" fit="cover" alt="" />
    </UnstyledButton>
  );
}
