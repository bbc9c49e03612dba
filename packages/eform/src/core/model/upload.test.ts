import { describe, expect, it, vi } from 'vitest';
import { FieldType } from '../definition/field-type.ts';
import type { UploadService } from '../upload/upload-service.ts';
import { createFormModel } from './create-form-model.ts';
import { field, formOf } from './test-forms.ts';

const file = (name: string) => ({ name, size: 10, type: 'image/png' });

/** A fake upload service storing files under uploads/, reporting 50 % then 100 %. */
const fakeService = (failOn?: string): UploadService & { progress: number[][] } => {
  const progress: number[][] = [];
  return {
    progress,
    upload: vi.fn(async (chosen, _settings, onProgress) => {
      onProgress(50);
      if (chosen.name === failOn) throw new Error('The file is too large');
      onProgress(100);
      return { FilePath: `uploads/${chosen.name}` };
    }),
    resize: vi.fn(async (path: string, width: number) => ({
      FilePath: path.replace('.png', `-${width}.png`),
    })),
  };
};

describe('uploads through the injected service', () => {
  it('uploads an image with the Picture settings and binds its path', async () => {
    const service = fakeService();
    const model = createFormModel(formOf([field(1, FieldType.Image, { MyKey: 'Picture', Required: true })]), {
      upload: service,
    });
    const seen: unknown[] = [];
    model.subscribeField(1, () => seen.push(model.getFieldSnapshot(1).upload));
    expect(await model.upload(1, [file('car.png')])).toBe(true);
    expect(service.upload).toHaveBeenCalledWith(
      file('car.png'),
      expect.objectContaining({ Type: 'Picture', ResizedToWidth: 1200, ResizedToHeight: 0 }),
      expect.any(Function),
    );
    expect(seen).toContainEqual({ uploading: true, progress: 50 });
    expect(model.getFieldSnapshot(1).upload).toEqual({ uploading: false, progress: undefined });
    expect(model.getValues().Picture).toBe('uploads/car.png');
  });

  it('uploads multiple images one by one, adding each path', async () => {
    const service = fakeService();
    const model = createFormModel(formOf([field(1, FieldType.MultipleImages, { MyKey: 'Pictures' })]), {
      upload: service,
    });
    await model.upload(1, [file('a.png'), file('b.png')]);
    expect(model.getValues().Pictures).toEqual(['uploads/a.png', 'uploads/b.png']);
    model.removeFile(1, 'uploads/a.png');
    expect(model.getValues().Pictures).toEqual(['uploads/b.png']);
  });

  it('on failure clears progress, re-enables upload and reports the message', async () => {
    const onError = vi.fn();
    const model = createFormModel(formOf([field(1, FieldType.PDFUploader, { MyKey: 'Document' })]), {
      upload: fakeService('big.pdf'),
      onError,
    });
    expect(await model.upload(1, [file('big.pdf')])).toBe(false);
    expect(model.getFieldSnapshot(1).upload).toEqual({ uploading: false, progress: undefined });
    expect(onError).toHaveBeenCalledWith('The file is too large');
    expect(model.getValues().Document).toBeUndefined();
  });

  it('replaces the chosen image with the resized one', async () => {
    const model = createFormModel(formOf([field(1, FieldType.Image, { MyKey: 'Picture' })]), {
      upload: fakeService(),
      values: { Picture: 'uploads/car.png' },
    });
    expect(await model.resizeImage(1, 'uploads/car.png', 600, 0)).toBe(true);
    expect(model.getValues().Picture).toBe('uploads/car-600.png');
  });

  it('takes paths chosen in the file manager', () => {
    const model = createFormModel(
      formOf([field(1, FieldType.Image, { MyKey: 'Picture', Required: true, FieldName: 'Picture' })]),
    );
    expect(model.setFiles(1, [])).toEqual({ ok: false, error: 'Select Picture', code: 'required' });
    model.setFiles(1, ['uploads/x.png', 'uploads/y.png']);
    expect(model.getValues().Picture).toBe('uploads/x.png');
  });
});
