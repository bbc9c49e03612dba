import { Anchor, Badge, Card, Image, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReviewDocument } from '@wayfare/contracts';
import dayjs from 'dayjs';
import { useImageViewer } from '../../components/files/file-tools-provider.tsx';
import { formatDate } from '../../components/format.ts';

const isPdf = (path: string) => /\.pdf$/i.test(path);

/** A paper's expiry, marked when it is already past (the approval would be refused for the car licence). */
function Expiry({ date }: { date: string | null }) {
  if (!date) return null;
  const expired = dayjs(date).isBefore(dayjs(), 'day');
  return (
    <Text size="sm">
      Expires {formatDate(date)}{' '}
      {expired && (
        <Badge color="red" variant="filled" size="sm">
          Expired
        </Badge>
      )}
    </Text>
  );
}

/** What a paper's file is: a picture that opens in the viewer, a PDF as a link, or nothing uploaded. */
function DocumentFile({ document }: { document: ReviewDocument }) {
  const { view } = useImageViewer();
  const { FilePath: path, Name: name } = document;
  if (!path)
    return (
      <Text size="sm" c="dimmed">
        Not uploaded
      </Text>
    );
  if (isPdf(path))
    return (
      <Anchor href={path} target="_blank" rel="noopener" size="sm">
        Open the {name} (PDF)
      </Anchor>
    );
  return (
    <UnstyledButton onClick={() => view(path, name)} aria-label={`View the ${name}`}>
      <Image src={path} h={180} radius="sm" fit="contain" bg="gray.1" alt={name} loading="lazy" />
    </UnstyledButton>
  );
}

/** Issue 32: the record's papers and pictures, each with its name and expiry date. */
export function ReviewDocuments({ documents }: { documents: ReviewDocument[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" aria-label="Papers and pictures">
      {documents.map((document) => (
        <Card key={document.Name} withBorder padding="sm">
          <Stack gap={6}>
            <Text fw={600} size="sm">
              {document.Name}
            </Text>
            <DocumentFile document={document} />
            <Expiry date={document.ExpiryDate} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
