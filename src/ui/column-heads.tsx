import type { ReactNode } from 'react';

/**
 * A table's header row: a column header for each label, the last `numeric` of them (columns of figures) aligned
 * right; `cell` is every header's padding.
 */
export function ColumnHeads({
  labels,
  numeric = 0,
  cell = 'py-1 pr-2',
}: {
  readonly labels: readonly ReactNode[];
  readonly numeric?: number;
  readonly cell?: string;
}) {
  return (
    <thead>
      <tr className="border-b border-slate-400 text-sm">
        {labels.map((label, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns, fixed and in their order
          <th key={i} scope="col" className={i < labels.length - numeric ? cell : `${cell} text-right`}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
