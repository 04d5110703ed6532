import { PlaceholderPage } from "../../components/placeholder-page";

export default function AdminVehiclesPage() {
  return <PlaceholderPage title="Admin Vehicles" />;
}
