import type { ReactNode } from 'react';
import classes from './report.module.css';

/** One line of a report: what, and how much (money already formatted, or any node). */
export interface ReportRow {
  label: string;
  value: ReactNode;
  /** A total: in bold. */
  strong?: boolean;
  testId?: string;
  /** Told apart by this when two rows may read the same. */
  id?: string | number;
}

/**
 * A titled block of label → value rows, as a table named by its title (so a screen reader, a
 * test and the printed page all read "Cash drawer: Expected cash … SAR 120.00").
 */
export function ReportSection({ title, rows }: { title: string; rows: readonly ReportRow[] }) {
  return (
    <section>
      <ReportHeading>{title}</ReportHeading>
      <table className={classes.table} aria-label={title}>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id ?? row.label}
              className={row.strong ? classes.strong : undefined}
              data-testid={row.testId}
            >
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A section's title, small and in capitals, the same on screen and on paper. */
export function ReportHeading({ children }: { children: ReactNode }) {
  return <h3 className={classes.sectionTitle}>{children}</h3>;
}

/** Short facts above a report (who, when, which): a definition list laid out in columns. */
export function ReportFacts({ facts }: { facts: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className={classes.facts}>
      {facts.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Sections side by side where there is room, one under another on a phone or on paper. */
export function ReportColumns({ children }: { children: ReactNode }) {
  return <div className={classes.columns}>{children}</div>;
}

/** Sections one under another, spaced like the report's own. */
export function ReportStack({ children }: { children: ReactNode }) {
  return <div className={classes.stack}>{children}</div>;
}

/** The whole report's frame. */
export function ReportBody({ children, label }: { children: ReactNode; label: string }) {
  return (
    <article className={classes.report} aria-label={label}>
      {children}
    </article>
  );
}
