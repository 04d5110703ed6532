/** 'Delete Permanently': what goes with a deleted vehicle. */
export function VehicleDeletionList() {
  return (
    <ul className="list-disc space-y-1 pl-5">
      <li>All booking records</li>
      <li>All customer reviews</li>
      <li>All unavailability periods</li>
      <li>All images and details</li>
    </ul>
  );
}
