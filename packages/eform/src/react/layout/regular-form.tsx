import { Stack } from '@mantine/core';
import { useId, useRef } from 'react';
import type { FormModel, FormSnapshot } from '../../core/index.ts';
import { GroupBody } from './group-body.tsx';
import { useProgressiveGroups } from './progressive-groups.ts';

/**
 * spec 000 §2.4 Regular: every group on one page, each with its title and a divider when ShowGroupName. A form
 * of more than 60 fields draws what fills the screen before the browser's first frame and the rest in chunks
 * while the page is idle (progressive-groups.ts); a smaller one is drawn whole.
 */
export function RegularForm({ model, form }: { model: FormModel; form: FormSnapshot }) {
  const id = useId();
  const grid = useRef<HTMLDivElement>(null);
  const groups = useProgressiveGroups(model, form.groups, grid);
  return (
    <div className="eform-grid" ref={grid}>
      {groups.map((group, index) =>
        group.fieldKeys.length === 0 ? null : (
          <section
            key={group.key}
            className={`eform-col eform-col-${group.width}`}
            aria-labelledby={
              group.group.ShowGroupName && group.group.GroupName ? `${id}-${index}` : undefined
            }
          >
            <Stack gap={0}>
              <GroupBody
                model={model}
                group={group}
                showTitle={!!group.group.ShowGroupName}
                titleId={`${id}-${index}`}
              />
            </Stack>
          </section>
        ),
      )}
    </div>
  );
}
