import { allCapabilities } from '@sightings/domain-model';
import { createTestApp } from '@sightings/review-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './client';

/**
 * A client whose fetch records each request and answers `answer`. `GET /capabilities` is
 * answered apart (not recorded): every extension (`all`, the reference server) or a 404 (`none`,
 * a server that knows only the specs).
 */
function recording(answer: () => Response, capabilities: 'all' | 'none' = 'all') {
  const requests: { method: string; url: string; body: string | null; accept: string | null }[] =
    [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).pathname === '/api/capabilities') {
      return capabilities === 'all'
        ? json(allCapabilities())
        : json({ status: 404, error_definition: 'NOT_FOUND', message: 'No such API path' }, 404);
    }
    requests.push({
      method: request.method,
      url: request.url,
      body: request.body ? await request.text() : null,
      accept: request.headers.get('Accept'),
    });
    return answer();
  }) as typeof fetch;
  const client = createClient({ baseUrl: 'http://api.test/api', fetch: fetchImpl });
  return { client, requests };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('search: the paths and bodies of the calls', () => {
  it('posts the image search with its paging and sorts', async () => {
    const page = { content: [], totalElements: 0, totalPages: 0, number: 2, size: 10 };
    const { client, requests } = recording(() => json(page));
    await expect(
      client.search.images(
        { agency: ['Agency A'] },
        { page: 2, size: 10, sorts: [{ field: 'FOUND_AT', direction: 'desc' }] },
      ),
    ).resolves.toEqual(page);
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url);
    expect(requests[0]!.method).toBe('POST');
    expect(url.pathname).toBe('/api/assessment_image/search');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('size')).toBe('10');
    expect(url.searchParams.getAll('sort')).toEqual(['foundAt,desc']);
    expect(JSON.parse(requests[0]!.body!)).toEqual({ agency: ['Agency A'] });
  });

  it('posts the usage search to the Postgres or the ClickHouse path', async () => {
    const answer = {
      content: [],
      number: 0,
      size: 1000,
      hasNext: false,
      countId: '3f1c8f3e-6c1e-4a4e-9b0a-2f7d3d1f6a11',
    };
    const { client, requests } = recording(() => json(answer));
    const request = {
      page: 0,
      size: 1000,
      sorts: [
        { field: 'foundAt', direction: 'desc' },
        { field: 'ID', direction: 'asc' },
      ],
    } as const;
    await expect(client.search.usages({ part: 'shop' }, request)).resolves.toEqual(answer);
    await client.search.usages({ part: 'shop' }, request, 'clickhouse');
    const [postgres, clickhouse] = requests.map((r) => new URL(r.url));
    expect(postgres!.pathname).toBe('/api/assessment_image/by_usage_url_part_without_counting');
    expect(clickhouse!.pathname).toBe(
      '/api/assessment_image/by_usage_url_part_without_counting_clickhouse',
    );
    expect(postgres!.searchParams.getAll('sort')).toEqual(['foundAt,desc', 'id,asc']);
    expect(postgres!.searchParams.get('size')).toBe('1000');
    expect(JSON.parse(requests[0]!.body!)).toEqual({ part: 'shop' });
  });

  it('rejects a bad page request without calling the server', async () => {
    const { client, requests } = recording(() => json({}));
    await expect(client.search.usages({ part: 'x' }, { page: -1, size: 10 })).rejects.toThrow();
    expect(requests).toHaveLength(0);
  });

  it('reads the count job by its id', async () => {
    const countId = '3f1c8f3e-6c1e-4a4e-9b0a-2f7d3d1f6a11';
    const { client, requests } = recording(() => json({ countId, count: 12, error: null }));
    await expect(client.search.usageCount(countId)).resolves.toEqual({
      countId,
      count: 12,
      error: null,
    });
    expect(new URL(requests[0]!.url).pathname).toBe(
      `/api/assessment_image/get_counting/${countId}`,
    );
    expect(requests[0]!.method).toBe('GET');
  });

  it('downloads the CSV export with its file name', async () => {
    const { client, requests } = recording(
      () =>
        new Response('id,status\n1,PENDING\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="usages-20261123-1930.csv"',
          },
        }),
    );
    const file = await client.search.exportUsagesCsv({ part: 'shop' }, [
      { field: 'DOMAIN', direction: 'asc' },
    ]);
    expect(file.fileName).toBe('usages-20261123-1930.csv');
    expect(await file.blob.text()).toBe('id,status\n1,PENDING\n');
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/api/assessment_image/by_usage_url_part/csv');
    expect(url.searchParams.getAll('sort')).toEqual(['domain,asc']);
    expect(requests[0]!.accept).toContain('text/csv');
    expect(JSON.parse(requests[0]!.body!)).toEqual({ part: 'shop' });
  });

  it('names the export usages.csv when the server names nothing, and sends no sort without sorts', async () => {
    const { client, requests } = recording(() => new Response('id\n'));
    const file = await client.search.exportUsagesCsv({ part: 'shop' }, []);
    expect(file.fileName).toBe('usages.csv');
    expect(new URL(requests[0]!.url).search).toBe('');
  });

  it('asks the ClickHouse store status when the server offers clickhouse-status', async () => {
    const status = { state: 'ready', message: null, pendingChanges: 0 };
    const { client, requests } = recording(() => json(status));
    await expect(client.search.clickhouseStatus()).resolves.toEqual(status);
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'GET /api/assessment_image/clickhouse_status',
    ]);
  });

  it.each([
    [
      'clickhouseStatus',
      (client: ReturnType<typeof createClient>) => client.search.clickhouseStatus(),
    ],
    [
      'exportUsagesCsv',
      (client: ReturnType<typeof createClient>) => client.search.exportUsagesCsv({ part: 'x' }, []),
    ],
  ] as const)(
    '%s: a server without the extension (404 on /capabilities) is sent nothing; 404 NOT_FOUND',
    async (_name, call) => {
      const { client, requests } = recording(() => json({}), 'none');
      await expect(call(client)).rejects.toMatchObject({
        status: 404,
        errorDefinition: 'NOT_FOUND',
      });
      expect(requests).toEqual([]);
      // The spec's calls still go out.
      await client.search.usageCount('3f1c8f3e-6c1e-4a4e-9b0a-2f7d3d1f6a11');
      expect(requests).toHaveLength(1);
    },
  );

  it('puts the bulk status change and rejects a conflict with its ids', async () => {
    const { client, requests } = recording(() =>
      json(
        {
          error: 'Conflict',
          error_definition: 'CONFLICT',
          message: 'Delivered images can not change status',
          path: '/api/assessment_image/status_batch',
          timestamp: '2026-11-23T19:30:00.000Z',
          ids: [2],
        },
        409,
      ),
    );
    await expect(
      client.search.setStatus({ ids: [1, 2], status: 'IDENTICAL' }),
    ).rejects.toMatchObject({ status: 409, ids: [2] });
    expect(requests[0]!.method).toBe('PUT');
    expect(new URL(requests[0]!.url).pathname).toBe('/api/assessment_image/status_batch');
    expect(JSON.parse(requests[0]!.body!)).toEqual({ ids: [1, 2], status: 'IDENTICAL' });
  });
});

// The same calls against the real reference server with the demo data; no mocks.
const server = await createTestApp({ demoData: { domainCount: 30, imageCount: 300 } });
let baseUrl = '';
beforeAll(async () => {
  baseUrl = `${await server.app.listen({ port: 0, host: '127.0.0.1' })}/api`;
});
afterAll(() => server.close());

describe('search: against the real reference server with the demo data', () => {
  const signedIn = async (email: string) => {
    const token = (await createClient({ baseUrl }).auth.login({ email, password: 'review-demo' }))
      .accessToken;
    return createClient({ baseUrl, getToken: () => token });
  };

  it('searches usages, polls the count, searches images, exports and changes statuses', async () => {
    const reviewer = await signedIn('reviewer@example.com');
    const page = await reviewer.search.usages({ part: 'http' }, { page: 0, size: 25 });
    expect(page).toMatchObject({ number: 0, size: 25, hasNext: true });
    expect(page.content).toHaveLength(25);
    let count = await reviewer.search.usageCount(page.countId);
    for (let i = 0; i < 100 && count.count === null; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      count = await reviewer.search.usageCount(page.countId);
    }
    expect(count).toEqual({ countId: page.countId, count: 300, error: null });

    const first = page.content[0]!;
    const images = await reviewer.search.images(
      { agency: [first.agency], imageId: first.imageId },
      { page: 0, size: 10, sorts: [{ field: 'ID', direction: 'asc' }] },
    );
    expect(images.content.map((row) => row.id)).toContain(first.id);

    const file = await reviewer.search.exportUsagesCsv({ part: 'http' }, [
      { field: 'ID', direction: 'desc' },
    ]);
    expect(file.fileName).toMatch(/^usages-\d{8}-\d{4}\.csv$/);
    expect((await file.blob.text()).split('\r\n')).toHaveLength(302);

    const target = page.content.find((row) => !row.delivered)!;
    const changed = await reviewer.search.setStatus({ ids: [target.id], status: 'NOT_IDENTICAL' });
    expect(changed.images).toEqual([{ id: target.id, status: 'NOT_IDENTICAL', delivered: false }]);
  });

  it('rejects an empty search with 400, the ClickHouse search with 503, a stranger with 403', async () => {
    const reviewer = await signedIn('reviewer@example.com');
    await expect(reviewer.search.usages({}, { page: 0, size: 10 })).rejects.toMatchObject({
      status: 400,
      message: 'Search values can not be empty!',
    });
    await expect(
      reviewer.search.usages({ part: 'x' }, { page: 0, size: 10 }, 'clickhouse'),
    ).rejects.toMatchObject({ status: 503 });
    const operator = await signedIn('operator@example.com');
    await expect(
      operator.search.images({ imageId: 'x' }, { page: 0, size: 10 }),
    ).rejects.toMatchObject({
      status: 403,
    });
  });
});
