import { Box, Grid, Paper, Text, Title } from '@mantine/core';
import { DefinitionEditor } from './definition/definition-editor.tsx';
import { LiveOutput } from './playground/live-output.tsx';
import { PlaygroundControls } from './playground/playground-controls.tsx';
import { usePlayground } from './playground/use-playground.ts';
import { FormPreview } from './preview/form-preview.tsx';

/**
 * /admin/eforms, the form playground (issue 3 §3): write or pick a form definition (spec 000 §3.1), see it
 * checked and rendered by the form engine in any display mode, in edit or view mode, with the values and
 * answers it produces. Editor and form sit side by side on wide screens and stack on phones.
 */
export function EformsPlayground() {
  const playground = usePlayground();
  return (
    <Box>
      <Text size="sm" c="dimmed" mb="md" maw={760}>
        Pick an example or write a form definition; the form follows as you type. Answers stay in this page:
        nothing is saved.
      </Text>
      <PlaygroundControls playground={playground} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <DefinitionEditor text={playground.text} check={playground.check} onChange={playground.editText} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Paper
            withBorder
            p={{ base: 'sm', sm: 'md' }}
            component="section"
            aria-labelledby="eform-preview-title"
          >
            <Title order={2} size="h5" id="eform-preview-title" mb="sm">
              The form
            </Title>
            <FormPreview key={playground.version} model={playground.model} readOnly={playground.readOnly} />
          </Paper>
          {playground.model && <LiveOutput model={playground.model} />}
        </Grid.Col>
      </Grid>
    </Box>
  );
}
