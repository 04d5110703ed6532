import { describe, expect, it } from "vitest";
import {
  filterVehicles,
  NO_FILTERS,
  type AdminVehicleFilters as VehicleFilters,
} from "../../src/client/features/admin/filter-vehicles";

const vehicles = [
  { id: 1, make: "Toyota", model: "RAV4", year: 2021, companyId: 1, isArchived: false },
  { id: 2, make: "Suzuki", model: "Jimny", year: 2019, companyId: 2, isArchived: false },
  { id: 3, make: "Nissan", model: "Navara", year: 2020, companyId: 2, isArchived: true },
  { id: 4, make: "Honda", model: "Fit 2020 Edition", year: 2018, companyId: 1, isArchived: false },
];

describe("filterVehicles (Admin Vehicles search, company filter and archived toggle)", () => {
  it.each<[string, Partial<VehicleFilters>, number[]]>([
    ["no filters hide archived vehicles", {}, [1, 2, 4]],
    ["show archived includes them", { showArchived: true }, [1, 2, 3, 4]],
    ["make, ignoring case", { search: "toyOTA" }, [1]],
    ["model, part of a word", { search: "imn" }, [2]],
    ["year", { search: "2019" }, [2]],
    ["a year also matches a model containing it", { search: "2020" }, [4]],
    ["year of an archived vehicle when shown", { search: "2020", showArchived: true }, [3, 4]],
    ["one company", { companyId: 2 }, [2]],
    ["one company with archived", { companyId: 2, showArchived: true }, [2, 3]],
    ["surrounding spaces are ignored", { search: "  fit " }, [4]],
    ["nothing matches", { search: "Ferrari" }, []],
  ])("%s", (_name, filters, ids) => {
    expect(filterVehicles(vehicles, { ...NO_FILTERS, ...filters }).map((v) => v.id)).toEqual(ids);
  });
});
