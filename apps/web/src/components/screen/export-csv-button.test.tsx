import { screen, waitFor } from '@testing-library/react';
import { Endpoint } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { myRights, signInAdmin } from '../../test/admin-rights.ts';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { renderAt } from '../../test/render.tsx';
import { useListPage } from '../list-page/use-list-page.ts';
import { EXPORT_CSV_LABEL } from './export-csv-button.tsx';
import { ListScreen } from './list-screen.tsx';

const csv = '\uFEFFName,3-Letter ISO Code,2-Letter ISO Code,Status\r\nGhana,GHA,GH,Enabled\r\n';

function Countries() {
  const list = useListPage({ call: calls.Country.GetCountries });
  return (
    <ListScreen
      exportCall={calls.Country.ExportCountries}
      list={list}
      label="Countries"
      columns={[{ key: 'Name', title: 'Name' }]}
    />
  );
}

const countriesApi = (...more: Parameters<typeof fakeApi>) =>
  fakeApi(
    answer(calls.Country.GetCountries, () => ({
      rows: [{ Id: 1, Name: 'Ghana', ThreeLetterIsoCode: 'GHA', TwoLetterIsoCode: 'GH', Enable: true }],
      total: 1,
    })),
    answer(calls.Country.ExportCountries, () => csv as never),
    ...more,
  );

describe('Export CSV in the list kit (issue 32)', () => {
  // The file handed to the browser is seen where the app hands it over: jsdom has no object URLs, and
  // the anchor's click names the download. (Mocking save-file.ts would not reach a module another test
  // file in this worker imported first.)
  const downloads: { file: Blob; name: string }[] = [];
  const saved = vi.fn((file: Blob) => {
    downloads.push({ file, name: '' });
    return 'blob:export';
  });
  afterEach(() => {
    downloads.length = 0;
    saved.mockClear();
    vi.restoreAllMocks();
  });
  const watchDownloads = () => {
    Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.at(-1)!.name = this.download;
    });
  };

  it("downloads the list's current filter, every page, as a dated CSV file", async () => {
    watchDownloads();
    signInAdmin();
    const api = countriesApi(myRights());
    const { user } = renderAt(<Countries />, '/admin/countries?keyword=gha&page=2');
    await user.click(await screen.findByRole('button', { name: EXPORT_CSV_LABEL }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const [sent] = api.sentTo(calls.Country.ExportCountries) as { query: URLSearchParams }[];
    expect(Object.fromEntries(sent!.query)).toEqual({ keyword: 'gha' });
    const [{ file, name }] = downloads as [{ file: Blob; name: string }];
    // ignoreBOM keeps the byte-order mark Excel needs, which text() would drop.
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.arrayBuffer())).toBe(csv);
    expect(name).toMatch(/^countries-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it("is not shown to an administrator whose role lacks the list's right", async () => {
    signInAdmin({ full: false });
    const api = countriesApi(myRights({ [Endpoint.Package]: { CanView: true } }));
    renderAt(<Countries />, '/admin/countries');
    await waitFor(() => expect(api.sentTo(calls.Settings.GetMyAdminEndPoints)).toHaveLength(1));
    expect(await screen.findByText('Ghana')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: EXPORT_CSV_LABEL })).not.toBeInTheDocument();
  });
});
