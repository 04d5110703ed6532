import { HomeHeader } from "./home-header";

export function HomePage() {
  return (
    <>
      <HomeHeader />
      <main className="mx-auto max-w-7xl px-4 py-16">
        <h1 className="text-4xl font-bold">Premium Car Rentals in Dominica</h1>
      </main>
    </>
  );
}
