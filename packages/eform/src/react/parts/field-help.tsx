import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Field } from '../../core/index.ts';
import { Html } from './html.tsx';

/** Whether the field has help to show under it (an Explanation or an InformationLink). */
export const hasHelp = (field: Field) => !!field.Explanation || !!field.InformationLink;

/**
 * spec 000 §3.1: the help under a field — its Explanation (HTML, sanitised) and its InformationLink.
 * undefined when the field has neither (so no empty description is announced).
 */
export function fieldHelp(field: Field): ReactNode {
  if (!hasHelp(field)) return undefined;
  return (
    <>
      {field.Explanation && <Html html={field.Explanation} component="span" />}
      {field.InformationLink && (
        <>
          {field.Explanation && ' '}
          <Anchor href={field.InformationLink} target="_blank" rel="noopener noreferrer" size="xs">
            More information about {field.FieldName}
          </Anchor>
        </>
      )}
    </>
  );
}
