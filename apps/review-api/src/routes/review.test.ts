import {
  decideDomainAction,
  DOMAIN_FLOW,
  DOMAIN_FLOW_STATUS_NAMES,
  USER_PERMISSION_KEYS,
  TEXTS,
  type DomainAction,
  type DomainFlowStatus,
  type UserPermissions,
} from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { createTestApp } from '../testing/testApp';
import {
  auditOf,
  caller,
  dbDay,
  makeDomain,
  snapshot,
  type Method,
} from '../testing/reviewFixtures';

/**
 * The review screens' domain actions over HTTP: the transition table exhaustively (every action
 * from every flow status, for the admin and for a QC and a final review user), refusals that
 * change nothing, leases, concurrent actions on one domain, the update round trip (update_review
 * and the Domains page's update) and odd input.
 */

const ADMIN = 'admin@example.com';
const QC = 'qc@example.com';
const REVIEWER = 'reviewer@example.com';
const OPERATOR = 'operator@example.com';
const NOBODY = 'nobody@example.com';

const testApp = await createTestApp();
const db = testApp.database.db;
const api = caller(testApp);
afterAll(() => testApp.close());

let future = '';
beforeAll(async () => {
  for (const email of [ADMIN, QC, REVIEWER, OPERATOR, NOBODY]) await api.signIn(email);
  future = await dbDay(db, 10);
});

/** The HTTP call of each action (legal case is the legal case routes'). */
const ACTION_CALL: Record<
  Exclude<DomainAction, 'legalCase'>,
  (id: number) => [Method, string, unknown?]
> = {
  save: (id) => ['PUT', `/api/assessment_domain/${id}/update_review`, {}],
  approve: (id) => ['PUT', `/api/assessment_domain/${id}/set_pending_final_review`],
  submitAsComment: (id) => [
    'PUT',
    `/api/assessment_domain/${id}/set_returned_for_comment_true`,
    {},
  ],
  submitForReview: (id) => ['PUT', `/api/assessment_domain/${id}/set_returned_for_review`, {}],
  hold: (id) => ['PUT', `/api/assessment_domain_hold/${id}/update`, {}],
  park: (id) => ['POST', `/api/assessment_domain/park_until/${id}?untilDate=${future}`],
  blacklistAdd: (id) => ['PUT', `/api/assessment_domain/set_blacklisted/${id}`],
  blacklistRemove: (id) => ['PUT', `/api/assessment_domain/re_blacklisted/${id}`],
  returnForReview: (id) => ['GET', `/api/assessment_domain/return_for_review/${id}`],
  returnForQc: (id) => ['GET', `/api/assessment_domain/return_for_qc/${id}`],
};
const ACTIONS = Object.keys(ACTION_CALL) as Exclude<DomainAction, 'legalCase'>[];

const act = (email: string, action: keyof typeof ACTION_CALL, id: number) => {
  const [method, url, payload] = ACTION_CALL[action](id);
  return api.call(email, method, url, payload);
};

const noPermissions = () =>
  Object.fromEntries(USER_PERMISSION_KEYS.map((key) => [key, false])) as UserPermissions;

const permissionsOf: Record<string, { permissions: UserPermissions; isAdmin: boolean }> = {
  [ADMIN]: { permissions: noPermissions(), isAdmin: true },
  [QC]: {
    permissions: { ...noPermissions(), qualityControlPermission: true, socialMediaPermitted: true },
    isAdmin: false,
  },
  [REVIEWER]: {
    permissions: { ...noPermissions(), reviewPermission: true, tablePermission: true },
    isAdmin: false,
  },
};

const PARKED_BEFORE = '2025-06-01';

/** A live lease of the domain for this user. */
const lease = (id: number, email: string) =>
  db.execute(
    sql`INSERT INTO reservations (entity_type, entity_id, user_id, expires_at)
      VALUES ('DOMAIN', ${id}, ${api.userId(email)}, now() + interval '10 minutes')`,
  );

/** A domain in `status` with flags set so that each effect shows, leased to `holder`. */
async function domainFor(action: DomainAction, status: DomainFlowStatus, holder: string) {
  const fixture = await makeDomain(db, {
    status,
    images: ['IDENTICAL', 'PENDING', 'NOT_IDENTICAL'],
    delivered: [0],
    values: {
      returnedForComment: action === 'approve',
      blacklisted: action === 'blacklistRemove',
      parkedUntil: PARKED_BEFORE,
    },
  });
  await lease(fixture.id, holder);
  if (status === 'ON_HOLD') {
    await db.execute(
      sql`UPDATE images SET on_hold = true WHERE domain_id = ${fixture.id} AND NOT delivered`,
    );
  }
  return fixture;
}

async function domainRow(id: number) {
  const [row] = await queryRows<{
    domain_flow_status: string;
    returned_for_comment: boolean;
    blacklisted: boolean;
    parked_until: string | null;
    updated_by: number | null;
  }>(
    db,
    sql`SELECT domain_flow_status, returned_for_comment, blacklisted, parked_until::text AS parked_until, updated_by
      FROM domains WHERE id = ${id}`,
  );
  return row!;
}

const leaseHolder = async (id: number) => {
  const [row] = await queryRows<{ user_id: number }>(
    db,
    sql`SELECT user_id FROM reservations WHERE entity_type = 'DOMAIN' AND entity_id = ${id}`,
  );
  return row ? Number(row.user_id) : undefined;
};

const heldImages = async (id: number) =>
  (
    await queryRows<{ on_hold: boolean; delivered: boolean }>(
      db,
      sql`SELECT on_hold, delivered FROM images WHERE domain_id = ${id} ORDER BY id`,
    )
  ).map((row) => [row.on_hold, row.delivered]);

describe.each([ADMIN, QC, REVIEWER])('the transition table over HTTP as %s', (email) => {
  const cases = ACTIONS.flatMap((action) =>
    DOMAIN_FLOW_STATUS_NAMES.map((status) => [action, status] as const),
  );
  it.each(cases)('%s from %s', async (action, status) => {
    const fixture = await domainFor(action, status, email);
    const decision = decideDomainAction({ action, status, ...permissionsOf[email]! });
    const before = await snapshot(db, fixture.id);
    const response = await act(email, action, fixture.id);

    if (decision.kind === 'refused') {
      const expected = decision.reason === 'permission' ? 403 : 409;
      expect(response.statusCode, response.body).toBe(expected);
      expect(response.json()).toMatchObject({
        status: expected,
        error_definition: expected === 403 ? 'ACCESS_DENIED' : 'CONFLICT',
      });
      if (expected === 409) {
        expect(response.json().message).toContain(status);
        expect(response.json().ids).toEqual([fixture.id]);
      }
      expect(await snapshot(db, fixture.id), 'nothing changed').toBe(before);
      return;
    }

    expect(response.statusCode, response.body).toBe(200);
    const rule = DOMAIN_FLOW[action];
    const after = await domainRow(fixture.id);
    const to = rule.to ?? status;
    expect(after.domain_flow_status).toBe(to);
    expect(after.returned_for_comment).toBe(rule.returnedForComment ?? action === 'approve');
    expect(after.blacklisted).toBe(rule.blacklisted ?? action === 'blacklistRemove');
    expect(after.parked_until).toBe(
      rule.parkedUntil === 'set' ? future : rule.parkedUntil === 'clear' ? null : PARKED_BEFORE,
    );
    expect(Number(after.updated_by)).toBe(api.userId(email));
    // The answer is the domain as GET returns it.
    expect(response.json()).toMatchObject({
      id: fixture.id,
      domainFlowStatus: to,
      blacklisted: after.blacklisted,
      returnedForComment: after.returned_for_comment,
      parkedUntil: after.parked_until,
    });
    // Leaving ends the caller's lease; staying keeps it.
    expect(await leaseHolder(fixture.id)).toBe(rule.leavesDomain ? undefined : api.userId(email));
    // Images are held with the domain and released when it leaves ON_HOLD; delivered ones stay.
    const held = rule.holdsImages === true || (status === 'ON_HOLD' && to === 'ON_HOLD');
    expect(await heldImages(fixture.id)).toEqual([
      [false, true],
      [held, false],
      [held, false],
    ]);
    // Each changed field is audited with before and after.
    const audit = await auditOf(db, 'DOMAIN', fixture.id);
    if (to !== status) {
      expect(audit).toContainEqual({
        field: 'domainFlowStatus',
        before: status,
        after: to,
        user_id: api.userId(email),
      });
    } else {
      expect(audit.map((row) => row.field)).not.toContain('domainFlowStatus');
    }
    if (rule.parkedUntil === 'set') {
      expect(audit).toContainEqual(
        expect.objectContaining({ field: 'parkedUntil', before: PARKED_BEFORE, after: future }),
      );
    }
  });
});

describe('the transition table, spelled out for the main paths', () => {
  it.each([
    ['approve', 'PENDING_QUALITY_CONTROL', QC, 'PENDING_FINAL_REVIEW'],
    ['approve', 'RETURNED_FOR_QUALITY_CONTROL', QC, 'PENDING_FINAL_REVIEW'],
    ['submitForReview', 'PENDING_FINAL_REVIEW', REVIEWER, 'RETURNED_FOR_REVIEW'],
    ['hold', 'PENDING_QUALITY_CONTROL', QC, 'ON_HOLD'],
    ['park', 'ON_HOLD', REVIEWER, 'PARKED'],
    ['returnForReview', 'NOT_PURSUABLE', REVIEWER, 'RETURNED_FOR_REVIEW'],
    ['returnForQc', 'PARKED', REVIEWER, 'RETURNED_FOR_QUALITY_CONTROL'],
  ] as const)('%s from %s by %s gives %s', async (action, status, email, to) => {
    const fixture = await domainFor(action, status, email);
    expect((await act(email, action, fixture.id)).statusCode).toBe(200);
    expect((await domainRow(fixture.id)).domain_flow_status).toBe(to);
  });

  it.each([
    ['approve', 'PENDING_FINAL_REVIEW', QC, 409],
    ['approve', 'DELIVERED', ADMIN, 409],
    ['approve', 'PENDING_QUALITY_CONTROL', REVIEWER, 403],
    ['park', 'PENDING_FINAL_REVIEW', QC, 403],
    ['returnForQc', 'PENDING_QUALITY_CONTROL', REVIEWER, 409],
    ['save', 'DELIVERED', ADMIN, 409],
  ] as const)('%s from %s by %s is refused with %i', async (action, status, email, code) => {
    const fixture = await domainFor(action, status, email);
    const before = await snapshot(db, fixture.id);
    const response = await act(email, action, fixture.id);
    expect(response.statusCode).toBe(code);
    if (code === 409) {
      expect(response.json().message).toMatch(
        new RegExp(`^\\S.* is not allowed on domain ${fixture.id} in flow status ${status}\\.`),
      );
    }
    expect(await snapshot(db, fixture.id)).toBe(before);
  });
});

describe('leases and the domain actions', () => {
  it('refuses an action on a domain another user holds, or nobody, and an unknown one', async () => {
    const fixture = await domainFor('approve', 'PENDING_QUALITY_CONTROL', REVIEWER);
    const before = await snapshot(db, fixture.id);
    for (const action of ['approve', 'save', 'hold', 'blacklistAdd', 'submitAsComment'] as const) {
      const response = await act(QC, action, fixture.id);
      expect(response.statusCode, action).toBe(409);
      expect(response.json().message).toBe(
        `Domain ${fixture.id} is not reserved for you (the reservation ended or another user holds it). Nothing was changed.`,
      );
    }
    expect(await snapshot(db, fixture.id)).toBe(before);
    // An expired lease nobody took over still counts for its holder, not for anyone else.
    await db.execute(
      sql`UPDATE reservations SET expires_at = now() - interval '1 minute'
        WHERE entity_type = 'DOMAIN' AND entity_id = ${fixture.id}`,
    );
    expect((await act(QC, 'approve', fixture.id)).statusCode).toBe(409);
    expect((await act(REVIEWER, 'save', fixture.id)).statusCode).toBe(200);
    // Without any lease: refused.
    const free = await makeDomain(db, { status: 'PENDING_QUALITY_CONTROL' });
    expect((await act(QC, 'submitAsComment', free.id)).statusCode).toBe(409);
    expect((await act(ADMIN, 'approve', 999_999)).statusCode).toBe(404);
  });

  it("a leaving action ends the lease, so the screen's next action on it is refused", async () => {
    const fixture = await domainFor('approve', 'PENDING_QUALITY_CONTROL', QC);
    expect((await act(QC, 'approve', fixture.id)).statusCode).toBe(200);
    const again = await act(QC, 'submitAsComment', fixture.id);
    expect(again.statusCode).toBe(409);
    // keep_reserved no longer lists it.
    const kept = await api.call(
      QC,
      'GET',
      `/api/assessment_domain/keep_reserved?ids=${fixture.id}`,
    );
    expect(kept.json()).toEqual({ ids: [] });
  });
});

describe('concurrent actions on one domain', () => {
  it('approve and hold at once end with exactly one outcome', async () => {
    for (let round = 0; round < 6; round += 1) {
      const fixture = await domainFor('hold', 'PENDING_QUALITY_CONTROL', QC);
      const calls: (keyof typeof ACTION_CALL)[] =
        round % 2 ? ['approve', 'hold'] : ['hold', 'approve'];
      const answers = await Promise.all(calls.map((action) => act(QC, action, fixture.id)));
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes, answers.map((answer) => answer.body).join('\n')).toEqual([200, 409]);
      const winner = calls[answers.findIndex((answer) => answer.statusCode === 200)]!;
      const status = (await domainRow(fixture.id)).domain_flow_status;
      expect(status).toBe(winner === 'approve' ? 'PENDING_FINAL_REVIEW' : 'ON_HOLD');
      const flow = (await auditOf(db, 'DOMAIN', fixture.id)).filter(
        (row) => row.field === 'domainFlowStatus',
      );
      expect(flow).toEqual([
        expect.objectContaining({ before: 'PENDING_QUALITY_CONTROL', after: status }),
      ]);
      // Held with the domain when hold won (the delivered image never is).
      expect(await heldImages(fixture.id)).toEqual([
        [false, true],
        [winner === 'hold', false],
        [winner === 'hold', false],
      ]);
    }
  });

  it('two users saving one domain at once: only the lease holder saves', async () => {
    const fixture = await domainFor('save', 'PENDING_FINAL_REVIEW', REVIEWER);
    const [a, b] = await Promise.all([
      api.call(ADMIN, 'PUT', `/api/assessment_domain/${fixture.id}/update_review`, {
        city: 'Berlin',
      }),
      api.call(REVIEWER, 'PUT', `/api/assessment_domain/${fixture.id}/update_review`, {
        street: 'Hauptstraße 1',
      }),
    ]);
    expect(a.statusCode).toBe(409);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toMatchObject({ street: 'Hauptstraße 1', city: null });
  });
});

describe('update_review: the domain as GET returns it', () => {
  const get = async (email: string, id: number) => {
    const response = await api.call(email, 'GET', `/api/assessment_domain/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Record<string, unknown>>();
  };
  const save = (email: string, id: number, body: unknown) =>
    api.call(email, 'PUT', `/api/assessment_domain/${id}/update_review`, body);
  /** A domain in `status` leased to `email`. */
  const leased = async (status: DomainFlowStatus, email: string, values = {}) => {
    const fixture = await makeDomain(db, { status, values });
    await lease(fixture.id, email);
    return fixture;
  };

  it('reads a domain with the review fields', async () => {
    const fixture = await makeDomain(db, {
      status: 'PARKED',
      values: { parkedUntil: '2026-03-01', verified: true, twitterLink: 'https://x.example/a' },
    });
    const domain = await get(QC, fixture.id);
    expect(domain).toMatchObject({
      id: fixture.id,
      domain: fixture.domain,
      domainFlowStatus: 'PARKED',
      parkedUntil: '2026-03-01',
      verified: true,
      twitterLink: 'https://x.example/a',
      notPursuable: false,
      imagesCountOnDomain: 3,
      updatedByName: null,
      updatedAt: expect.any(String),
    });
  });

  it('takes the read back with edits; server-owned fields are ignored', async () => {
    const fixture = await leased('PENDING_QUALITY_CONTROL', QC);
    const domain = await get(QC, fixture.id);
    const response = await save(QC, fixture.id, {
      ...domain,
      companyName: '  Neue Firma GmbH ',
      city: '',
      twitterLink: 'https://twitter.example/neue',
      comment: 'Checked the imprint.',
      // The server's fields, changed: ignored.
      domainFlowStatus: 'DELIVERED',
      imagesCountOnDomain: 999,
      blacklisted: true,
      returnedForComment: true,
      updatedAt: 'yesterday',
      updatedByName: 'Someone else',
      reservedUntil: null,
      parkedUntil: '2030-01-01',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: fixture.id,
      companyName: 'Neue Firma GmbH',
      city: null,
      twitterLink: 'https://twitter.example/neue',
      comment: 'Checked the imprint.',
      domainFlowStatus: 'PENDING_QUALITY_CONTROL',
      imagesCountOnDomain: 3,
      blacklisted: false,
      verified: false,
      returnedForComment: false,
      parkedUntil: null,
      updatedByName: 'Quentin Quality',
    });
    // The round trip again: the answer goes back as it is, and nothing changes.
    const again = await save(QC, fixture.id, response.json());
    expect(again.statusCode, again.body).toBe(200);
    expect({ ...again.json(), updatedAt: null }).toEqual({ ...response.json(), updatedAt: null });
    const audit = await auditOf(db, 'DOMAIN', fixture.id);
    expect(audit).toContainEqual({
      field: 'companyName',
      before: 'Review GmbH',
      after: 'Neue Firma GmbH',
      user_id: api.userId(QC),
    });
    expect(audit.filter((row) => row.field === 'companyName')).toHaveLength(1);
  });

  it('refuses an id other than the path’s and names every unknown field', async () => {
    const fixture = await leased('PENDING_QUALITY_CONTROL', QC);
    const domain = await get(QC, fixture.id);
    const before = await snapshot(db, fixture.id);
    const wrongId = await save(QC, fixture.id, { ...domain, id: fixture.id + 1 });
    expect(wrongId.statusCode).toBe(400);
    expect(wrongId.json()).toMatchObject({
      error_definition: 'VALIDATION_ERROR',
      message: `body: id ${fixture.id + 1} is not the id in the path (${fixture.id}).`,
    });
    const textId = await save(QC, fixture.id, { ...domain, id: String(fixture.id) });
    expect(textId.statusCode).toBe(400);
    const unknown = await save(QC, fixture.id, { ...domain, colour: 'red', size: 3 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('body: colour, size are not known fields.');
    expect(await snapshot(db, fixture.id)).toBe(before);
  });

  it('applies the review rules: Non-Commercial needs a reason and clears the contact fields', async () => {
    const fixture = await leased('PENDING_FINAL_REVIEW', REVIEWER, {
      street: 'Weg 1',
      email: 'info@review.example',
      comment: 'keep me',
      category: 'shop',
      gallery: true,
    });
    const missing = await save(REVIEWER, fixture.id, { commercialWebSite: false });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(TEXTS.review.nonCommercialReasonRequired);
    const [reason] = await queryRows<{ name: string }>(
      db,
      sql`SELECT name FROM non_commercial_reasons ORDER BY sort_order LIMIT 1`,
    );
    const response = await save(REVIEWER, fixture.id, {
      commercialWebSite: false,
      noCommercialCause: reason!.name,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      commercialWebSite: false,
      noCommercialCause: reason!.name,
      street: null,
      email: null,
      companyName: null,
      category: null,
      gallery: true,
      priorityCountry: 'DEU',
      priorityLanguage: 'de',
      comment: 'keep me',
    });
    const commercial = await save(REVIEWER, fixture.id, { commercialWebSite: true });
    expect(commercial.json()).toMatchObject({ commercialWebSite: true, noCommercialCause: null });
  });

  it.each([
    ['a NUL byte', { companyName: 'Bad\u0000Name' }, /NUL/],
    ['a lone surrogate', { city: 'x\uD800' }, /surrogate/],
    ['a huge string', { companyName: 'x'.repeat(200_000) }, /companyName/],
    ['a long name', { companyName: 'x'.repeat(600) }, /^companyName: At most 500 characters$/],
    ['a flag as text', { gallery: 'yes' }, /gallery/],
    ['a number for a text', { city: 12 }, /city/],
    ['an invalid email', { email: 'not-an-email' }, /^email: /],
    ['a script link', { facebookLink: 'javascript:alert(1)' }, /^facebookLink: /],
    ['an unknown country', { priorityCountry: 'XXX' }, /^priorityCountry: XXX/],
    ['an unknown reason', { commercialWebSite: false, noCommercialCause: 'Nope' }, /Nope/],
    ['a list', [{ city: 'x' }], /body/],
  ])('refuses %s (400, nothing changes)', async (_, body, message) => {
    const fixture = await leased('PENDING_QUALITY_CONTROL', QC);
    const before = await snapshot(db, fixture.id);
    const response = await api.call(
      QC,
      'PUT',
      `/api/assessment_domain/${fixture.id}/update_review`,
      body,
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error_definition: 'VALIDATION_ERROR' });
    expect(response.json().message).toMatch(message);
    expect(response.body).not.toMatch(/\bat .*\.ts:\d+/);
    expect(await snapshot(db, fixture.id)).toBe(before);
  });

  const URL_FIELDS = [
    'facebookLink',
    'contactFormLink',
    'twitterLink',
    'instagramLink',
    'linkedinLink',
    'detailsLink',
    'website',
  ] as const;
  const NOT_HTTP = [
    'javascript:alert(1)',
    ' JavaScript:alert(document.cookie) ',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://files.example/a',
    '//evil.example/x',
    'www.example.com',
  ];

  it.each(URL_FIELDS.flatMap((field) => NOT_HTTP.map((value) => [field, value] as const)))(
    'refuses %s = %j: only http(s) URLs are stored (400 naming the field, nothing changes)',
    async (field, value) => {
      const fixture = await leased('PENDING_QUALITY_CONTROL', QC);
      const before = await snapshot(db, fixture.id);
      const response = await save(QC, fixture.id, { [field]: value });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        error_definition: 'VALIDATION_ERROR',
        message: `${field}: Enter a link that starts with http:// or https://`,
      });
      expect(await snapshot(db, fixture.id)).toBe(before);
    },
  );

  it.each(URL_FIELDS)('stores an http(s) URL in %s', async (field) => {
    const fixture = await leased('PENDING_QUALITY_CONTROL', QC);
    const response = await save(QC, fixture.id, { [field]: ' https://shop.example/about ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()[field]).toBe('https://shop.example/about');
  });

  it('keeps an old stored website that is not http(s) when it comes back unchanged, and refuses a change to another', async () => {
    // A row written before the check (or by hand): the screen's round trip must still save.
    const fixture = await leased('PENDING_QUALITY_CONTROL', QC, { website: 'www.old.example' });
    const domain = await get(QC, fixture.id);
    expect(domain.website).toBe('www.old.example');
    const unchanged = await save(QC, fixture.id, { ...domain, comment: 'Seen.' });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json()).toMatchObject({ website: 'www.old.example', comment: 'Seen.' });
    const changed = await save(QC, fixture.id, { ...domain, website: 'javascript:alert(1)' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe(
      'website: Enter a link that starts with http:// or https://',
    );
    expect((await get(QC, fixture.id)).website).toBe('www.old.example');
  });

  it.each([
    ['0', 400],
    ['abc', 400],
    ['99999999999', 400],
    ['999999', 404],
  ])('answers path id %s with %i', async (id, code) => {
    const response = await api.call(QC, 'PUT', `/api/assessment_domain/${id}/update_review`, {});
    expect(response.statusCode).toBe(code);
  });
});

describe('park_until', () => {
  it.each([
    ['today', 0, TEXTS.review.dateInFuture],
    ['yesterday', -1, TEXTS.review.dateInFuture],
  ])('refuses %s', async (_, offset, message) => {
    const fixture = await domainFor('park', 'PENDING_FINAL_REVIEW', REVIEWER);
    const before = await snapshot(db, fixture.id);
    const day = await dbDay(db, offset);
    const response = await api.call(
      REVIEWER,
      'POST',
      `/api/assessment_domain/park_until/${fixture.id}?untilDate=${day}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await snapshot(db, fixture.id)).toBe(before);
  });

  it.each(['2026-02-30', 'tomorrow', '2026-1-5', '', '99999-01-01'])(
    'refuses the date %j',
    async (date) => {
      const fixture = await domainFor('park', 'PENDING_FINAL_REVIEW', REVIEWER);
      const response = await api.call(
        REVIEWER,
        'POST',
        `/api/assessment_domain/park_until/${fixture.id}?untilDate=${encodeURIComponent(date)}`,
      );
      expect(response.statusCode).toBe(400);
    },
  );

  it('refuses a missing date', async () => {
    const fixture = await domainFor('park', 'PENDING_FINAL_REVIEW', REVIEWER);
    const response = await api.call(
      REVIEWER,
      'POST',
      `/api/assessment_domain/park_until/${fixture.id}`,
    );
    expect(response.statusCode).toBe(400);
  });
});

describe("the Domains page's update takes the domain as GET returns it", () => {
  it('round trip: reserve, GET, edit, PUT', async () => {
    const fixture = await makeDomain(db, {
      status: 'NEW',
      values: {
        filledByOperator: false,
        commercialWebSite: null,
        companyName: null,
        priorityCountry: null,
        priorityLanguage: null,
        website: 'https://shop.example/',
      },
    });
    const reserved = await api.call(
      OPERATOR,
      'GET',
      '/api/assessment_domain/reserve_pending?limit=1',
    );
    expect(reserved.json().map((d: { id: number }) => d.id)).toEqual([fixture.id]);
    const domain = (await api.call(OPERATOR, 'GET', `/api/assessment_domain/${fixture.id}`)).json();

    const wrongId = await api.call(OPERATOR, 'PUT', `/api/assessment_domain/${fixture.id}/update`, {
      ...domain,
      id: 1,
    });
    expect(wrongId.statusCode).toBe(400);
    expect(wrongId.json().message).toContain('is not the id in the path');
    const unknown = await api.call(OPERATOR, 'PUT', `/api/assessment_domain/${fixture.id}/update`, {
      ...domain,
      flowStatus: 'X',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('body: flowStatus is not a known field.');

    const response = await api.call(
      OPERATOR,
      'PUT',
      `/api/assessment_domain/${fixture.id}/update`,
      {
        ...domain,
        commercialWebSite: true,
        priorityCountry: 'DEU',
        priorityLanguage: 'de',
        companyName: 'Round Trip AG',
        domainFlowStatus: 'DELIVERED',
        filledByOperator: false,
        imagesCountOnDomain: 0,
        // The review screens' URL fields are not this page's: accepted as part of the entity
        // and ignored, never stored (only update_review writes them, checked).
        website: 'javascript:alert(1)',
        twitterLink: 'javascript:alert(1)',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      companyName: 'Round Trip AG',
      domainFlowStatus: 'PENDING_QUALITY_CONTROL',
      filledByOperator: true,
      imagesCountOnDomain: 3,
    });
    const [stored] = await queryRows<{ website: string | null; twitter_link: string | null }>(
      db,
      sql`SELECT website, twitter_link FROM domains WHERE id = ${fixture.id}`,
    );
    expect(stored).toEqual({ website: 'https://shop.example/', twitter_link: null });
  });
});
