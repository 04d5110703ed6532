import { PlaceholderPage } from "../../components/placeholder-page";

export default function AdminCompaniesPage() {
  return <PlaceholderPage title="Admin Companies" />;
}
