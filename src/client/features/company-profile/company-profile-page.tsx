import { PlaceholderPage } from "../../components/placeholder-page";

export default function CompanyProfilePage() {
  return <PlaceholderPage title="Company Profile" />;
}
