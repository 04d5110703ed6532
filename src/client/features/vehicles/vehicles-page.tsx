import { PlaceholderPage } from "../../components/placeholder-page";

export default function VehiclesPage() {
  return <PlaceholderPage title="Available Vehicles" />;
}
