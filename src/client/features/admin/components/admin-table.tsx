import type { ReactNode } from "react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";

/** The admin pages' tables: a header of `columns`, then the rows, or one row saying there are none. */
export function AdminTable({
  columns,
  headClassName,
  isEmpty,
  emptyText,
  children,
}: {
  columns: readonly string[];
  headClassName?: (column: string) => string | undefined;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column} className={headClassName?.(column)}>
              {column}
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
