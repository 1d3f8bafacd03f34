import { createTestApp } from '@sightings/review-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './client';

// The review tables and social media QC's queue against the real reference server with the
// demo data; no mocks.
const server = await createTestApp({ demoData: { domainCount: 120, imageCount: 900 } });
let baseUrl = '';
beforeAll(async () => {
  baseUrl = `${await server.app.listen({ port: 0, host: '127.0.0.1' })}/api`;
});
afterAll(() => server.close());

const signedIn = async (email: string) => {
  const token = (await createClient({ baseUrl }).auth.login({ email, password: 'review-demo' }))
    .accessToken;
  return createClient({ baseUrl, getToken: () => token });
};

describe('reviewTables: the blacklist', () => {
  it('adds, lists, searches and removes entries', async () => {
    const reviewer = await signedIn('reviewer@example.com');
    const added = await reviewer.reviewTables.addToBlacklist([
      ' Client-Test.example ',
      '',
      'client-test.example',
      'second-client.example',
    ]);
    expect(added).toMatchObject({
      created: 2,
      createdDomains: ['client-test.example', 'second-client.example'],
      existed: 0,
    });
    const found = await reviewer.reviewTables.blacklist(
      { page: 0, size: 10, sorts: [{ field: 'DOMAIN', direction: 'asc' }] },
      'client',
    );
    expect(found.content.map((row) => row.domain)).toEqual([
      'client-test.example',
      'second-client.example',
    ]);
    expect(found.totalElements).toBe(2);

    // strict (import-strict, offered by this server): all or nothing.
    await expect(
      reviewer.reviewTables.addToBlacklist(['good.example', 'not a domain'], { strict: true }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('"not a domain"') });
    // The spec's form: the valid ones stored, the others counted (002 §7).
    await expect(
      reviewer.reviewTables.addToBlacklist(['good.example', 'not a domain']),
    ).resolves.toMatchObject({
      createdDomains: ['good.example'],
      notValid: 1,
      notValidDomains: ['not a domain'],
    });

    const removed = await reviewer.reviewTables.removeFromBlacklist(found.content[0]!.id);
    expect(removed.domain).toBe('client-test.example');
    await expect(
      reviewer.reviewTables.removeFromBlacklist(found.content[0]!.id),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('rejects a caller without the permission with 403', async () => {
    const operator = await signedIn('operator@example.com');
    await expect(operator.reviewTables.blacklist({ page: 0, size: 10 })).rejects.toMatchObject({
      status: 403,
    });
  });
});

describe('reviewTables: the domain and sighting lists', () => {
  it('pages the domain list with counts, filtered and sorted', async () => {
    const reviewer = await signedIn('reviewer@example.com');
    const page = await reviewer.reviewTables.domainImageInfo(
      { page: 0, size: 5, sorts: [{ field: 'SIGHTINGS_COUNT', direction: 'desc' }] },
      { status: ['PENDING_FINAL_REVIEW'] },
    );
    expect(page.size).toBe(5);
    expect(page.content.length).toBeGreaterThan(0);
    expect(page.content.every((row) => row.domainFlowStatus === 'PENDING_FINAL_REVIEW')).toBe(true);
    const counts = page.content.map((row) => row.sightingsCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const first = page.content[0]!;
    const sightings = await reviewer.reviewTables.sightings(
      { page: 0, size: 1000, sorts: [{ field: 'foundAt', direction: 'desc' }] },
      { domainId: first.id },
    );
    expect(sightings.totalElements).toBe(first.sightingsCount);
    expect(sightings.content.every((row) => row.domainId === first.id)).toBe(true);
    const identical = await reviewer.reviewTables.sightings(
      { page: 0, size: 1000 },
      { domainId: first.id, status: ['IDENTICAL'] },
    );
    expect(identical.totalElements).toBe(first.identicalSightingsCount);
    const perStatus = await reviewer.review.statusCounts(first.id);
    expect(perStatus.total).toBe(first.sightingsCount);
    expect(perStatus.counts.IDENTICAL).toBe(first.identicalSightingsCount);
  });
});

describe('reviewTables: the domain-with-image list (perImage)', () => {
  it('pages one row per domain and sighting, sorted by an image field', async () => {
    const reviewer = await signedIn('reviewer@example.com');
    const [domain] = (
      await reviewer.reviewTables.domainImageInfo(
        { page: 0, size: 1, sorts: [{ field: 'SIGHTINGS_COUNT', direction: 'desc' }] },
        {},
      )
    ).content;
    const page = await reviewer.reviewTables.domainImageInfo(
      { page: 0, size: 1000, sorts: [{ field: 'IMAGE_ID', direction: 'asc' }] },
      { domains: [domain!.domain] },
      { perImage: true },
    );
    const rows = page.content.filter((row) => row.domainId === domain!.id);
    expect(rows.length).toBe(domain!.sightingsCount);
    expect(new Set(page.content.map((row) => row.id)).size).toBe(page.content.length);
    const imageIds = page.content.map((row) => row.imageId);
    expect(imageIds).toEqual([...imageIds].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(rows[0]).toMatchObject({
      domain: domain!.domain,
      sightingsCount: domain!.sightingsCount,
      imageId: expect.any(String),
    });

    const sightings = await reviewer.reviewTables.sightings(
      { page: 0, size: 1000 },
      { domainId: domain!.id },
    );
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      sightings.content.map((row) => row.id).sort((a, b) => a - b),
    );

    // Without the option it is the domain list, which the image fields do not sort.
    await expect(
      reviewer.reviewTables.domainImageInfo(
        { page: 0, size: 10, sorts: [{ field: 'imageId', direction: 'asc' }] },
        {},
      ),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('review: social media QC reserves social profiles', () => {
  it('social: true gives social profiles, social: false websites (review-queues)', async () => {
    const qc = await signedIn('qc@example.com');
    const [profile] = await qc.review.reserveQualityControl({ social: true });
    expect(profile).toMatchObject({ socialDomain: true });
    const [site] = await qc.review.reserveQualityControl({ social: false });
    expect(site).toMatchObject({ socialDomain: false });
  });
});
