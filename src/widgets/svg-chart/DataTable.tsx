import styles from './svg-chart.module.css';

export interface DataTableProps {
  caption: string;
  head: readonly string[];
  /** One row per category or item, its first cell the row's header. */
  rows: readonly (readonly string[])[];
}

/**
 * The chart's data as a table only screen readers see.
 *
 * @example <DataTable caption="近7天订单趋势" head={['日期', '订单数']} rows={[['11-23', '13']]} />
 */
export function DataTable({ caption, head, rows }: DataTableProps) {
  return (
    <table className={styles.srOnly}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row[0]}>
            {head.map((column, c) =>
              c === 0 ? (
                <th key={column} scope="row">
                  {row[c]}
                </th>
              ) : (
                <td key={column}>{row[c]}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
