import type { ReactNode } from 'react';

/**
 * A table's total row, under a rule: its words, then each figure large and bold, aligned right, with the test id a
 * test reads it by.
 */
export function TotalRow({
  label,
  figures,
  size = 'text-lg',
}: {
  readonly label: ReactNode;
  readonly figures: readonly (readonly [figure: ReactNode, testId: string])[];
  readonly size?: 'text-lg' | 'text-xl';
}) {
  return (
    <tr className="border-t-2 border-slate-700">
      <th scope="row" className="py-2 pr-2 text-left">
        {label}
      </th>
      {figures.map(([figure, testId]) => (
        <td key={testId} className={`py-2 pr-2 text-right ${size} font-bold tabular-nums`} data-testid={testId}>
          {figure}
        </td>
      ))}
    </tr>
  );
}
