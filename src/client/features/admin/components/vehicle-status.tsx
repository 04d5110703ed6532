import { Badge } from "../../../components/ui/badge";

/** Archived rows read 'Archived' with 'Can be deleted'. */
export function VehicleStatus({ isArchived }: { isArchived: boolean }) {
  if (isArchived) {
    return (
      <div className="flex flex-col items-start gap-1">
        <Badge variant="secondary">Archived</Badge>
        <span className="text-xs text-muted-foreground">Can be deleted</span>
      </div>
    );
  }
  return <Badge variant="success">Active</Badge>;
}
