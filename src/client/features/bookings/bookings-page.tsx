import { PlaceholderPage } from "../../components/placeholder-page";

export default function BookingsPage() {
  return <PlaceholderPage title="My Bookings" />;
}
