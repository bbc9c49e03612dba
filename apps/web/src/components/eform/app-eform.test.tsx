import { act, screen, waitFor } from '@testing-library/react';
import * as calls from '@wayfare/contracts/calls';
import { FieldType, type Form } from '@wayfare/eform/core';
import { describe, expect, it, vi } from 'vitest';
import { alertStore } from '../../lib/alerts.ts';
import { answer, fakeApi, problem } from '../../test/fake-api.ts';
import { renderAt } from '../../test/render.tsx';
import { AppEForm } from './app-eform.tsx';
import { appUploadService } from './upload-service.ts';

const countryForm = (address: string): Form => ({
  GroupFields: [
    {
      Id: 1,
      Fields: [
        {
          Id: 1,
          FieldName: 'Country',
          FieldType: FieldType.DropDown,
          MyKey: 'CountryId',
          OptionRequirement: { Addrress: address, EnablePagination: true, PageSize: 2 },
        },
      ],
    },
  ],
});

describe('AppEForm', () => {
  it('loads a relative option address through the API client with paging', async () => {
    const { sentTo } = fakeApi(
      answer(calls.Country.GetCountries, () => ({
        rows: [
          { Id: 1, Name: 'Nigeria', TwoLetterIsoCode: 'NG', ThreeLetterIsoCode: 'NGA', Enable: true },
          { Id: 2, Name: 'Ghana', TwoLetterIsoCode: 'GH', ThreeLetterIsoCode: 'GHA', Enable: true },
        ],
        total: 3,
      })),
    );
    const { user } = renderAt(<AppEForm definition={countryForm('Country/GetCountries')} />, '/');
    const select = await screen.findByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(select).toHaveDisplayValue('Nigeria'));
    await user.click(select);
    expect(screen.getByRole('option', { name: 'More Country' })).toBeInTheDocument();
    const [request] = sentTo(calls.Country.GetCountries);
    expect(request!.query.get('page')).toBe('0');
    expect(request!.query.get('pageSize')).toBe('2');
  });

  it('shows an option-load failure as an error alert', async () => {
    fakeApi(answer(calls.Country.GetCountries, () => problem(403, 'You may not list countries')));
    renderAt(<AppEForm definition={countryForm('Country/GetCountries?x=1')} />, '/');
    await waitFor(() =>
      expect(alertStore.get().map((a) => [a.type, a.message])).toContainEqual([
        'Error',
        'You may not list countries',
      ]),
    );
  });

  it('shows the missing state without a definition', () => {
    renderAt(<AppEForm definition={null} />, '/');
    expect(screen.getByText('No E-form')).toBeVisible();
    expect(screen.getByText('The E-Form does not exist yet. Thank you')).toBeVisible();
  });
});

describe('appUploadService', () => {
  it('posts a PDF to FileUpload/PDFUpload with the resize defaults and reports progress', async () => {
    const sent: {
      url: string;
      body: FormData;
      request: { upload: { onprogress?: (e: unknown) => void } };
    }[] = [];
    class FakeXhr {
      upload: { onprogress?: (e: unknown) => void } = {};
      onload?: () => void;
      status = 200;
      responseText = JSON.stringify({ FilePath: '/uploads/docs/terms.pdf' });
      url = '';
      open(_m: string, url: string) {
        this.url = url;
      }
      setRequestHeader() {}
      send(body: FormData) {
        sent.push({ url: this.url, body, request: this });
        setTimeout(() => {
          this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
          this.onload?.();
        }, 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const file = new File(['%PDF'], 'terms.pdf', { type: 'application/pdf' });
    const stored = await act(() =>
      appUploadService.upload(
        file,
        { Type: 'PDF', ResizedToWidth: 1200, ResizedToHeight: 0, DefaultFolder: 'docs' },
        (p) => progress.push(p),
      ),
    );
    expect(stored).toEqual({ FilePath: '/uploads/docs/terms.pdf' });
    expect(sent[0]!.url).toBe('/api/FileUpload/PDFUpload');
    expect(sent[0]!.body.get('Folder')).toBe('docs');
    expect(sent[0]!.body.get('ResizedToWidth')).toBe('1200');
    expect(sent[0]!.body.get('File')).toBe(file);
    expect(progress).toEqual([50]);
  });

  it('resizes through FileUpload/ResizedImage', async () => {
    const { sent } = fakeApi(
      answer(calls.FileUpload.ResizedImage, () => ({ FilePath: '/uploads/a-300.jpg' })),
    );
    expect(await appUploadService.resize!('/uploads/a.jpg', 300, 0)).toEqual({
      FilePath: '/uploads/a-300.jpg',
    });
    expect(sent[0]!.body).toEqual({ FilePath: '/uploads/a.jpg', Width: 300, Height: 0 });
  });
});
