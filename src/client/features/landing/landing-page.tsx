import { PlaceholderPage } from "../../components/placeholder-page";

export default function LandingPage() {
  return <PlaceholderPage title="Company" />;
}
