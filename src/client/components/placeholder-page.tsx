/** A heading for screens whose issue has not landed yet. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <main className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">{title}</h1>
    </main>
  );
}
