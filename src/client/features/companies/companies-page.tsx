import { PlaceholderPage } from "../../components/placeholder-page";

export default function CompaniesPage() {
  return <PlaceholderPage title="Our Car Rental Partners" />;
}
