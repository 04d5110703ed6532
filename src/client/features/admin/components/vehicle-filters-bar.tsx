import { Search } from "lucide-react";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { Switch } from "../../../components/ui/switch";
import type { VehicleFilters } from "../filter-vehicles";

export function VehicleFiltersBar({
  filters,
  companies,
  onChange,
}: {
  filters: VehicleFilters;
  /** The companies one may filter by: the non-archived ones. */
  companies: { id: number; name: string }[];
  onChange: (filters: VehicleFilters) => void;
}) {
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-end">
      <div className="space-y-1.5 md:w-80">
        <Label htmlFor="vehicle-search">Search vehicles</Label>
        <div className="relative">
          <Search aria-hidden className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" />
          <Input
            id="vehicle-search"
            type="search"
            className="pl-8"
            placeholder="Make, model or year"
            value={filters.search}
            onChange={(event) => onChange({ ...filters, search: event.target.value })}
          />
        </div>
      </div>
      <div className="space-y-1.5 md:w-64">
        <Label htmlFor="vehicle-company">Company</Label>
        <Select
          value={String(filters.companyId)}
          onValueChange={(value) => onChange({ ...filters, companyId: value === "all" ? "all" : Number(value) })}
        >
          <SelectTrigger id="vehicle-company">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All Companies</SelectItem>
            {companies.map((company) => (
              <SelectItem key={company.id} value={String(company.id)}>
                {company.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex h-9 items-center gap-2">
        <Switch
          id="vehicle-show-archived"
          checked={filters.showArchived}
          onCheckedChange={(showArchived) => onChange({ ...filters, showArchived })}
        />
        <Label htmlFor="vehicle-show-archived">Show archived vehicles</Label>
      </div>
    </div>
  );
}
