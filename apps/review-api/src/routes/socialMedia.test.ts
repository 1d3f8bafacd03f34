import { VERIFIED_MESSAGES } from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import {
  addUsers,
  auditOf,
  caller,
  makeDomain,
  snapshot,
  WORKER_PASSWORD,
} from '../testing/reviewFixtures';
import { createTestApp } from '../testing/testApp';

/**
 * Social media quality control (001 §2.5): the spec's one queue of the QC statuses shared with
 * quality control, its two halves of the extension `review-queues` (social profiles with
 * `social=true` and socialMediaPermitted, websites with `social=false`), and `verified`
 * (the legal-case gate) set through the review body by social media QC only, on social
 * profiles only, audited.
 */

const ADMIN = 'admin@example.com';
const QC = 'qc@example.com';
const REVIEWER = 'reviewer@example.com';

const testApp = await createTestApp();
const db = testApp.database.db;
const api = caller(testApp);
afterAll(() => testApp.close());

const web: number[] = [];
const social: number[] = [];
const names = new Map<number, string>();
const imagesOf = new Map<number, number[]>();
let qcOnly = '';
let smOnly = '';
let socialListed = 0;

beforeAll(async () => {
  for (let n = 0; n < 3; n += 1) {
    const site = await makeDomain(db, { status: 'PENDING_QUALITY_CONTROL' });
    const profile = await makeDomain(db, {
      status: n === 2 ? 'RETURNED_FOR_QUALITY_CONTROL' : 'PENDING_QUALITY_CONTROL',
      values: { socialDomain: true },
    });
    web.push(site.id);
    social.push(profile.id);
    names.set(site.id, site.domain);
    names.set(profile.id, profile.domain);
    imagesOf.set(site.id, site.imageIds);
    imagesOf.set(profile.id, profile.imageIds);
  }
  // Not in social media QC's queue: blacklisted, or in final review.
  const blacklisted = await makeDomain(db, {
    status: 'PENDING_QUALITY_CONTROL',
    values: { socialDomain: true, blacklisted: true },
  });
  socialListed = blacklisted.id;
  names.set(blacklisted.id, blacklisted.domain);
  await makeDomain(db, { status: 'PENDING_FINAL_REVIEW', values: { socialDomain: true } });

  qcOnly = (await addUsers(db, 'qc.only', 1, { qualityControlPermission: true }))[0]!;
  smOnly = (await addUsers(db, 'sm.only', 1, { socialMediaPermission: true }))[0]!;
  for (const email of [ADMIN, QC, REVIEWER]) await api.signIn(email);
  for (const email of [qcOnly, smOnly]) await api.signIn(email, WORKER_PASSWORD);
});

afterEach(async () => {
  await db.execute(sql`DELETE FROM reservations`);
});

const reserve = (email: string, query = '') =>
  api.call(email, 'GET', `/api/assessment_domain/reserve_pending_quality_control${query}`);
const ids = (response: { json: () => unknown }) =>
  (response.json() as { id: number }[]).map((domain) => domain.id);

describe('the two QC queues (extension review-queues) and the one queue of the spec', () => {
  it('social=true leases social profiles only, social=false websites only, the plain call both', async () => {
    const profiles = await reserve(QC, '?social=true&limit=50');
    expect(profiles.statusCode, profiles.body).toBe(200);
    expect(ids(profiles)).toEqual(social);
    expect(profiles.json()[0]).toMatchObject({ socialDomain: true, verified: false });

    const sites = await reserve(QC, '?social=false&limit=50');
    expect(ids(sites)).toEqual(web);
    expect((sites.json() as { socialDomain: boolean }[]).every((d) => !d.socialDomain)).toBe(true);
    await db.execute(sql`DELETE FROM reservations`);
    // Without social: the spec's one queue (001 §2.3, §2.5), websites and profiles by id.
    expect(ids(await reserve(QC, '?limit=50'))).toEqual([...web, ...social].sort((a, b) => a - b));
  });

  it('each half needs its own permission; the one queue either; an admin may use all', async () => {
    expect(ids(await reserve(smOnly, '?social=true'))).toEqual([social[0]]);
    expect(ids(await reserve(qcOnly, '?social=false'))).toEqual([web[0]]);

    const smWebsites = await reserve(smOnly, '?social=false');
    expect(smWebsites.statusCode).toBe(403);
    expect(smWebsites.json()).toMatchObject({ error_definition: 'ACCESS_DENIED' });
    const qcSocial = await reserve(qcOnly, '?social=true');
    expect(qcSocial.statusCode).toBe(403);
    expect(qcSocial.json().message).toContain('socialMediaPermitted');
    expect((await reserve(REVIEWER, '?social=true')).statusCode).toBe(403);
    expect((await reserve(REVIEWER)).statusCode).toBe(403);

    // The one queue: social media QC may take a website, quality control a profile.
    expect(ids(await reserve(smOnly))).toEqual([web[1]]);
    expect(ids(await reserve(qcOnly))).toEqual([social[1]]);
    expect(ids(await reserve(ADMIN, '?social=true'))).toEqual([social[2]]);
  });

  it('by name: a profile through social=true or the one queue, a website through social=false or the one queue', async () => {
    const profile = names.get(social[0]!)!;
    const site = names.get(web[0]!)!;
    const byName = await reserve(QC, `?social=true&domainName=${profile}`);
    expect(ids(byName)).toEqual([social[0]]);
    expect(ids(await reserve(QC, `?domainName=${site}`))).toEqual([web[0]]);

    const wrongQueue = await reserve(QC, `?social=false&domainName=${names.get(social[1]!)}`);
    expect(wrongQueue.statusCode).toBe(409);
    expect(wrongQueue.json().message).toContain('is a social profile');
    const notSocial = await reserve(QC, `?social=true&domainName=${names.get(web[1]!)}`);
    expect(notSocial.statusCode).toBe(409);
    expect(notSocial.json().message).toContain('is not a social profile');
    expect(ids(await reserve(QC, `?domainName=${names.get(social[1]!)}`))).toEqual([social[1]]);

    const listed = await reserve(QC, `?social=true&domainName=${names.get(socialListed)}`);
    expect(listed.statusCode).toBe(409);
    expect(listed.json().message).toContain('blacklisted');
  });

  it('refuses a social value that is not a boolean', async () => {
    for (const value of ['yes', '2', '', '%00']) {
      const response = await reserve(QC, `?social=${value}`);
      expect(response.statusCode, value).toBe(400);
      expect(response.json()).toMatchObject({ error_definition: 'VALIDATION_ERROR' });
    }
  });
});

describe('verified (001 §2.5: the legal-case gate)', () => {
  const save = (email: string, id: number, body: object) =>
    api.call(email, 'PUT', `/api/assessment_domain/${id}/update_review`, body);

  it('social media QC verifies a social profile and takes it back, audited', async () => {
    const [domain] = (await reserve(QC, '?social=true')).json() as {
      id: number;
      verified: boolean;
    }[];
    const id = domain!.id;
    const verified = await save(QC, id, { ...domain, verified: true });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ id, verified: true });
    const [row] = await queryRows<{ verified: boolean }>(
      db,
      sql`SELECT verified FROM domains WHERE id = ${id}`,
    );
    expect(row!.verified).toBe(true);
    // Sent back unchanged: nothing to audit.
    expect((await save(QC, id, verified.json())).statusCode).toBe(200);
    expect((await save(QC, id, { verified: false })).json()).toMatchObject({ verified: false });
    const audit = (await auditOf(db, 'DOMAIN', id)).filter((entry) => entry.field === 'verified');
    expect(audit).toEqual([
      { field: 'verified', before: 'false', after: 'true', user_id: api.userId(QC) },
      { field: 'verified', before: 'true', after: 'false', user_id: api.userId(QC) },
    ]);
  });

  it('403 without socialMediaPermitted, nothing changed; the unchanged value passes', async () => {
    // A QC-only user holds a website's lease; a profile leased by the QC-only user cannot exist,
    // so lease a profile to the admin and check the permission on a website as well.
    const [site] = (await reserve(qcOnly)).json() as { id: number; verified: boolean }[];
    const before = await snapshot(db, site!.id);
    const refused = await save(qcOnly, site!.id, { verified: true, companyName: 'Changed' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error_definition: 'ACCESS_DENIED',
      message: `${VERIFIED_MESSAGES.permission} Nothing was changed.`,
    });
    expect(await snapshot(db, site!.id)).toBe(before);
    expect((await save(qcOnly, site!.id, { verified: false })).statusCode).toBe(200);
  });

  it('409 on a website, nothing changed', async () => {
    const [site] = (await reserve(ADMIN)).json() as { id: number }[];
    const before = await snapshot(db, site!.id);
    const refused = await save(ADMIN, site!.id, { verified: true, companyName: 'Changed' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error_definition: 'CONFLICT',
      message: `${VERIFIED_MESSAGES.notSocial} Nothing was changed.`,
      ids: [site!.id],
    });
    expect(await snapshot(db, site!.id)).toBe(before);
  });

  it('refuses a verified that is not a boolean', async () => {
    const [domain] = (await reserve(QC, '?social=true')).json() as { id: number }[];
    for (const value of ['true', 1, null, {}]) {
      const response = await save(QC, domain!.id, { verified: value });
      expect(response.statusCode, JSON.stringify(value)).toBe(400);
    }
  });
});

describe('image updates keep to the queues', () => {
  const batch = (email: string, ids: number[], status: string) =>
    api.call(email, 'PUT', '/api/assessment_image/update_image_batch', { ids, status });

  it("quality control changes a website's images, not a profile's; social media QC the reverse", async () => {
    const siteImage = imagesOf.get(web[2]!)![1]!;
    const profileImage = imagesOf.get(social[2]!)![1]!;
    expect((await batch(qcOnly, [siteImage], 'OFFLINE')).statusCode).toBe(200);
    const refused = await batch(qcOnly, [profileImage], 'OFFLINE');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error_definition: 'CONFLICT', ids: [profileImage] });
    expect(refused.json().message).toContain('a social profile');

    expect((await batch(smOnly, [profileImage], 'OFFLINE')).statusCode).toBe(200);
    expect((await batch(smOnly, [siteImage], 'DUPLICATE')).statusCode).toBe(409);
    // qc@ holds both permissions, the admin all screens.
    expect((await batch(QC, [siteImage, profileImage], 'PENDING')).statusCode).toBe(200);
    expect((await batch(ADMIN, [siteImage, profileImage], 'OFFLINE')).statusCode).toBe(200);
  });
});
