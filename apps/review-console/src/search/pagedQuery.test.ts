import type { Page, PageRequest } from '@sightings/domain-model';
import { describe, expect, it, vi } from 'vitest';
import { createFilteredQuery, createPagedQuery, sortsFor } from './pagedQuery';

const pageOf = (request: PageRequest, total: number): Page<{ id: string }> => {
  const from = request.page * request.size;
  const content = Array.from(
    { length: Math.max(0, Math.min(request.size, total - from)) },
    (_, i) => ({
      id: String(from + i),
    }),
  );
  return {
    content,
    totalElements: total,
    totalPages: Math.ceil(total / request.size),
    number: request.page,
    size: request.size,
  };
};

describe('sortsFor', () => {
  it('turns the table sorting into the server sorts, renaming where the server differs', () => {
    expect(sortsFor([{ id: 'notPursuable', desc: true }], { notPursuable: 'pursuable' })).toEqual([
      { field: 'pursuable', direction: 'desc' },
    ]);
    expect(sortsFor([{ id: 'domain', desc: false }])).toEqual([
      { field: 'domain', direction: 'asc' },
    ]);
    expect(sortsFor([])).toEqual([]);
  });
});

describe('createPagedQuery', () => {
  it('asks for the page, size and sorts; a new sorting goes back to the first page', async () => {
    const load = vi.fn(async (request: PageRequest) => pageOf(request, 35));
    const query = createPagedQuery(load, { size: 10, sortFields: { a: 'b' } });
    await query.reload();
    expect(load).toHaveBeenLastCalledWith({ page: 0, size: 10, sorts: [] });
    expect(query.state.result?.content).toHaveLength(10);
    await query.setPage(3);
    expect(query.state.result?.content.map((row) => row.id)).toEqual([
      '30',
      '31',
      '32',
      '33',
      '34',
    ]);
    await query.setSorting([{ id: 'a', desc: true }]);
    expect(load).toHaveBeenLastCalledWith({
      page: 0,
      size: 10,
      sorts: [{ field: 'b', direction: 'desc' }],
    });
    expect(query.state.page).toBe(0);
    expect(query.state.loading).toBe(false);
  });

  it('moves to the last page when the page asked for is past the end', async () => {
    let total = 21;
    const query = createPagedQuery(async (request) => pageOf(request, total), { size: 10 });
    await query.setPage(2);
    expect(query.state.result?.content).toHaveLength(1);
    total = 20; // the last row deleted
    await query.reload();
    await vi.waitFor(() => expect(query.state.page).toBe(1));
    await vi.waitFor(() => expect(query.state.result?.content).toHaveLength(10));
  });

  it('keeps the last page on a failure, with the message, and tells onError', async () => {
    const onError = vi.fn();
    let fail = false;
    const query = createPagedQuery(
      async (request) => {
        if (fail) throw new Error('Search is down');
        return pageOf(request, 5);
      },
      { size: 10, onError },
    );
    await query.reload();
    fail = true;
    await query.setSorting([{ id: 'domain', desc: false }]);
    expect(query.state.error).toBe('Search is down');
    expect(query.state.result?.content).toHaveLength(5);
    expect(onError).toHaveBeenCalledExactlyOnceWith('Search is down');
    // The headers show the sorting of the rows on screen…
    expect(query.state.sorting).toEqual([]);
    fail = false;
    // …and Try again asks for the one that failed.
    await query.retry();
    expect(query.state.error).toBeNull();
    expect(query.state.sorting).toEqual([{ id: 'domain', desc: false }]);
  });

  it('lets the newest load win over an older one still under way', async () => {
    const resolvers: ((page: Page<{ id: string }>) => void)[] = [];
    const query = createPagedQuery(
      (request) =>
        new Promise<Page<{ id: string }>>((resolve) => {
          resolvers.push(() => resolve(pageOf(request, 100)));
        }),
      { size: 10 },
    );
    const first = query.setPage(1);
    const second = query.setPage(4);
    resolvers[1]!({} as never);
    resolvers[0]!({} as never);
    await Promise.all([first, second]);
    expect(query.state.result?.number).toBe(4);
    expect(query.state.loading).toBe(false);
  });
});

describe('createFilteredQuery', () => {
  it('shows the page, size and sorting it is given, with the filter set before', async () => {
    const load = vi.fn(async (request: PageRequest, _filter: { domain: string } | null) =>
      pageOf(request, 45),
    );
    const query = createFilteredQuery(load, { size: 10, sortFields: { a: 'b' } });
    query.setFilter({ domain: 'x' });
    await query.show({ page: 2, size: 20, sorting: [{ id: 'a', desc: false }] });
    expect(load).toHaveBeenLastCalledWith(
      { page: 2, size: 20, sorts: [{ field: 'b', direction: 'asc' }] },
      { domain: 'x' },
    );
    expect(query.state.result?.content).toHaveLength(5);
    query.setFilter(null);
    await query.reload();
    expect(load).toHaveBeenLastCalledWith(expect.anything(), null);
  });

  it('clear forgets the rows and drops a load still under way', async () => {
    let resolve: (() => void) | undefined;
    const query = createFilteredQuery<{ id: string }, string>(
      (request) =>
        new Promise((done) => {
          resolve = () => done(pageOf(request, 3));
        }),
      { size: 10 },
    );
    const loading = query.show({ page: 0, size: 10, sorting: [] });
    expect(query.state.loading).toBe(true);
    query.clear();
    resolve!();
    await loading;
    expect(query.state.result).toBeNull();
    expect(query.state.loading).toBe(false);
  });
});
