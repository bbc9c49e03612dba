import { screen, waitFor, within } from '@testing-library/react';
import { ContentType, contactTexts, PageType, texts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { describe, expect, it } from 'vitest';
import { alertStore } from '../../../lib/alerts.ts';
import { answer, fakeApi, staticFile } from '../../../test/fake-api.ts';
import { problem } from '../../../test/mock-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { ContentPage } from './content-page.tsx';

const countries = [{ Name: 'Nigeria', TwoLetterIsoCode: 'NG', DialCode: '234', Flag: '🇳🇬' }];

/** A published About or Contact page, as GetPublishedBlog answers it. */
const aPage = (pageType: number, Name: string) => ({
  Id: 40 + pageType,
  Name,
  Picture: '',
  PageType: pageType,
  PageTypeName: pageType === PageType.About ? 'About' : 'Contact',
  ArticleDate: null,
  SEOs: Name,
  Tags: 'Wayfare',
  Summary: `<p>${Name}: our own words.</p>`,
  Publish: true,
  Url: Name.toLowerCase().replace(/\W+/g, '-'),
  ContentsJson: JSON.stringify([
    {
      Id: 1,
      FitToScreen: true,
      Order: 0,
      Contents: [
        { Id: 1, ContentType: ContentType.Text, Width: 12, Content: '<p>Visit our Lekki office.</p>' },
      ],
    },
  ]),
  UpdatedDate: '2026-03-01T00:00:00Z',
});

function fakeSite({ published = [] as ReturnType<typeof aPage>[], tooMany = false } = {}) {
  return fakeApi(
    staticFile('/countries.json', countries),
    answer(calls.Blogs.GetPublishedBlogs, ({ query }) => {
      const rows = published
        .filter((page) => page.PageType === query.pageType)
        .map(({ Id, Name, Picture, ArticleDate, Summary, Tags, Url }) => ({
          Id,
          Name,
          Picture,
          ArticleDate,
          Summary,
          Tags,
          Url,
        }));
      return { rows, total: rows.length };
    }),
    answer(calls.Blogs.GetPublishedBlog, ({ query }) => {
      const page = published.find((candidate) => candidate.Url === query.url);
      return page ?? problem(404, 'There is no published article at this address');
    }),
    answer(calls.Message.SendContactMessage, () =>
      tooMany ? problem(429, contactTexts.tooMany) : { Message: contactTexts.sent },
    ),
  );
}

const open = (path: string) => renderAt(<ContentPage />, path, { withAlerts: true });

describe('the terms (spec 001 §1 and §2)', () => {
  it('has its title, subtitle and an index of exactly six entries, each linking to its section', () => {
    open('/termsandconditions');
    expect(screen.getByRole('heading', { level: 1, name: texts.termsTitle })).toBeInTheDocument();
    expect(screen.getByText(texts.termsSubtitle)).toBeInTheDocument();
    const index = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    expect(index.map((link) => link.textContent)).toEqual([
      'Contractual Relationship',
      'The Services',
      'Your Use of the Services',
      'Payment',
      'Disclaimers/Liability',
      'Governing Law and Other Provisions',
    ]);
    for (const link of index) {
      const id = link.getAttribute('href')!.replace(/^.*#/, '');
      const section = document.getElementById(id);
      expect(section, id).not.toBeNull();
      expect(within(section!).getByRole('heading', { level: 2 })).toHaveTextContent(link.textContent!);
    }
  });

  it('says every point of the terms', () => {
    open('/termsandconditions');
    const text = document.body.textContent!.replace(/\s+/g, ' ');
    for (const point of [
      'does not provide transportation services',
      'independent, third-party drivers',
      'name, address, mobile phone number and age',
      'at least 18 years old',
      'A person under 18 may ride only when accompanied',
      'A valid payment method may be required',
      'no cash value, cannot be exchanged for cash, are not transferable',
      'withdraw or change a promotion at any time, and every promotion expires',
      'include any applicable taxes and are due immediately',
      'by a digital method',
      'or in cash',
      'final and non-refundable unless',
      'a cancellation fee may apply',
      'charge another payment method',
      'No part of the Charges is a tip',
      'Tipping is entirely voluntary',
      'repair or cleaning once we have verified',
      'hold on your payment method for the estimated amount',
      'send a receipt to the e-mail address',
      'you may rate the driver and leave feedback',
      'governed by the laws of the Federal Republic of Nigeria, where Wayfare is incorporated',
      'referred to mediation',
      'settled by arbitration',
      'conducted in English and are confidential',
    ])
      expect(text).toContain(point);
  });
});

describe('the privacy notice (spec 001 §2 and §9)', () => {
  it('has sections I to V with the retention figures', () => {
    open('/privacypolicy');
    expect(screen.getByRole('heading', { level: 1, name: texts.privacyTitle })).toBeInTheDocument();
    expect(screen.getByText(texts.termsSubtitle)).toBeInTheDocument();
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((heading) => /^[IV]+\./.test(heading ?? ''));
    expect(headings.map((heading) => heading!.split(' ')[0])).toEqual(['I.', 'II.', 'III.', 'IV.', 'V.']);
    const retention = document.getElementById('data-retention')!.textContent!.replace(/\s+/g, ' ');
    expect(retention).toContain('we delete your data within 90 days of the request');
    expect(retention).toContain(
      'Tax-related data (fares, payments, receipts and invoices) is kept for 7 years',
    );
    expect(retention).toContain('Incomplete driver applications are deleted after 1 year');
    expect(retention).toContain('Rejected driver applications are kept for 7 years');
    expect(document.body.textContent).toContain('Riders under 18 may travel only when accompanied');
    expect(document.body.textContent).toContain('Nigeria Data Protection Act 2023');
  });
});

describe('about and contact (issue 20 §3)', () => {
  it('shows the built-in about text when no About page is published, and the published one when there is', async () => {
    const api = fakeSite();
    const { unmount } = open('/about');
    expect(screen.getByRole('heading', { level: 1, name: texts.aboutTitle })).toBeInTheDocument();
    expect(await screen.findByText(/Nigerian ride-hailing and ride-sharing platform/)).toBeInTheDocument();
    expect(api.sentTo(calls.Blogs.GetPublishedBlogs)[0]?.query.get('pageType')).toBe(String(PageType.About));
    unmount();

    fakeSite({ published: [aPage(PageType.About, 'Who We Are')] });
    open('/about');
    expect(await screen.findByText('Who We Are: our own words.')).toBeInTheDocument();
    expect(screen.getByText('Visit our Lekki office.')).toBeInTheDocument();
    expect(screen.queryByText(/Nigerian ride-hailing and ride-sharing platform/)).not.toBeInTheDocument();
  });

  it('a published Contact page replaces the built-in text above the form', async () => {
    fakeSite({ published: [aPage(PageType.Contact, 'Reach Us')] });
    open('/contact');
    expect(await screen.findByText('Reach Us: our own words.')).toBeInTheDocument();
    expect(screen.queryByText(/Write to us with the form below/)).not.toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toBeInTheDocument();
  });

  it('checks the form with the engine, sends it with the honeypot, and thanks the sender', async () => {
    const api = fakeSite();
    const { user, fill } = open('/contact');
    expect(await screen.findByText(/Write to us with the form below/)).toBeInTheDocument();
    const send = await screen.findByRole('button', { name: 'Send Message' });
    await user.click(send);
    expect(await screen.findByText('Enter Name')).toBeInTheDocument();
    expect(screen.getByText('Enter Message')).toBeInTheDocument();
    expect(api.sentTo(calls.Message.SendContactMessage)).toHaveLength(0);

    // The honeypot is in the form but hidden from people and screen readers.
    const honeypot = document.querySelector('input[name="Website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();

    await fill(screen.getByRole('textbox', { name: /^Name/ }), 'Ngozi Eze');
    await fill(screen.getByRole('textbox', { name: /^Email Address/ }), 'ngozi@example.ng');
    await fill(screen.getByRole('textbox', { name: /^Phone Number/ }), '0803 123 4567');
    await fill(screen.getByRole('textbox', { name: /^Message/ }), 'My driver was wonderful.');
    await user.click(send);
    await waitFor(() => expect(api.sentTo(calls.Message.SendContactMessage)).toHaveLength(1));
    expect(api.sentTo(calls.Message.SendContactMessage)[0]?.body).toEqual({
      Name: 'Ngozi Eze',
      EmailAddress: 'ngozi@example.ng',
      PhoneNumber: '+2348031234567',
      Message: 'My driver was wonderful.',
      Website: '',
    });
    await waitFor(() =>
      expect(alertStore.get().map((alert) => [alert.type, alert.message])).toContainEqual([
        'Success',
        contactTexts.sent,
      ]),
    );
    // A fresh form for the next message.
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('');
  });

  it('shows a 429 in an error alert', async () => {
    fakeSite({ tooMany: true });
    const { user, fill } = open('/contact');
    await fill(await screen.findByRole('textbox', { name: /^Name/ }), 'Ngozi Eze');
    await fill(screen.getByRole('textbox', { name: /^Email Address/ }), 'ngozi@example.ng');
    await fill(screen.getByRole('textbox', { name: /^Phone Number/ }), '0803 123 4567');
    await fill(screen.getByRole('textbox', { name: /^Message/ }), 'Hello again');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(alertStore.get().map((alert) => [alert.type, alert.message])).toContainEqual([
        'Error',
        contactTexts.tooMany,
      ]),
    );
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('Hello again');
  });
});
