import type { ReactNode } from "react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { useI18n } from "../../../lib/i18n";

/**
 * The admin pages' tables: a header of `columns` (English keys, shown through `t`), then the rows,
 * or one row saying there are none (`emptyText` when `isEmpty`). `label` names the region that
 * scrolls sideways on a narrow screen.
 */
export function AdminTable({
  label,
  className,
  columns,
  headClassName,
  isEmpty,
  emptyText,
  children,
}: {
  label?: string;
  /** The table's own classes: a wide table may tighten its cells. */
  className?: string;
  columns: readonly string[];
  headClassName?: (column: string) => string | undefined;
  isEmpty?: boolean;
  emptyText?: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Table regionLabel={label} className={className}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column} className={headClassName?.(column)}>
              {t(column)}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {isEmpty && (
          <TableRow>
            <TableCell colSpan={columns.length} className="py-10 text-center text-muted-foreground">
              {emptyText}
            </TableCell>
          </TableRow>
        )}
        {children}
      </TableBody>
    </Table>
  );
}
