import { Image, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useImageViewer } from '../../../components/files/file-tools-provider.tsx';
import { NO_CONTENT_PICTURE } from '../../../components/placeholder-pictures.ts';

export type CarPicture = { title: string; path: string | null; note?: ReactNode };

/** Pictures of the car or its papers, each opening in the image viewer; a missing one says so. */
export function CarPictures({ pictures, label }: { pictures: CarPicture[]; label: string }) {
  const { view } = useImageViewer();
  return (
    <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md" aria-label={label}>
      {pictures.map(({ title, path, note }) => (
        <Stack key={title} gap={4}>
          {path ? (
            <UnstyledButton onClick={() => view(path, title)} aria-label={`View the ${title}`}>
              <Image
                src={path}
                h={140}
                radius="md"
                fit="cover"
                alt={title}
                fallbackSrc={NO_CONTENT_PICTURE}
              />
            </UnstyledButton>
          ) : (
            <Image
              src={NO_CONTENT_PICTURE}
              h={140}
              radius="md"
              fit="contain"
              bg="gray.1"
              alt={`No ${title}`}
            />
          )}
          <Text size="sm" fw={600}>
            {title}
          </Text>
          {note}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
