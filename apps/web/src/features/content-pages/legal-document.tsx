import { Anchor, Box, List, Paper, Stack, Title, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type LegalSection = { id: string; title: string; body: ReactNode };

/**
 * A long public text in sections (the terms, the privacy notice), with an in-page index whose entries
 * jump to their section (the public layout scrolls to the address's #anchor).
 */
export function LegalDocument({
  intro,
  sections,
  indexLabel,
  numbered = true,
}: {
  intro: ReactNode;
  sections: LegalSection[];
  indexLabel: string;
  /** Number the index's entries (not when the section titles carry their own, 'I.' to 'V.'). */
  numbered?: boolean;
}) {
  return (
    <Stack gap="xl" maw={860}>
      <Typography>{intro}</Typography>
      <Paper component="nav" aria-label={indexLabel} withBorder p="md" radius="md">
        <Title order={2} size="h5" mb="xs">
          {indexLabel}
        </Title>
        <List type="ordered" spacing={4} listStyleType={numbered ? undefined : 'none'}>
          {sections.map((section) => (
            <List.Item key={section.id}>
              <Anchor component={Link} to={{ hash: section.id }}>
                {section.title}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Paper>
      {sections.map((section) => (
        <Box
          key={section.id}
          component="section"
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          style={{ scrollMarginTop: 88 }}
        >
          <Title order={2} size="h3" id={`${section.id}-title`} mb="sm">
            {section.title}
          </Title>
          <Typography>{section.body}</Typography>
        </Box>
      ))}
    </Stack>
  );
}
