import { Table, type TableColumnsType } from 'antd';
import { useState, type Key } from 'react';
import { createRoot } from 'react-dom/client';
import { FIELDS, show } from './columns';
import type { BenchRow } from './rows';

const compare = (a: unknown, b: unknown) =>
  String(a ?? '').localeCompare(String(b ?? ''), undefined, { numeric: true });
const columns: TableColumnsType<BenchRow> = FIELDS.map(([key, header, width]) => ({
  key,
  dataIndex: key,
  title: header,
  width: `${width}%`,
  sorter: (a: BenchRow, b: BenchRow) => compare(a[key], b[key]),
  render: (_: unknown, row: BenchRow) => show(row, key),
}));

function Antd({ rows }: { rows: BenchRow[] }) {
  const [selected, setSelected] = useState<Key[]>([]);
  return (
    <Table<BenchRow>
      columns={columns}
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

/** Mounts antd 5's Table with `rows`. */
export function mount(element: HTMLElement, rows: BenchRow[]) {
  createRoot(element).render(<Antd rows={rows} />);
}
