import type { Locator, Page } from '@playwright/test';
import { postApi, signInThroughApi } from '../harness/accounts.ts';
import { noisyPng } from '../harness/pictures.ts';
import { type ScreenshotSize, saveScreenshot, screenshotSizes } from '../harness/screenshots.ts';
import { expect, test } from '../harness/test.ts';
import { signIn, successAlert } from '../harness/ui.ts';

// Issue 20 §3 and §4: the Blog Center (/admin/articles, spec 001 §2): an admin writes an article from
// rows of content blocks in the editor, publishes it, and anyone reads it on the blog.

const NAME = 'Lagos Night Rides';
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Please confirm' });
const fileManager = (page: Page) => page.getByRole('dialog', { name: 'File Manager' });
const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

/** The content block that is open (one at a time): the last 'Content Type' drop-down shown. */
async function chooseContentType(page: Page, kind: string) {
  await page
    .getByRole('combobox', { name: /^Content Type/ })
    .last()
    .click();
  await page.getByRole('option', { name: kind, exact: true }).click();
}

/** Types into a rich-text field (Tiptap's editable area). */
async function typeRichText(box: Locator, text: string) {
  await box.click();
  await box.pressSequentially(text);
}

test('an admin writes an article with a text, a picture and a YouTube video, publishes it, reads it on the blog, and duplicates and deletes a copy', async ({
  page,
  admin,
}) => {
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  await page.goto('/admin/articles');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'New Article' })).toBeVisible();
  await expect(page.getByText('General Information', { exact: true })).toBeVisible();
  await expect(page.getByText('Page Content', { exact: true })).toBeVisible();

  await page.getByRole('textbox', { name: /^Name/ }).fill(NAME);
  await page.getByRole('textbox', { name: /^SEOs/ }).fill('Getting home safely after dark in Lagos.');
  await page.getByRole('textbox', { name: /^Tags/ }).fill('Night, Safety');
  await typeRichText(page.getByRole('textbox', { name: /^Summary/ }), 'Share your trip and sit in the back.');

  // One row of three blocks: a text, a picture from the file manager, a YouTube video.
  await page.getByRole('button', { name: 'Add Row' }).click();
  await page.getByRole('button', { name: 'Add Content' }).click();
  await typeRichText(page.getByRole('textbox', { name: /^Text/ }), 'Check the plate before you get in.');

  await page.getByRole('button', { name: 'Add Content' }).click();
  await chooseContentType(page, 'Picture');
  await page.getByRole('button', { name: 'Use existing files for Picture' }).last().click();
  const manager = fileManager(page);
  await expect(manager).toBeVisible();
  await manager.locator('input[type="file"]').setInputFiles({
    name: 'third-mainland-bridge.png',
    mimeType: 'image/png',
    buffer: noisyPng(400, 240),
  });
  const insert = manager.getByRole('button', { name: /^Insert third-mainland-bridge-/ });
  await expect(insert).toBeVisible({ timeout: 20_000 });
  await insert.click();
  await expect(manager).toBeHidden();
  await expect(page.getByRole('button', { name: /^View third-mainland-bridge-/ })).toBeVisible();

  await page.getByRole('button', { name: 'Add Content' }).click();
  await chooseContentType(page, 'Video');
  await page.getByRole('checkbox', { name: 'YouTube video' }).last().check();
  await page
    .getByRole('textbox', { name: /^Video URL/ })
    .last()
    .fill('https://www.youtube.com/watch?v=aqz-KE-bpKQ');

  // The Preview draws the blocks as the article page will.
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: NAME })).toBeVisible();
  await expect(preview).toContainText('Check the plate before you get in.');
  await expect(
    preview.locator('iframe[src^="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"]'),
  ).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(successAlert(page, `${NAME} has been saved`)).toBeVisible();
  const row = rowOf(page, NAME);
  await expect(row).toContainText('Draft');

  await row.getByRole('button', { name: 'Publish' }).click();
  await expect(confirmDialog(page)).toContainText(
    `Are you sure, you want to publish this article (${NAME})?`,
  );
  await confirmDialog(page).getByRole('button', { name: 'Yes' }).click();
  await expect(successAlert(page, `${NAME} has been published`)).toBeVisible();
  await expect(row).toContainText('Published');

  // An update names the article in the spec's sentence.
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: `Edit ${NAME}` })).toBeVisible();
  await expect(page.getByText('lagos-night-rides', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(successAlert(page, `${NAME} has been updated Successfully. Thank you`)).toBeVisible();

  // Anyone finds it on the blog and reads it.
  await page.goto('/blog?keyword=Night');
  const card = page.getByRole('list', { name: 'Articles' }).getByRole('link').filter({ hasText: NAME });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/\/article\/lagos-night-rides$/);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByText('Check the plate before you get in.')).toBeVisible();
  await expect(page.locator('img[src^="/uploads/"][src*="third-mainland-bridge-"]')).toBeVisible();
  await expect(
    page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"]'),
  ).toHaveAttribute('sandbox', /allow-scripts/);

  // A copy is a draft; deleting it leaves the article.
  await page.goto('/admin/articles');
  await rowOf(page, NAME).getByRole('button', { name: 'Duplicate' }).click();
  await expect(successAlert(page, `${NAME} (copy) has been saved`)).toBeVisible();
  const copy = rowOf(page, `${NAME} (copy)`);
  await expect(copy).toContainText('Draft');
  await copy.getByRole('button', { name: 'Delete' }).click();
  await expect(confirmDialog(page)).toContainText(
    `Are you sure, you want to delete this article (${NAME} (copy))?`,
  );
  await confirmDialog(page).getByRole('button', { name: 'Yes' }).click();
  await expect(successAlert(page, `${NAME} (copy) has been deleted`)).toBeVisible();
  await expect(copy).toHaveCount(0);
  await expect(rowOf(page, NAME)).toContainText('Published');
});

/** An article of two rows (a text and a YouTube video; an embedded map), made through the API. */
async function makeArticle(server: Parameters<typeof postApi>[0], token: string) {
  const rows = [
    {
      Id: 0,
      FitToScreen: false,
      Order: 1,
      Contents: [
        { Id: 0, ContentType: 1, Width: 6, Content: '<h2>Before you set off</h2><p>Carry water.</p>' },
        {
          Id: 0,
          ContentType: 3,
          Width: 6,
          IsYouTube: true,
          VideoURL: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        },
      ],
    },
  ];
  const { Id } = await postApi<{ Id: number }>(
    server,
    'Blogs/CreateBlog',
    {
      Id: 0,
      Name: 'Harmattan Driving Checklist',
      PageType: 5,
      ArticleDate: '2026-01-15',
      SEOs: 'What to check before driving in the harmattan haze.',
      Tags: 'Harmattan, Safety',
      Summary: '<p>Dry wind, low visibility: a checklist for the dusty months.</p>',
      ContentsJson: JSON.stringify(rows),
    },
    token,
  );
  await postApi(server, 'Blogs/PublishBlog', { Id }, token);
  return Id;
}

const shoot = (page: Page, file: string, size: ScreenshotSize, options?: { fullPage?: boolean }) =>
  saveScreenshot(page, `blog-admin-${file}`, size, options);

for (const size of screenshotSizes) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test(`screenshots of the Blog Center and its editor (${size.name})`, { tag: '@screenshots' }, async ({
      page,
      server,
      admin,
    }) => {
      const { Token } = await signInThroughApi(server, admin);
      const id = await makeArticle(server, Token);
      await signIn(page, admin);
      await expect(page).toHaveURL(/\/admin\/home$/);
      await page.goto('/admin/articles');
      await expect(page.getByText('Harmattan Driving Checklist').first()).toBeVisible();
      await shoot(page, 'list', size);

      await page.goto(`/admin/articles?edit=${id}`);
      await expect(page.getByRole('heading', { name: 'Edit Harmattan Driving Checklist' })).toBeVisible();
      await page.getByRole('button', { name: 'Row 1', exact: true }).click();
      await page.getByRole('button', { name: 'Content 2', exact: true }).click();
      await expect(page.getByRole('textbox', { name: /^Video URL/ })).toBeVisible();
      await shoot(page, 'editor', size);

      await page.getByRole('button', { name: 'Preview' }).click();
      await expect(page.getByRole('dialog', { name: 'Preview' })).toBeVisible();
      await shoot(page, 'preview', size, { fullPage: false });
    });
  });
}
