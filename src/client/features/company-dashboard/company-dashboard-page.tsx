import { PlaceholderPage } from "../../components/placeholder-page";

export default function CompanyDashboardPage() {
  return <PlaceholderPage title="Company Dashboard" />;
}
