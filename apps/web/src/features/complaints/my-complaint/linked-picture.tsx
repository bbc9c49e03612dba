import { Anchor, Image } from '@mantine/core';

/** A picture in the customer area: its thumbnail, opening the file itself (the image viewer is the back office's). */
export function LinkedPicture({ src, label }: { src: string; title: string; label: string }) {
  return (
    <Anchor href={src} target="_blank" rel="noopener" aria-label={label} w="fit-content">
      <Image src={src} w={160} h={110} radius="md" fit="cover" alt="" />
    </Anchor>
  );
}
