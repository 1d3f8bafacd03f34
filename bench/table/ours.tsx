import {
  createDataTableColumnHelper,
  DataTable,
  lightTheme,
  type DataTableColumn,
} from '@sightings/ui';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FIELDS, show } from './columns';
import type { BenchRow } from './rows';

const column = createDataTableColumnHelper<BenchRow>();
const columns = FIELDS.map(([key, header, width]) =>
  column.accessor(key, {
    header,
    cell: (info) => show(info.row.original, key),
    sortFn: 'alphanumeric',
    meta: { width },
  }),
) as DataTableColumn<BenchRow>[];

function Ours({ rows }: { rows: BenchRow[] }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <DataTable
      aria-label="Sightings"
      columns={columns}
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

/** Mounts the table kit's DataTable with `rows`. */
export function mount(element: HTMLElement, rows: BenchRow[]) {
  document.body.classList.add(lightTheme);
  createRoot(element).render(<Ours rows={rows} />);
}
