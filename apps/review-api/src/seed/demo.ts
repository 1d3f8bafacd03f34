import {
  filterCondition,
  filterGroup,
  filterToText,
  PRIORITY_COUNTRIES,
  type DomainFlowStatus,
  type ImageStatus,
} from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  agencies,
  blacklistedDomains,
  blacklistedSubdomains,
  conversationMessages,
  conversations,
  domains,
  images,
  languageCountries,
  languages,
  legitimateAgencies,
  nonCommercialReasons,
  registeredAssets,
  thirdPartyDomainData,
  users,
  userWorkQueues,
  type DemoPicture,
} from '../db/schema';
import { seedDemoAccounts } from './accounts';
import { insertMany } from './insertMany';
import { createRandom, type Random } from './random';

/**
 * The demo data set (SEED=demo), loaded into an empty database only. Deterministic: the same
 * seed gives the same agencies, domains and sightings. Every stage of the specs has work:
 * pending images, domains to classify, quality control (web and social media), final review,
 * returned, on hold, parked, delivered, not pursuable and blacklisted domains. See
 * docs/demo-data.md for the figures.
 */
export interface DemoOptions {
  /** Where the demo "web" lives: the server's own origin, e.g. `http://localhost:8080`. */
  webOrigin: string;
  seed?: number;
  domainCount?: number;
  imageCount?: number;
}

const AGENCIES = [
  'Alpine Stock',
  'Baltic Images',
  'Cobalt Pictures',
  'Danube Photo',
  'Elbe Archive',
  'Fjord Visuals',
  'Granite Media',
  'Harbor Lens',
  'Iris Collective',
  'Juniper Photo',
  'Kestrel Images',
  'Lumen Agency',
  'Meridian Stock',
  'Nordlicht Bild',
  'Olive Press Photo',
  'Pinecone Pictures',
  'Quartz Imaging',
  'Riviera Photo',
  'Summit Archive',
  'Tundra Images',
  'Umbra Stock',
  'Vista Bildagentur',
];
const LEGITIMATE = ['Lumen Agency', 'Vista Bildagentur', 'Harbor Lens'];
const PHOTOGRAPHERS = [
  'Anna Berger',
  'Luca Rossi',
  'Marie Dubois',
  'James Walsh',
  'Sophie Jansen',
  'Tom Keller',
  'Elena Novak',
  'Pieter de Vries',
  'Claire Martin',
  'Jonas Huber',
  'Aoife Byrne',
  'Marco Bianchi',
];
const WORDS_A = [
  'alpine',
  'urban',
  'golden',
  'blue',
  'green',
  'happy',
  'smart',
  'bright',
  'little',
  'royal',
  'wild',
  'quiet',
  'modern',
  'classic',
  'sunny',
  'silver',
  'rapid',
  'fresh',
  'cosy',
  'grand',
];
const WORDS_B = [
  'bakery',
  'travel',
  'studio',
  'garden',
  'kitchen',
  'hotel',
  'design',
  'fitness',
  'books',
  'wine',
  'coffee',
  'fashion',
  'dental',
  'immo',
  'autohaus',
  'yoga',
  'pets',
  'music',
  'camping',
  'news',
  'blog',
  'shop',
  'gallery',
  'events',
  'bikes',
];
/** Top-level domains and the country (alpha-3) a site under them is likely in. */
const TLDS: [string, string | null][] = [
  ['de', 'DEU'],
  ['de', 'DEU'],
  ['de', 'DEU'],
  ['at', 'AUT'],
  ['ch', 'CHE'],
  ['fr', 'FRA'],
  ['fr', 'FRA'],
  ['co.uk', 'GBR'],
  ['co.uk', 'GBR'],
  ['ie', 'IRL'],
  ['be', 'BEL'],
  ['nl', 'NLD'],
  ['it', 'ITA'],
  ['com', 'USA'],
  ['com', null],
  ['ca', 'CAN'],
  ['es', 'ESP'],
  ['pl', 'POL'],
  ['se', 'SWE'],
  ['net', null],
];
const SOCIAL = ['facebook.com', 'instagram.com', 'pinterest.com', 'x.com'];
const STREETS = [
  'Hauptstraße',
  'Rue de la Paix',
  'High Street',
  'Via Roma',
  'Kerkstraat',
  'Main Street',
  'Bahnhofstrasse',
];
const CITIES: Record<string, string[]> = {
  DEU: ['Berlin', 'Hamburg', 'München', 'Köln'],
  AUT: ['Wien', 'Graz', 'Salzburg'],
  CHE: ['Zürich', 'Bern', 'Basel'],
  FRA: ['Paris', 'Lyon', 'Marseille'],
  GBR: ['London', 'Leeds', 'Bristol'],
  IRL: ['Dublin', 'Cork'],
  BEL: ['Brussels', 'Antwerp'],
  NLD: ['Amsterdam', 'Utrecht'],
  ITA: ['Roma', 'Milano', 'Torino'],
  USA: ['New York', 'Chicago', 'Austin'],
  CAN: ['Toronto', 'Montréal', 'Vancouver'],
};

/** How the flow stages are spread over the domains (shares add up to 1). */
const STAGES: { stage: Stage; share: number }[] = [
  { stage: 'images', share: 0.4 },
  { stage: 'domains', share: 0.15 },
  { stage: 'qc', share: 0.12 },
  { stage: 'social', share: 0.05 },
  { stage: 'final', share: 0.1 },
  { stage: 'returnedForReview', share: 0.025 },
  { stage: 'returnedForQc', share: 0.015 },
  { stage: 'hold', share: 0.03 },
  { stage: 'parked', share: 0.03 },
  { stage: 'delivered', share: 0.05 },
  { stage: 'notPursuable', share: 0.025 },
  { stage: 'blacklisted', share: 0.01 },
];
type Stage =
  | 'images'
  | 'domains'
  | 'qc'
  | 'social'
  | 'final'
  | 'returnedForReview'
  | 'returnedForQc'
  | 'hold'
  | 'parked'
  | 'delivered'
  | 'notPursuable'
  | 'blacklisted';

const FLOW_OF: Record<Stage, DomainFlowStatus> = {
  images: 'NEW',
  domains: 'NEW',
  qc: 'PENDING_QUALITY_CONTROL',
  social: 'PENDING_QUALITY_CONTROL',
  final: 'PENDING_FINAL_REVIEW',
  returnedForReview: 'RETURNED_FOR_REVIEW',
  returnedForQc: 'RETURNED_FOR_QUALITY_CONTROL',
  hold: 'ON_HOLD',
  parked: 'PARKED',
  delivered: 'DELIVERED',
  notPursuable: 'NOT_PURSUABLE',
  blacklisted: 'NEW',
};

const IDENTICAL_VARIANTS: DemoPicture['variant'][] = [
  'original',
  'reencoded',
  'resized',
  'cropped',
  'watermarked',
];

function stageFor(index: number, count: number): Stage {
  let cumulative = 0;
  const position = (index + 0.5) / count;
  for (const { stage, share } of STAGES) {
    cumulative += share;
    if (position < cumulative) return stage;
  }
  return 'images';
}

function addDays(base: Date, days: number): Date {
  return new Date(base.getTime() + days * 86_400_000);
}

/** Split `total` into `parts` positive counts with a long tail (a few domains hold many sightings). */
function imageCounts(random: Random, parts: number, total: number): number[] {
  const weights = Array.from({ length: parts }, () => 1 / (0.05 + random.next()) ** 0.9);
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.max(1, Math.round((w / sum) * total)));
  let difference = total - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; difference !== 0; i = (i + 1) % parts) {
    if (difference > 0) {
      counts[i]! += 1;
      difference -= 1;
    } else if (counts[i]! > 1) {
      counts[i]! -= 1;
      difference += 1;
    }
  }
  return counts;
}

export async function seedDemoData(db: Db, options: DemoOptions): Promise<void> {
  await seedDemoAccounts(db);
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(domains);
  if ((existing?.count ?? 0) > 0) return;

  const random = createRandom(options.seed ?? 20261122);
  const domainCount = options.domainCount ?? 2000;
  const imageCount = options.imageCount ?? 20000;
  const origin = options.webOrigin.replace(/\/$/, '');
  const now = new Date(Date.UTC(2026, 10, 20, 9, 0, 0));

  const staff = Object.fromEntries(
    (await db.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.email, u.id]),
  ) as Record<string, number>;
  const reasons = await db.select({ name: nonCommercialReasons.name }).from(nonCommercialReasons);
  const languageOf = new Map<string, string>();
  const priorityLanguages = await db
    .select({ code: languages.code, country: languageCountries.countryCode })
    .from(languages)
    .innerJoin(languageCountries, sql`${languageCountries.languageCode} = ${languages.code}`)
    .where(sql`${languages.priority}`);
  for (const { code, country } of priorityLanguages)
    if (!languageOf.has(country)) languageOf.set(country, code);

  await db.transaction(async (tx) => {
    await tx.insert(agencies).values(AGENCIES.map((name) => ({ name })));
    await tx.insert(legitimateAgencies).values(LEGITIMATE.map((name) => ({ name })));

    // Domains
    const names = new Set<string>();
    const domainRows: (typeof domains.$inferInsert)[] = [];
    const stages: Stage[] = [];
    for (let i = 0; i < domainCount; i += 1) {
      const stage = stageFor(i, domainCount);
      const [tld, country] = random.pick(TLDS);
      let name: string;
      do {
        name =
          stage === 'social'
            ? `${random.pick(SOCIAL)}/${random.pick(WORDS_A)}.${random.pick(WORDS_B)}${random.int(1, 999)}`
            : `${random.pick(WORDS_A)}-${random.pick(WORDS_B)}${random.chance(0.4) ? random.int(2, 99) : ''}.${tld}`;
      } while (names.has(name));
      names.add(name);
      stages.push(stage);

      const filled = !['images', 'domains', 'blacklisted'].includes(stage);
      const commercial = filled
        ? stage === 'notPursuable'
          ? random.chance(0.3)
          : random.chance(0.85)
        : null;
      const priority = country !== null && PRIORITY_COUNTRIES.some((c) => c.alpha3Code === country);
      const city = priority ? random.pick(CITIES[country!] ?? ['']) : null;
      domainRows.push({
        domain: name,
        scrapedCountry: country,
        commercialWebSite: commercial,
        noCommercialCause: commercial === false ? random.pick(reasons).name : null,
        gallery: filled && random.chance(0.08),
        verified: stage === 'social' ? random.chance(0.6) : filled && random.chance(0.5),
        socialDomain: stage === 'social',
        blacklisted: stage === 'blacklisted',
        priorityCountry: filled && priority ? country : null,
        otherCountries: filled && !priority ? country : null,
        priorityLanguage: filled && priority ? (languageOf.get(country!) ?? null) : null,
        otherLanguage: null,
        companyName:
          filled && commercial ? `${name.split('.')[0]!.replace(/[-/]/g, ' ')} Ltd` : null,
        street:
          filled && commercial && priority ? `${random.pick(STREETS)} ${random.int(1, 140)}` : null,
        city: filled && commercial && priority ? city : null,
        postcode: filled && commercial && priority ? String(random.int(1000, 99999)) : null,
        email: filled && commercial ? `info@${name.replace('/', '.')}` : null,
        phoneNumber:
          filled && commercial && random.chance(0.6)
            ? `+${random.int(30, 49)} ${random.int(100, 999)} ${random.int(100000, 999999)}`
            : null,
        facebookLink:
          stage === 'social' || (filled && random.chance(0.3))
            ? `https://facebook.com/${name.split(/[./]/)[0]}`
            : null,
        contactFormLink: filled && random.chance(0.3) ? `https://${name}/contact` : null,
        domainFlowStatus: FLOW_OF[stage],
        filledByOperator: filled,
        notPursuable: stage === 'notPursuable',
        returnedForComment: stage === 'returnedForReview' && random.chance(0.5),
        comment: stage === 'returnedForReview' ? 'Please check the company address again.' : null,
        parkedUntil:
          stage === 'parked' ? addDays(now, random.int(-3, 90)).toISOString().slice(0, 10) : null,
        updatedBy: filled ? staff['operator@example.com'] : null,
        updatedAt: filled ? addDays(now, -random.int(1, 60)) : now,
        createdAt: addDays(now, -random.int(60, 400)),
      });
    }
    const insertedDomains = await insertMany(tx, domains, domainRows, ['id', 'domain']);

    // Third-party data for a share of the domains with a priority country
    await insertMany(
      tx,
      thirdPartyDomainData,
      domainRows
        .filter(
          (d) =>
            d.scrapedCountry &&
            PRIORITY_COUNTRIES.some((c) => c.alpha3Code === d.scrapedCountry) &&
            random.chance(0.45),
        )
        .map((d) => ({
          domain: d.domain,
          companyName: `${d.domain.split('.')[0]!.replace(/[-/]/g, ' ')} GmbH`,
          street: `${random.pick(STREETS)} ${random.int(1, 140)}`,
          city: random.pick(CITIES[d.scrapedCountry!] ?? ['']),
          zipcode: String(random.int(1000, 99999)),
          phone: `+${random.int(30, 49)} ${random.int(100, 999)} ${random.int(100000, 999999)}`,
          email: `contact@${d.domain.replace('/', '.')}`,
          owlerUrl: `https://www.owler.com/company/${d.domain.split(/[./]/)[0]}`,
          primaryCountry: d.scrapedCountry,
        })),
    );

    // Blacklist
    const blacklisted = domainRows.filter((d) => d.blacklisted).map((d) => d.domain);
    await tx.insert(blacklistedDomains).values(
      [...blacklisted, 'spam-mirror.biz', 'image-scraper.info', 'free-wallpapers.xyz'].map(
        (domain) => ({
          domain,
          createdBy: staff['admin@example.com'],
        }),
      ),
    );
    await tx
      .insert(blacklistedSubdomains)
      .values(
        ['cdn.free-wallpapers.xyz', 'static.image-scraper.info', 'img.spam-mirror.biz'].map(
          (domain) => ({ domain }),
        ),
      );

    // Sightings
    const counts = imageCounts(random, domainCount, imageCount);
    const imageRows: (typeof images.$inferInsert)[] = [];
    insertedDomains.forEach((domainRow, index) => {
      const stage = stages[index]!;
      const count = counts[index]!;
      for (let n = 0; n < count; n += 1) {
        const agency = random.pick(AGENCIES);
        const seed = random.int(1, 2_000_000_000);
        const matches = stage === 'images' ? random.chance(0.7) : random.chance(0.85);
        const variant: DemoPicture['variant'] = matches
          ? random.pick(IDENTICAL_VARIANTS)
          : 'different';
        const picture: DemoPicture = {
          seed,
          variant,
          hasOriginal: random.chance(0.97),
          online: random.chance(0.9),
        };
        const downloaded = random.chance(0.95);
        let status: ImageStatus = 'PENDING';
        let delivered = false;
        let reviewed = false;
        if (stage !== 'images') {
          reviewed = true;
          status = matches ? 'IDENTICAL' : random.chance(0.7) ? 'NOT_IDENTICAL' : 'OFFLINE';
          if (n === 0) status = 'IDENTICAL';
          if (stage === 'delivered' && status === 'IDENTICAL') delivered = true;
          if (stage === 'notPursuable' && status === 'IDENTICAL') status = 'NOT_PURSUABLE';
          if (['final', 'qc'].includes(stage) && n > 0 && random.chance(0.08)) {
            status = 'PENDING';
            reviewed = false;
          }
          if (stage === 'final' && status === 'IDENTICAL' && random.chance(0.05))
            status = random.pick(['DUPLICATE', 'LEGITIMATE'] as const);
        }
        const prefix = agency.replace(/[^A-Z]/g, '').slice(0, 2);
        const imageId = `${prefix}${String(random.int(100000, 999999))}`;
        const foundAt = addDays(now, -random.int(1, 300));
        const page = random.int(1, 40);
        imageRows.push({
          imageId,
          agency,
          imageUrl: `${origin}/demo-web/${domainRow.domain}/images/${seed}-${picture.online ? variant : 'gone'}.jpg`,
          usageUrl: `${origin}/demo-web/${domainRow.domain}/page/${page}?image=${seed}-${variant}`,
          imageSource: random.pick(['crawler', 'reverse-search', 'customer-report']),
          originalImageFileName: picture.hasOriginal ? `${imageId}.jpg` : null,
          status,
          delivered,
          downloaded,
          downloadedAt: downloaded ? foundAt : null,
          lastModifyDateFromHeader: addDays(foundAt, -random.int(0, 400)),
          foundAt,
          photographerName: random.chance(0.8) ? random.pick(PHOTOGRAPHERS) : null,
          difference: matches
            ? Math.round(random.next() * 80) / 10
            : Math.round((30 + random.next() * 60) * 10) / 10,
          registeredImage: random.chance(0.1),
          onHold: stage === 'hold',
          domainId: domainRow.id,
          reviewStatusChangedBy: reviewed ? staff['operator@example.com'] : null,
          reviewStatusChangedAt: reviewed ? addDays(foundAt, random.int(1, 10)) : null,
          demoPicture: picture,
          createdAt: foundAt,
          updatedAt: foundAt,
        });
      }
    });
    const insertedImages = await insertMany(tx, images, imageRows, ['id', 'domainId', 'status']);

    // Conversations on images of domains in quality control and final review
    const reviewStages = new Set(
      insertedDomains
        .filter((_, i) => ['qc', 'final', 'returnedForReview'].includes(stages[i]!))
        .map((d) => d.id),
    );
    const threaded = insertedImages.filter(
      (img) => reviewStages.has(img.domainId) && img.status === 'IDENTICAL' && random.chance(0.06),
    );
    // In the order the random numbers were drawn before these were inserted in one statement.
    const threads = threaded.map((image) => ({
      conversation: {
        imageId: image.id,
        message: random.pick([
          'Is the crop really from our picture? Please compare the horizon.',
          'Watermark visible on the found image, please double-check the agency.',
          'Company address missing, can you look at the imprint page?',
        ]),
        sentFrom: 'QC' as const,
        createdBy: staff['qc@example.com'],
        createdAt: addDays(now, -random.int(2, 20)),
      },
      reply: random.chance(0.6)
        ? {
            message: random.pick([
              'Checked, it matches.',
              'Confirmed, same picture.',
              'Address added.',
            ]),
            sentFrom: 'FR' as const,
            createdBy: staff['reviewer@example.com'],
            createdAt: addDays(now, -random.int(0, 1)),
          }
        : undefined,
    }));
    const opened = await insertMany(
      tx,
      conversations,
      threads.map((thread) => thread.conversation),
      ['id'],
    );
    await insertMany(
      tx,
      conversationMessages,
      threads.flatMap(({ reply }, index) =>
        reply ? [{ ...reply, conversationId: opened[index]!.id }] : [],
      ),
    );

    // Registered assets and work queues
    await tx
      .insert(registeredAssets)
      .values(
        imageRows.slice(0, 300).map((row, i) => ({
          imageNumber: row.imageId,
          copyrightHolder: row.agency,
          registrationNumber: `VA ${2000000 + i}`,
        })),
      )
      .onConflictDoNothing();
    await tx.insert(userWorkQueues).values([
      {
        userId: staff['operator@example.com']!,
        orderIndex: 0,
        type: 'IMAGES',
        // Built with the filter builder (its saved text), so the admin panel opens it there.
        query: filterToText(
          filterGroup('AND', [
            filterCondition('STATUS', 'EQUALS', ['PENDING']),
            filterCondition('AGENCY', 'EQUALS', ['Alpine Stock']),
          ]),
        ),
        description: 'Alpine Stock first',
        // Inactive: the demo's operator@ (and every test of the demo data) gets the normal
        // queue; an admin switches it on in the admin panel to see it lead.
        active: false,
        createdBy: staff['admin@example.com'],
      },
      {
        userId: staff['operator@example.com']!,
        orderIndex: 1,
        type: 'DOMAINS',
        // Written as SQL over the domain queues' view (docs/work-queues.md).
        query:
          "SELECT id FROM work_queue_domains WHERE country = 'DEU' ORDER BY total_sightings DESC",
        description: 'German domains',
        active: false,
        createdBy: staff['admin@example.com'],
      },
    ]);
  });
  // The indexes of images built afresh: grown a batch at a time, its trigram indexes take
  // twice the space (19 MB against 7; in memory, the server's own memory: docs/performance.md).
  await db.execute(sql`REINDEX TABLE images`);
  // Statistics for the planner now, before the first operator reserves work (PGlite has no
  // autovacuum at all; PostgreSQL's would come within a minute).
  await db.execute(sql`ANALYZE domains, images, reservations, blacklisted_domains`);
}
