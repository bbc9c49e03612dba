// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type Field, FieldType } from '../../core/index.ts';
import { fakeUploadService, textFile } from '../test/fake-services.ts';
import { formOf, renderForm } from '../test/render.tsx';

// spec 000 §2.4 image upload (resize and reset), PDF, CSV, Word and graphic uploaders, multiple images;
// §4 an upload failure clears progress and re-enables upload; §5 the CSV import; §6 existing files.

const photo: Field = { Id: 6, FieldName: 'Photo', FieldType: FieldType.Image, MyKey: 'Photo' };
const picture = () => textFile('photo.png', 'png', 'image/png');
const fileInputOf = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type=file]')!;

describe('image upload', () => {
  it('shows the progress while sending, then the picture; Upload is back once done', async () => {
    const uploads = fakeUploadService();
    const { model, user, container } = renderForm(formOf([photo]), { upload: uploads.service });
    const button = screen.getByRole('button', { name: 'Upload Photo' });
    expect(fileInputOf(container)).toHaveAttribute('accept', 'image/*');
    await user.upload(fileInputOf(container), picture());
    expect(uploads.uploads[0]!.settings).toMatchObject({
      Type: 'Picture',
      ResizedToWidth: 1200,
      ResizedToHeight: 0,
    });
    const busy = screen.getByRole('button', { name: 'Processing... Photo' });
    expect(busy).toHaveTextContent('Processing...');
    expect(busy).toBeDisabled();
    act(() => uploads.progress(40));
    expect(screen.getByRole('progressbar', { name: 'Uploading Photo' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText('40%')).toBeVisible();
    await act(async () => uploads.finish('/uploads/photo.png'));
    expect(model.getValues().Photo).toBe('/uploads/photo.png');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'View photo.png' })).toBeInTheDocument();
    expect(container.querySelector('img[src="/uploads/photo.png"]')).not.toBeNull();
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent('Upload');
  });

  it('a failure clears the progress, re-enables Upload and reports the message', async () => {
    const uploads = fakeUploadService();
    const onError = vi.fn();
    const { model, user, container } = renderForm(formOf([photo]), { upload: uploads.service, onError });
    await user.upload(fileInputOf(container), picture());
    act(() => uploads.progress(70));
    await act(async () => uploads.fail('The file is too large'));
    expect(onError).toHaveBeenCalledWith('The file is too large');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText('70%')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeEnabled();
    expect(model.getValues().Photo).toBeUndefined();
  });

  it('resizes the picture to the new path the service returns', async () => {
    const uploads = fakeUploadService();
    const { model, user } = renderForm(formOf([photo]), {
      upload: uploads.service,
      values: { Photo: '/uploads/photo.png' },
    });
    await user.click(screen.getByRole('button', { name: 'Resize photo.png' }));
    const resize = await screen.findByRole('button', { name: 'Resize' });
    // spec 000 §5: a size must be given, one of them may be left to keep the proportion.
    expect(resize).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Width' }), '600');
    await user.click(resize);
    expect(uploads.resized).toEqual([{ filePath: '/uploads/photo.png', width: 600, height: 0 }]);
    expect(model.getValues().Photo).toBe('/uploads/photo.png?w=600&h=0');
  });

  it('opens the resizer 0.3 s after the click (spec 000 §2.5)', () => {
    vi.useFakeTimers();
    try {
      renderForm(formOf([photo]), {
        upload: fakeUploadService().service,
        values: { Photo: '/uploads/photo.png' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Resize photo.png' }));
      expect(screen.queryByRole('textbox', { name: 'Width' })).toBeNull();
      act(() => vi.advanceTimersByTime(299));
      expect(screen.queryByRole('textbox', { name: 'Width' })).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('textbox', { name: 'Width' })).toBeVisible();
      expect(screen.getByRole('textbox', { name: 'Height' })).toBeVisible();
      // A second click closes it at once.
      fireEvent.click(screen.getByRole('button', { name: 'Resize photo.png' }));
      expect(screen.queryByRole('textbox', { name: 'Width' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a second click before the 0.3 s cancels the opening', () => {
    vi.useFakeTimers();
    try {
      renderForm(formOf([photo]), {
        upload: fakeUploadService().service,
        values: { Photo: '/uploads/photo.png' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Resize photo.png' }));
      act(() => vi.advanceTimersByTime(200));
      fireEvent.click(screen.getByRole('button', { name: 'Resize photo.png' }));
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByRole('textbox', { name: 'Width' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("resets the picture, and a required one then says 'Select {field}'", async () => {
    const { model, user } = renderForm(formOf([{ ...photo, Required: true }]), {
      upload: fakeUploadService().service,
      values: { Photo: '/uploads/photo.png' },
    });
    await user.click(screen.getByRole('button', { name: 'Reset Photo: remove photo.png' }));
    expect(screen.queryByRole('button', { name: 'View photo.png' })).toBeNull();
    expect(screen.getByText('Select Photo')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toHaveAccessibleDescription('Select Photo');
    expect(model.getValues().Photo).toBe('/uploads/photo.png');
  });

  it('is not offered while Disabled', () => {
    renderForm(formOf([{ ...photo, Disabled: true }]), { upload: fakeUploadService().service });
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeDisabled();
  });

  it('offers existing files when the app gives the file manager', async () => {
    const chooseExistingFiles = vi.fn(async () => ['/uploads/cars/blue.png']);
    const { model, user } = renderForm(
      formOf([photo]),
      { upload: fakeUploadService().service },
      { services: { chooseExistingFiles } },
    );
    await user.click(screen.getByRole('button', { name: 'Use existing files for Photo' }));
    expect(chooseExistingFiles).toHaveBeenCalledWith({ multiple: false, types: ['Picture'] });
    expect(model.getValues().Photo).toBe('/uploads/cars/blue.png');
  });

  it('shows the picture to view, or None Yet, in view mode', async () => {
    const viewImage = vi.fn();
    const { user } = renderForm(
      formOf([photo, { ...photo, Id: 7, FieldName: 'Logo', MyKey: 'Logo' }]),
      { values: { Photo: '/uploads/photo.png' }, readOnly: true },
      { services: { viewImage } },
    );
    expect(screen.queryByRole('button', { name: /Upload|Reset|Resize/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'View photo.png' }));
    expect(viewImage).toHaveBeenCalledWith('/uploads/photo.png', 'photo.png');
    expect(screen.getByText('None Yet')).toBeVisible();
  });
});

describe('PDF, Word and graphic uploaders', () => {
  const licence: Field = { Id: 11, FieldName: 'Licence', FieldType: FieldType.PDFUploader, MyKey: 'Licence' };

  it('uploads one file and links it by its name; remove clears it', async () => {
    const uploads = fakeUploadService();
    const { model, user, container } = renderForm(formOf([licence]), { upload: uploads.service });
    expect(fileInputOf(container)).toHaveAttribute('accept', '.pdf,application/pdf');
    await user.upload(fileInputOf(container), textFile('licence.pdf', '%PDF', 'application/pdf'));
    expect(uploads.uploads[0]!.settings.Type).toBe('PDF');
    await act(async () => uploads.finish('/uploads/docs/licence%20v2.pdf'));
    const link = screen.getByRole('link', { name: 'licence v2.pdf' });
    expect(link).toHaveAttribute('href', '/uploads/docs/licence%20v2.pdf');
    expect(model.getValues().Licence).toBe('/uploads/docs/licence%20v2.pdf');
    await user.click(screen.getByRole('button', { name: 'Remove licence v2.pdf from Licence' }));
    expect(screen.queryByRole('link')).toBeNull();
    expect(model.getValues().Licence).toBe('');
  });

  it('uploads the same file again once it was removed (a browser sends no change for an unchanged choice)', async () => {
    const uploads = fakeUploadService();
    const { model, user, container } = renderForm(formOf([licence]), { upload: uploads.service });
    const file = textFile('licence.pdf', '%PDF', 'application/pdf');
    await user.upload(fileInputOf(container), file);
    await act(async () => uploads.finish('/uploads/docs/licence.pdf'));
    await user.click(screen.getByRole('button', { name: 'Remove licence.pdf from Licence' }));
    await user.upload(fileInputOf(container), file);
    expect(uploads.uploads.map((upload) => upload.file)).toEqual([file, file]);
    await act(async () => uploads.finish('/uploads/docs/licence.pdf'));
    expect(screen.getByRole('link', { name: 'licence.pdf' })).toBeVisible();
    expect(model.getValues().Licence).toBe('/uploads/docs/licence.pdf');
  });

  it('uploads with its own file type; only PDF and graphic offer existing files (spec 000 §6)', async () => {
    const uploads = fakeUploadService();
    const chooseExistingFiles = vi.fn(async () => []);
    const { user, container } = renderForm(
      formOf([
        { Id: 13, FieldName: 'Contract', FieldType: FieldType.WordUploader, MyKey: 'Contract' },
        { Id: 14, FieldName: 'Logo', FieldType: FieldType.GraphicUploader, MyKey: 'Logo' },
        licence,
      ]),
      { upload: uploads.service },
      { services: { chooseExistingFiles } },
    );
    const [word, graphic] = container.querySelectorAll<HTMLInputElement>('input[type=file]');
    expect(word!.accept).toContain('.docx');
    expect(graphic!.accept).toContain('.svg');
    await user.upload(word!, textFile('contract.docx', 'doc'));
    expect(uploads.uploads[0]!.settings.Type).toBe('Word');
    expect(screen.queryByRole('button', { name: 'Use existing files for Contract' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Use existing files for Logo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use existing files for Licence' })).toBeInTheDocument();
  });

  it('links the file, or shows None Yet, in view mode; a javascript: path is not a link', () => {
    renderForm(
      formOf([
        licence,
        { Id: 13, FieldName: 'Contract', FieldType: FieldType.WordUploader, MyKey: 'Contract' },
        { Id: 14, FieldName: 'Logo', FieldType: FieldType.GraphicUploader, MyKey: 'Logo' },
      ]),
      { values: { Licence: '/uploads/licence.pdf', Logo: 'javascript:alert(1)' }, readOnly: true },
    );
    expect(screen.getByRole('link', { name: 'licence.pdf' })).toHaveAttribute('href', '/uploads/licence.pdf');
    expect(screen.queryByRole('button', { name: /Upload|Remove/ })).toBeNull();
    expect(screen.getByText('None Yet')).toBeVisible();
    expect(screen.getByText('javascript:alert(1)')).not.toHaveAttribute('href');
  });
});

describe('multiple images', () => {
  const gallery: Field = {
    Id: 19,
    FieldName: 'Gallery',
    FieldType: FieldType.MultipleImages,
    MyKey: 'Gallery',
  };

  it('uploads several pictures one after another and lists them', async () => {
    const uploads = fakeUploadService();
    const { model, user, container } = renderForm(formOf([gallery]), {
      upload: uploads.service,
      values: { Gallery: ['/uploads/a.png'] },
    });
    expect(fileInputOf(container)).toHaveAttribute('multiple');
    expect(screen.getByRole('button', { name: 'Upload Gallery' })).toHaveTextContent('Upload files');
    await user.upload(fileInputOf(container), [
      textFile('b.png', 'b', 'image/png'),
      textFile('c.png', 'c', 'image/png'),
    ]);
    await act(async () => uploads.finish('/uploads/b.png'));
    expect(uploads.uploads).toHaveLength(2);
    await act(async () => uploads.finish('/uploads/c.png'));
    expect(model.getValues().Gallery).toEqual(['/uploads/a.png', '/uploads/b.png', '/uploads/c.png']);
    for (const name of ['a.png', 'b.png', 'c.png'])
      expect(screen.getByRole('button', { name: `View ${name}` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Gallery: remove b.png' }));
    expect(model.getValues().Gallery).toEqual(['/uploads/a.png', '/uploads/c.png']);
  });

  it('a required one refuses to lose its last picture, and that picture does not come back', async () => {
    const uploads = fakeUploadService();
    const { model, user, container } = renderForm(formOf([{ ...gallery, Required: true }]), {
      upload: uploads.service,
      values: { Gallery: ['/uploads/a.png'] },
    });
    await user.click(screen.getByRole('button', { name: 'Reset Gallery: remove a.png' }));
    expect(screen.getByText('Gallery is required')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'View a.png' })).toBeNull();
    expect(model.getValues().Gallery).toEqual(['/uploads/a.png']);
    await user.upload(fileInputOf(container), textFile('b.png', 'b', 'image/png'));
    await act(async () => uploads.finish('/uploads/b.png'));
    expect(model.getValues().Gallery).toEqual(['/uploads/b.png']);
    expect(screen.queryByText('Gallery is required')).toBeNull();
  });

  it('counts the pictures instead of showing them with HideImages, in both modes', () => {
    for (const readOnly of [false, true]) {
      const { unmount } = renderForm(formOf([{ ...gallery, HideImages: true }]), {
        values: { Gallery: ['/uploads/a.png', '/uploads/b.png'] },
        readOnly,
      });
      expect(screen.getByText('2 picture(s)')).toBeVisible();
      expect(screen.queryByRole('button', { name: 'View a.png' })).toBeNull();
      unmount();
    }
  });

  it('asks the file manager for several pictures and adds them', async () => {
    const chooseExistingFiles = vi.fn(async () => ['/uploads/x.png', '/uploads/y.png']);
    const { model, user } = renderForm(
      formOf([gallery]),
      { upload: fakeUploadService().service, values: { Gallery: ['/uploads/a.png'] } },
      { services: { chooseExistingFiles } },
    );
    await user.click(screen.getByRole('button', { name: 'Use existing files for Gallery' }));
    expect(chooseExistingFiles).toHaveBeenCalledWith({ multiple: true, types: ['Picture'] });
    expect(model.getValues().Gallery).toEqual(['/uploads/a.png', '/uploads/x.png', '/uploads/y.png']);
  });
});

describe('CSV uploader', () => {
  const priceList: Field = {
    Id: 12,
    FieldName: 'Price list',
    FieldType: FieldType.CSVUploader,
    MyKey: 'PriceList',
    CSVToArrayHeader: [
      { Name: 'City Name', IsNumber: false },
      { Name: 'Base Fare', IsNumber: true },
    ],
  };

  it('without a header, uploads the file like the other uploaders', async () => {
    const uploads = fakeUploadService();
    const { model, user, container } = renderForm(formOf([{ ...priceList, CSVToArrayHeader: undefined }]), {
      upload: uploads.service,
    });
    await user.upload(fileInputOf(container), textFile('prices.csv', 'a,b', 'text/csv'));
    expect(uploads.uploads[0]!.settings.Type).toBe('CSV');
    await act(async () => uploads.finish('/uploads/prices.csv'));
    expect(model.getValues().PriceList).toBe('/uploads/prices.csv');
  });

  it('rejects a file whose header is not the expected one with the spec text', async () => {
    const { model, user, container } = renderForm(formOf([priceList]));
    await user.upload(fileInputOf(container), textFile('prices.csv', 'City,Fare\nLagos,1500', 'text/csv'));
    const message =
      'Invalid Field Name. Kindly use the sample provided or use the exact header name. Thank you';
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import Price list' })).toHaveAccessibleDescription(message);
    expect(model.getValues().PriceList).toBeUndefined();
  });

  it('imports the rows of a matching header (spaces ignored), numbers converted, blank lines dropped', async () => {
    const { model, user, container } = renderForm(formOf([priceList]));
    await user.upload(
      fileInputOf(container),
      textFile('prices.csv', 'CityName, Base Fare\nLagos,"1,500"\n\nAbuja,2000\n', 'text/csv'),
    );
    expect(await screen.findByText('2 row(s) imported')).toBeVisible();
    expect(model.getValues().PriceList).toEqual([
      { 'City Name': 'Lagos', 'Base Fare': 1500 },
      { 'City Name': 'Abuja', 'Base Fare': 2000 },
    ]);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['City Name', 'Base Fare']);
    expect(within(table).getByRole('cell', { name: 'Abuja' })).toBeInTheDocument();
  });

  it("offers a 'Sample File' holding only the header", () => {
    renderForm(formOf([priceList]));
    const sample = screen.getByRole('link', { name: 'Sample File' });
    expect(sample).toHaveAttribute('download', 'sample.csv');
    const href = sample.getAttribute('href')!;
    expect(href.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
    const csv = decodeURIComponent(href.slice(href.indexOf(',') + 1));
    expect(csv.split(/\r?\n/).filter(Boolean)).toEqual(['City Name,Base Fare']);
  });

  it('shows the imported rows, or None Yet, in view mode', () => {
    const { unmount } = renderForm(formOf([priceList]), {
      values: { PriceList: [{ 'City Name': 'Kano', 'Base Fare': 900 }] },
      readOnly: true,
    });
    expect(screen.queryByRole('button', { name: /Import/ })).toBeNull();
    expect(screen.getByRole('cell', { name: 'Kano' })).toBeInTheDocument();
    unmount();
    renderForm(formOf([priceList]), { readOnly: true });
    expect(screen.getByText('None Yet')).toBeVisible();
  });
});
