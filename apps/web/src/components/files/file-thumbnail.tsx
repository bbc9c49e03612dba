import { Center, Image } from '@mantine/core';
import {
  IconFile,
  IconFileTypeCsv,
  IconFileTypeDoc,
  IconFileTypePdf,
  IconFolderFilled,
  IconVectorBezier2,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { NO_CONTENT_PICTURE } from '../placeholder-pictures.ts';
import { generateThumbnail, thumbnailQueryKey } from './file-api.ts';
import type { FileEntry } from './file-types.ts';

const HEIGHT = 110;

function TypeIcon({ entry }: { entry: FileEntry }) {
  const props = { size: 56, stroke: 1.4, 'aria-hidden': true } as const;
  if (entry.IsDirectory) return <IconFolderFilled {...props} color="var(--mantine-color-yellow-5)" />;
  if (entry.IsPDF) return <IconFileTypePdf {...props} color="var(--mantine-color-red-6)" />;
  if (entry.IsCSV) return <IconFileTypeCsv {...props} color="var(--mantine-color-green-7)" />;
  if (entry.IsWord) return <IconFileTypeDoc {...props} color="var(--mantine-color-blue-6)" />;
  if (entry.IsGraphics) return <IconVectorBezier2 {...props} color="var(--mantine-color-grape-6)" />;
  return <IconFile {...props} />;
}

/**
 * A file's thumbnail: a picture's own thumbnail (generated on demand when the listing has none), an
 * icon for any other type. spec 000 §8: a thumbnail failure is only logged; the card then shows the
 * 'no content' picture instead of a broken image.
 */
export function FileThumbnail({ entry }: { entry: FileEntry }) {
  const needsThumbnail = entry.IsImage && !entry.IsDirectory && !entry.ThumbnailFilePath;
  const generated = useQuery({
    queryKey: thumbnailQueryKey(entry.FilePath),
    queryFn: () => generateThumbnail(entry.FilePath),
    enabled: needsThumbnail,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
  const [broken, setBroken] = useState(false);
  const generationFailed = generated.isError;

  useEffect(() => {
    if (generationFailed) console.error(`Thumbnail of ${entry.FilePath} could not be made`, generated.error);
  }, [generationFailed, entry.FilePath, generated.error]);

  if (!entry.IsImage || entry.IsDirectory) {
    return (
      <Center h={HEIGHT}>
        <TypeIcon entry={entry} />
      </Center>
    );
  }
  const source = entry.ThumbnailFilePath || generated.data;
  if (broken || generationFailed) {
    return <Image src={NO_CONTENT_PICTURE} h={HEIGHT} fit="contain" alt={`${entry.Name}: no content`} />;
  }
  if (!source) return <Center h={HEIGHT} aria-busy="true" />;
  return (
    <Image
      src={source}
      h={HEIGHT}
      fit="cover"
      alt={entry.Name}
      onError={() => {
        console.error(`Thumbnail of ${entry.FilePath} failed to load: ${source}`);
        setBroken(true);
      }}
    />
  );
}
