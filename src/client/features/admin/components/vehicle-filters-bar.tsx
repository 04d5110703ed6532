import { Label } from "../../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { Switch } from "../../../components/ui/switch";
import { useI18n } from "../../../lib/i18n";
import type { AdminVehicleFilters } from "../filter-vehicles";
import { SearchField } from "./search-field";

export function VehicleFiltersBar({
  filters,
  companies,
  onChange,
}: {
  filters: AdminVehicleFilters;
  /** The companies one may filter by: the non-archived ones. */
  companies: { id: number; name: string }[];
  onChange: (filters: AdminVehicleFilters) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-end">
      <SearchField
        id="vehicle-search"
        label={t("Search vehicles")}
        placeholder={t("Make, model or year")}
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search })}
        className="md:w-80"
      />
      <div className="space-y-1.5 md:w-64">
        <Label htmlFor="vehicle-company">{t("Company")}</Label>
        <Select
          value={String(filters.companyId)}
          onValueChange={(value) => onChange({ ...filters, companyId: value === "all" ? "all" : Number(value) })}
        >
          <SelectTrigger id="vehicle-company">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t("All Companies")}</SelectItem>
            {companies.map((company) => (
              <SelectItem key={company.id} value={String(company.id)} translate="no">
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
        <Label htmlFor="vehicle-show-archived">{t("Show archived vehicles")}</Label>
      </div>
    </div>
  );
}
