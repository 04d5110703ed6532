import type { ReactNode } from "react";

/** The frame of every admin screen: a heading, a line of context, then the content. */
export function AdminPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto w-full min-w-0 max-w-7xl space-y-6 px-4 py-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
      </header>
      {children}
    </main>
  );
}
