import { type ReactNode, useRef } from 'react';

const hidden = { display: 'none' };

/**
 * Mantine's FileButton without Mantine: a hidden file input that the button drawn by `children` opens, and
 * the files chosen (null, or an empty list, when none). Each uploader draws one, so a form of many uploaders
 * mounts them without Mantine's props merging. Unlike Mantine's, the same file can be chosen twice in a row.
 */
export function PlainFileButton<Multiple extends boolean = false>({
  accept,
  multiple,
  disabled,
  onChange,
  children,
}: {
  accept?: string;
  multiple?: Multiple;
  disabled?: boolean;
  onChange: (chosen: Multiple extends true ? File[] : File | null) => void;
  children: (button: { onClick: () => void }) => ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  type Chosen = Parameters<typeof onChange>[0];
  return (
    <>
      <input
        style={hidden}
        type="file"
        accept={accept}
        multiple={multiple}
        ref={input}
        onChange={(event) => {
          const box = event.currentTarget;
          const files = box.files ? Array.from(box.files) : [];
          // Emptied once read: choosing the same file again (after removing it, or after a rejected import)
          // is then a change, for which the browser tells us.
          box.value = '';
          onChange((multiple ? files : (files[0] ?? null)) as Chosen);
        }}
      />
      {children({ onClick: () => !disabled && input.current?.click() })}
    </>
  );
}
