import { FieldFrame } from '../parts/field-frame.tsx';
import { ImageTile } from '../parts/image-tile.tsx';
import { ReadOnlyField, ReadOnlyText } from '../parts/read-only.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { UploadControls } from '../parts/upload-controls.tsx';
import { textOf } from '../parts/values.ts';

/** spec 000 §2.4 Image (6): upload one picture (or choose an existing one), view, resize or reset it. */
function ImageEdit(props: FieldRendererProps) {
  // The control's picture: after a reset refused by Required it is gone, with 'Select {field}' shown.
  const path = textOf(props.field.input);
  return (
    <FieldFrame props={props}>
      {path && (
        <div style={{ margin: '6px 0' }}>
          <ImageTile props={props} path={path} />
        </div>
      )}
      <UploadControls {...props} />
    </FieldFrame>
  );
}

function ImageView(props: FieldRendererProps) {
  const path = textOf(props.field.value);
  return (
    <ReadOnlyField props={props}>
      {path ? <ImageTile props={props} path={path} /> : <ReadOnlyText text="" />}
    </ReadOnlyField>
  );
}

export const imageRenderer: FieldRenderer = { Edit: ImageEdit, View: ImageView };
