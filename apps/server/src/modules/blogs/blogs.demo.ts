import {
  type BlogRow,
  blogRows,
  ContentType,
  PageType,
  type PageTypeId,
  UPLOADS_PATH,
} from '@wayfare/contracts';
import { inArray } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Transaction } from '../../db/database.ts';
import { demoArticlePicture } from '../../demo/demo-pictures.ts';
import type { DemoSeed } from '../../demo/demo-seed.ts';
import { keptRows, keptSummary } from './blog-content.ts';
import { slugOf } from './blog-url.ts';
import { blogs } from './blogs.table.ts';

type DemoArticle = {
  name: string;
  date: string;
  tags: string;
  seos: string;
  summary: string;
  colour: string;
  text: string[];
  /** Extra blocks: a video, a map. */
  blocks?: Partial<BlogRow['Contents'][number]>[];
  pageType?: PageTypeId;
  draft?: boolean;
};

const LAGOS_MAP =
  '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d126846.6!2d3.3792!3d6.5244!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x103b8b2ae68280c1%3A0xdc9e87a367c3d9cb!2sLagos!5e0!3m2!1sen!2sng" width="600" height="450" title="Lagos on the map"></iframe>';

// Articles a rider or driver in Lagos, Abuja or Port Harcourt would read: a dozen published, one draft.
const demoArticles: DemoArticle[] = [
  {
    name: 'Getting Around Lagos During Rush Hour',
    date: '2026-03-02',
    tags: 'Lagos, Traffic, Tips',
    seos: 'How to beat Lagos rush hour: when to book, where to meet your driver and how shared rides save you money.',
    summary:
      '<p>Third Mainland Bridge at 7 am does not have to ruin your morning. Here is how regular riders plan around the go-slow.</p>',
    colour: '#0b7a4b',
    text: [
      '<h2>Book before you leave the house</h2><p>Request your ride ten minutes before you step out: drivers on the Island are busiest between 7 and 9 am.</p>',
      '<h2>Meet at a landmark</h2><ul><li>Bus stops with a name</li><li>Filling stations</li><li>Bank branches</li></ul>',
    ],
    blocks: [{ ContentType: ContentType.Embedded_Content, Content: LAGOS_MAP, Width: 12 }],
  },
  {
    name: 'How Shared Rides Work',
    date: '2026-02-20',
    tags: 'Shared Rides, Fares',
    seos: 'Share the ride and the fare with riders going your way: how Wayfare matches you and splits the cost.',
    summary:
      '<p>One car, up to three riders going the same way, and a fare that drops with every seat filled.</p>',
    colour: '#1c5d99',
    text: [
      '<p>When you choose <strong>Economy Shared</strong>, we look for riders heading in your direction and add them to the trip only if your arrival time changes by less than ten minutes.</p>',
    ],
    blocks: [
      {
        ContentType: ContentType.Video,
        IsYouTube: true,
        VideoURL: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        AllowControl: true,
        Width: 12,
      },
    ],
  },
  {
    name: 'Staying Safe On Late-Night Rides In Abuja',
    date: '2026-02-11',
    tags: 'Abuja, Safety, Night',
    seos: 'Share your trip, check the plate number and sit in the back: safety habits for night rides in Abuja.',
    summary: '<p>Five habits our Abuja riders swear by after dark, from Wuse II to Gwarinpa.</p>',
    colour: '#4b2e83',
    text: [
      '<ol><li>Check the plate number and the driver photo.</li><li>Share your trip with someone you trust.</li><li>Sit in the back seat.</li></ol>',
    ],
  },
  {
    name: 'Airport Runs: Murtala Muhammed And Nnamdi Azikiwe',
    date: '2026-01-28',
    tags: 'Airport, Lagos, Abuja',
    seos: 'Everything about Wayfare airport pickups at Lagos and Abuja: where to wait, luggage and fares.',
    summary:
      '<p>Where to find your driver at the arrivals hall, and why XL is worth it when you have two suitcases.</p>',
    colour: '#b5512b',
    text: [
      '<table><thead><tr><th>Airport</th><th>Pickup point</th></tr></thead><tbody><tr><td>Lagos (MMIA)</td><td>Car park B, row 4</td></tr><tr><td>Abuja (NAIA)</td><td>Short-stay car park</td></tr></tbody></table>',
    ],
  },
  {
    name: 'Paying In Cash Or By Card',
    date: '2026-01-15',
    tags: 'Payments, Fares',
    seos: 'Cash, card or wallet: how paying for a Wayfare ride works, and how receipts reach your e-mail.',
    summary:
      '<p>Cash is still king in many places, and that is fine with us. Here is how each way of paying works.</p>',
    colour: '#2d6a4f',
    text: [
      '<p>Pay in naira cash at the end of the trip, by card, or from your wallet. Every trip sends a receipt to your e-mail address.</p>',
    ],
  },
  {
    name: 'Driving With Wayfare In Port Harcourt',
    date: '2026-01-05',
    tags: 'Drivers, Port Harcourt',
    seos: 'Become a Wayfare driver in Port Harcourt: the documents you need and how approval works.',
    summary:
      '<p>We are adding drivers in Port Harcourt. Bring your licence, your car papers and a smile.</p>',
    colour: '#006d77',
    text: [
      '<p>Upload your driver licence from the app. Our team checks it within two working days and lets you know by e-mail.</p>',
    ],
  },
  {
    name: 'Rainy Season Driving Tips',
    date: '2025-12-18',
    tags: 'Drivers, Weather, Safety',
    seos: 'Flooded roads and slow traffic: how Wayfare drivers stay safe and keep riders comfortable in the rains.',
    summary:
      '<p>From June to October the rains change every route. Our most experienced drivers share what they do.</p>',
    colour: '#3a506b',
    text: [
      '<p>Avoid flooded underpasses, keep your wipers new and leave more space than you think you need.</p>',
    ],
  },
  {
    name: 'Keke, Okada Or Car: Choosing The Right Ride',
    date: '2025-12-02',
    tags: 'Categories, Fares',
    seos: 'Which Wayfare category fits your trip: keke for short hops, cars for comfort, XL for groups.',
    summary: '<p>A quick guide to our ride categories and when each one makes sense.</p>',
    colour: '#9c6644',
    text: [
      '<ul><li><strong>Keke</strong>: short trips around the estate.</li><li><strong>Economy</strong>: everyday rides.</li><li><strong>XL</strong>: up to six riders.</li></ul>',
    ],
  },
  {
    name: 'Referral Rewards: Invite Friends, Ride For Less',
    date: '2025-11-20',
    tags: 'Referrals, Rewards',
    seos: 'Share your referral code with friends and both of you earn ride credit on Wayfare.',
    summary: '<p>Your friends ride, you both save. Here is how referral rewards are paid.</p>',
    colour: '#7b2cbf',
    text: [
      '<p>Share your code from the app. When your friend completes their first ride, the reward lands in your wallet.</p>',
    ],
  },
  {
    name: 'Detty December: Getting Home After The Party',
    date: '2025-11-30',
    tags: 'Lagos, Night, Festive Season',
    seos: 'December in Lagos means concerts and parties: plan your ride home and avoid surge surprises.',
    summary: '<p>The busiest month of the year is coming. Book early, share rides and get home safely.</p>',
    colour: '#c1121f',
    text: [
      '<p>Expect demand to peak between midnight and 3 am on weekends around Victoria Island and Lekki.</p>',
    ],
  },
  {
    name: 'Our 24/7 Customer Support',
    date: '2025-11-08',
    tags: 'Support',
    seos: 'Wayfare customer support is there day and night: how to reach us and what to include in your message.',
    summary: '<p>Lost a phone in a car? Charged twice? Our support team answers around the clock.</p>',
    colour: '#264653',
    text: [
      '<p>Write to us from the contact page with your trip date and the phone number on your account.</p>',
    ],
  },
  {
    name: 'Why Drivers Rate Riders Too',
    date: '2025-10-25',
    tags: 'Ratings, Drivers',
    seos: 'Ratings go both ways on Wayfare: what drivers rate and how it keeps every trip pleasant.',
    summary: '<p>Five stars for being on time and kind: how rider ratings work.</p>',
    colour: '#e76f51',
    text: [
      '<p>Drivers rate every trip from one to five stars. Be at the pickup point on time and keep the car clean.</p>',
    ],
  },
  {
    name: 'Coming Soon: Scheduled Rides',
    date: '2026-04-01',
    tags: 'Product, Coming Soon',
    seos: 'Book a ride for later: scheduled rides are coming to Wayfare.',
    summary: '<p>A draft about booking rides a day ahead.</p>',
    colour: '#6c757d',
    text: ['<p>Work in progress.</p>'],
    draft: true,
  },
];

async function storePicture(storage: FileStorage, article: DemoArticle) {
  const key = `demo/blog/${slugOf(article.name)}.jpg`;
  if (!(await storage.stat(key)))
    await storage.write(key, await demoArticlePicture(article.name, article.colour), 'image/jpeg');
  return `${UPLOADS_PATH}${key}`;
}

function rowsOf(article: DemoArticle, picture: string): BlogRow[] {
  const blocks = [
    ...article.text.map((html) => ({ ContentType: ContentType.Text, Content: html, Width: 12 })),
    { ContentType: ContentType.Picture, Picture: picture, Width: 12 },
    ...(article.blocks ?? []),
  ];
  // Through the schema, as a save would: defaults filled in, then numbered and sanitised.
  return keptRows(blogRows.parse(blocks.map((block) => ({ Contents: [block] }))));
}

/** issue 20 §3: a dozen published articles with pictures, a video, a map and tags, and one draft. */
export const blogsDemo: DemoSeed = {
  area: 'blogs',
  async seed(tx: Transaction, storage: FileStorage) {
    const urls = demoArticles.map((article) => slugOf(article.name));
    const existing = await tx.select({ url: blogs.url }).from(blogs).where(inArray(blogs.url, urls));
    const have = new Set(existing.map((row) => row.url));
    let created = 0;
    for (const article of demoArticles) {
      const url = slugOf(article.name);
      if (have.has(url)) continue;
      const picture = await storePicture(storage, article);
      await tx.insert(blogs).values({
        name: article.name,
        url,
        picture,
        pageType: article.pageType ?? PageType.Article,
        articleDate: article.date,
        seos: article.seos,
        tags: article.tags,
        ...keptSummary(article.summary),
        publish: !article.draft,
        contents: rowsOf(article, picture),
      });
      created += 1;
    }
    return { created };
  },
};
