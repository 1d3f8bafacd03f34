import { benchRows } from './rows';

/*
 * The table benchmark's page: ?lib=ours|antd&rows=N mounts one table of N sightings with the
 * same nine columns, client-side sorting and a checkbox column; bench/table.mjs times it and
 * the actions on it. Each library is its own chunk, loaded before the clock starts, so neither
 * pays for loading or collecting the other's code.
 */

const params = new URLSearchParams(location.search);
const rows = benchRows(Number(params.get('rows') ?? 1000));
const { mount } = await (params.get('lib') === 'antd' ? import('./antd') : import('./ours'));

const started = performance.now();
mount(document.getElementById('root')!, rows);
// Mounted and painted: the frame after React's commit.
requestAnimationFrame(() =>
  requestAnimationFrame(() => {
    (window as unknown as { benchMounted: number }).benchMounted = performance.now() - started;
  }),
);
