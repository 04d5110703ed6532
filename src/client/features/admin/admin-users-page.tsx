import { PlaceholderPage } from "../../components/placeholder-page";

export default function AdminUsersPage() {
  return <PlaceholderPage title="Manage Users" />;
}
