import { formatFoundAt } from '@sightings/domain-model';
import {
  createDataTableColumnHelper,
  DataTable,
  lightTheme,
  type DataTableColumn,
} from '@sightings/ui';
import { Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { benchRows, type BenchRow } from './rows';

/*
 * The table benchmark's page: ?lib=ours|antd&rows=N mounts one table of N sightings with the
 * same nine columns, client-side sorting and a checkbox column, then exposes the actions the
 * benchmark times (bench/table.mjs). Widths in percent, as the specs' tables have them.
 */

const params = new URLSearchParams(location.search);
const lib = params.get('lib') === 'antd' ? 'antd' : 'ours';
const rows = benchRows(Number(params.get('rows') ?? 1000));

const FIELDS: [keyof BenchRow, string, number][] = [
  ['status', 'Status', 10],
  ['agency', 'Agency', 10],
  ['country', 'Country', 6],
  ['imageId', 'Image ID', 10],
  ['imageUrl', 'Image URL', 16],
  ['domain', 'Domain', 12],
  ['usageUrl', 'Usage URL', 16],
  ['foundAt', 'Found at', 14],
  ['difference', 'Difference', 6],
];

const show = (row: BenchRow, key: keyof BenchRow) =>
  key === 'foundAt' ? formatFoundAt(row.foundAt) : String(row[key] ?? 'No image URL');

const column = createDataTableColumnHelper<BenchRow>();
const ourColumns = FIELDS.map(([key, header, width]) =>
  column.accessor(key, {
    header,
    cell: (info) => show(info.row.original, key),
    sortFn: 'alphanumeric',
    meta: { width },
  }),
) as DataTableColumn<BenchRow>[];

const compare = (a: unknown, b: unknown) =>
  String(a ?? '').localeCompare(String(b ?? ''), undefined, { numeric: true });
const antdColumns: TableColumnsType<BenchRow> = FIELDS.map(([key, header, width]) => ({
  key,
  dataIndex: key,
  title: header,
  width: `${width}%`,
  sorter: (a: BenchRow, b: BenchRow) => compare(a[key], b[key]),
  render: (_: unknown, row: BenchRow) => show(row, key),
}));

function Ours() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <DataTable
      aria-label="Sightings"
      columns={ourColumns}
      data={rows}
      getRowId={(row) => String(row.id)}
      sortMode="client"
      selectionMode="multiple"
      selectedIds={selected}
      onSelectionChange={setSelected}
      isRowSelectable={(row) => !row.delivered}
      maxHeight="600px"
    />
  );
}

function Antd() {
  const [selected, setSelected] = useState<React.Key[]>([]);
  return (
    <Table<BenchRow>
      columns={antdColumns}
      dataSource={rows}
      rowKey="id"
      pagination={false}
      scroll={{ y: 600 }}
      rowSelection={{
        selectedRowKeys: selected,
        onChange: setSelected,
        getCheckboxProps: (row) => ({ disabled: row.delivered }),
      }}
    />
  );
}

document.body.classList.add(lightTheme);
const started = performance.now();
createRoot(document.getElementById('root')!).render(lib === 'antd' ? <Antd /> : <Ours />);
// Mounted and painted: the frame after React's commit.
requestAnimationFrame(() =>
  requestAnimationFrame(() => {
    (window as unknown as { benchMounted: number }).benchMounted = performance.now() - started;
  }),
);
