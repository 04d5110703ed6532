import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { GALLERY_FULL, GALLERY_MAX_PHOTOS } from "../../src/domain/images";
import { images, listedVehicles, vehicleImages, vehicles } from "../../src/server/db/schema";
import { ORDER_NOT_THE_GALLERY, URL_BESIDE_PHOTOS } from "../../src/server/vehicles/gallery";
import { createCompany, createUser, createVehicle } from "../helpers/factories";
import { validVehicleInput } from "../helpers/fixtures";
import { type Actor, login, ownerOrAdminMatrix, setUpActors, setUpTestApp } from "../helpers/test-app";

const t = setUpTestApp();
const actors = setUpActors(t);

const headersOf = (actor: Actor) => (actor === "anonymous" ? {} : { cookie: actors[actor].cookie });
const ownVehicle = () => createVehicle(t.db, { companyId: actors.own.company.id });

/** A small PNG of one colour as a data URL: quick to process, and each colour a different photo. */
async function photo(red = 200, width = 96, height = 64) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: red, g: 60, b: 40 } } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${bytes.toString("base64")}`;
}

const upload = async (actor: Actor, vehicleId: number | string, payload?: object) =>
  t.app.inject({
    method: "POST",
    url: `/api/vehicles/${vehicleId}/images`,
    headers: headersOf(actor),
    payload: payload ?? { image: await photo() },
  });
const remove = (actor: Actor, vehicleId: number | string, imageId: number | string) =>
  t.app.inject({ method: "DELETE", url: `/api/vehicles/${vehicleId}/images/${imageId}`, headers: headersOf(actor) });
const order = (actor: Actor, vehicleId: number | string, payload: unknown) =>
  t.app.inject({
    method: "PUT",
    url: `/api/vehicles/${vehicleId}/images/order`,
    headers: headersOf(actor),
    payload: payload as object,
  });
const get = (actor: Actor, vehicleId: number | string) =>
  t.app.inject({ url: `/api/vehicles/${vehicleId}`, headers: headersOf(actor) });

type Detail = { id: number; image: string | null; images: { id: number; url: string }[] };

/** A vehicle of the own company with `count` photos uploaded through the API; their ids in order. */
async function vehicleWithPhotos(count: number) {
  const vehicle = await ownVehicle();
  let ids: number[] = [];
  for (let n = 0; n < count; n++) {
    const response = await upload("own", vehicle.id, { image: await photo(20 * n) });
    expect(response.statusCode, response.body).toBe(201);
    ids = response.json<Detail>().images.map((image) => image.id);
  }
  return { vehicle, ids };
}

/** What the database holds: the gallery in order and the vehicle's own picture columns. */
async function stored(vehicleId: number) {
  const gallery = await t.db
    .select({ imageId: vehicleImages.imageId, position: vehicleImages.position })
    .from(vehicleImages)
    .where(eq(vehicleImages.vehicleId, vehicleId))
    .orderBy(asc(vehicleImages.position));
  const [row] = await t.db
    .select({ image: vehicles.image, imageId: vehicles.imageId })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId));
  const [listed] = await t.db
    .select({ image: listedVehicles.image })
    .from(listedVehicles)
    .where(eq(listedVehicles.vehicleId, vehicleId));
  return { ids: gallery.map((g) => g.imageId), positions: gallery.map((g) => g.position), ...row, listed };
}

/** The cover is the vehicle's picture, in its row and in the listing table, in the same transaction. */
async function expectCover(vehicleId: number, imageId: number | null) {
  const now = await stored(vehicleId);
  const url = imageId === null ? null : `/api/images/${imageId}`;
  expect(now).toMatchObject({ image: url, imageId });
  if (now.listed) expect(now.listed.image).toBe(url);
  expect(now.positions).toEqual(now.ids.map((_, index) => index));
}

const imageExists = async (id: number) =>
  (await t.db.select({ id: images.id }).from(images).where(eq(images.id, id))).length === 1;

describe("POST /api/vehicles/:id/images", () => {
  it("adds photos in order, the first the cover, each with its size and dominant colour", async () => {
    const vehicle = await ownVehicle();
    const first = await upload("own", vehicle.id, { image: await photo(200, 300, 200) });
    expect(first.statusCode).toBe(201);
    const [cover] = first.json<Detail>().images;
    expect(first.json()).toMatchObject({
      id: vehicle.id,
      image: cover?.url,
      images: [{ id: cover?.id, url: `/api/images/${cover?.id}`, width: 300, height: 200 }],
    });
    // The dominant colour: red 200 of the picture, within sharp's histogram bin.
    const color: string = first.json().images[0].color;
    expect(color).toMatch(/^#[0-9a-f]{6}$/);
    expect(Math.abs(Number.parseInt(color.slice(1, 3), 16) - 200)).toBeLessThanOrEqual(8);
    expect(first.json()).not.toHaveProperty("insuranceExpiryDate");
    await expectCover(vehicle.id, cover?.id ?? 0);

    const second = await upload("own", vehicle.id, { image: await photo(10) });
    expect(second.statusCode).toBe(201);
    const ids = second.json<Detail>().images.map((image) => image.id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(cover?.id);
    await expectCover(vehicle.id, cover?.id ?? 0);
  });

  it("serves every variant as WebP, kept for a year: 200, 480, 800 and 1600 px wide (never enlarged) and the 1200×630 crop", async () => {
    const vehicle = await ownVehicle();
    const response = await upload("own", vehicle.id, { image: await photo(90, 2000, 1000) });
    const { url, id } = response.json<Detail>().images[0] ?? { url: "", id: 0 };
    const madeOf = async () =>
      (await t.db.select({ share: images.share, mini: images.mini }).from(images).where(eq(images.id, id)))[0];
    expect(await madeOf()).toEqual({ share: null, mini: null });
    const sizes: [string, number, number][] = [
      [url, 1600, 800],
      [`${url}?variant=medium`, 800, 400],
      [`${url}?variant=thumb`, 480, 240],
      [`${url}?variant=share`, 1200, 630],
      [`${url}?variant=mini`, 200, 100],
    ];
    const etags = new Set<string>();
    for (const [address, width, height] of sizes) {
      const served = await t.app.inject({ url: address });
      expect(served.statusCode, address).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      etags.add(String(served.headers.etag));
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "webp", width, height });
    }
    expect(etags.size).toBe(5);
    // The share crop and the 200 px width were made on their first request, and are served as
    // stored from then on.
    const made = await madeOf();
    for (const variant of ["share", "mini"] as const) {
      expect(made?.[variant], variant).not.toBeNull();
      const again = await t.app.inject({ url: `${url}?variant=${variant}` });
      expect(Buffer.compare(again.rawPayload, Buffer.from(made?.[variant] ?? [])), variant).toBe(0);
    }
    const small = await upload("own", vehicle.id, { image: await photo(90, 300, 200) });
    const smallUrl = small.json<Detail>().images[1]?.url;
    const medium = await t.app.inject({ url: `${smallUrl}?variant=medium` });
    expect(await sharp(medium.rawPayload).metadata()).toMatchObject({ width: 300, height: 200 });
    const share = await t.app.inject({ url: `${smallUrl}?variant=share` });
    expect(await sharp(share.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
    const tiny = await upload("own", vehicle.id, { image: await photo(90, 150, 100) });
    const mini = await t.app.inject({ url: `${tiny.json<Detail>().images[2]?.url}?variant=mini` });
    expect(await sharp(mini.rawPayload).metadata()).toMatchObject({ width: 150, height: 100 });
  });

  it(`refuses a photo beyond ${GALLERY_MAX_PHOTOS} with 409, storing nothing`, async () => {
    const { vehicle, ids } = await vehicleWithPhotos(GALLERY_MAX_PHOTOS);
    expect(ids).toHaveLength(GALLERY_MAX_PHOTOS);
    const before = await t.db.select({ id: images.id }).from(images);
    const response = await upload("own", vehicle.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(GALLERY_FULL);
    expect(await t.db.select({ id: images.id }).from(images)).toHaveLength(before.length);
    expect((await stored(vehicle.id)).ids).toEqual(ids);
  });

  it("lets only one of two uploads at once take the last place", async () => {
    const { vehicle } = await vehicleWithPhotos(GALLERY_MAX_PHOTOS - 1);
    const [one, two] = await Promise.all([upload("own", vehicle.id), upload("admin", vehicle.id)]);
    expect([one?.statusCode, two?.statusCode].sort()).toEqual([201, 409]);
    const now = await stored(vehicle.id);
    expect(now.ids).toHaveLength(GALLERY_MAX_PHOTOS);
    await expectCover(vehicle.id, now.ids[0] ?? 0);
  });

  it("takes the first photo as the picture of a vehicle shown by an https URL", async () => {
    const vehicle = await createVehicle(t.db, {
      companyId: actors.own.company.id,
      image: "https://example.com/jimny.jpg",
    });
    const response = await upload("own", vehicle.id);
    await expectCover(vehicle.id, response.json<Detail>().images[0]?.id ?? 0);
  });

  const invalidCases: [string, unknown, number, string, string][] = [
    ["no image", {}, 400, "image", "Image is required"],
    ["an empty image", { image: " " }, 400, "image", "Image is required"],
    ["a number", { image: 7 }, 400, "image", "Image is required"],
    ["an https URL", { image: "https://example.com/car.jpg" }, 400, "image", "The image must be a base64 data URL"],
    [
      "bytes that are no image",
      { image: `data:image/png;base64,${Buffer.from("not a picture").toString("base64")}` },
      400,
      "image",
      "The file is not a valid image",
    ],
    [
      "more than 5 MB",
      { image: `data:image/png;base64,${Buffer.alloc(5 * 1024 * 1024 + 1).toString("base64")}` },
      413,
      "image",
      "Image must be at most 5MB",
    ],
  ];
  it.each(invalidCases)(
    "refuses %s (%i, naming %s), storing nothing",
    async (_name, payload, status, field, message) => {
      const vehicle = await ownVehicle();
      const before = await t.db.select({ id: images.id }).from(images);
      const response = await upload("own", vehicle.id, payload as object);
      expect(response.statusCode).toBe(status);
      expect(response.json().errors).toContainEqual({ field, message });
      expect(await t.db.select({ id: images.id }).from(images)).toHaveLength(before.length);
    },
  );

  it.each([
    ["abc", "Vehicle ID must be a number"],
    ["0", "Vehicle ID must be a positive number"],
    ["2147483648", "Vehicle ID is out of range"],
  ])("refuses the vehicle id %s with 400 naming id", async (id, message) => {
    const response = await upload("own", id);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field: "id", message });
  });

  it("answers 404 for a vehicle that does not exist", async () => {
    const response = await upload("admin", 999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Vehicle ID 999999 not found");
  });

  it.each(ownerOrAdminMatrix(201))("as %s answers %i", async (_name, actor, status) => {
    const vehicle = await ownVehicle();
    const response = await upload(actor, vehicle.id);
    expect(response.statusCode).toBe(status);
    expect((await stored(vehicle.id)).ids).toHaveLength(status === 201 ? 1 : 0);
    if (status === 404) expect(response.json().message).toBe(`Vehicle ID ${vehicle.id} not found`);
  });

  it("refuses a user without a company (403) and lets a company awaiting approval set up its photos", async () => {
    const renter = await createUser(t.db, { role: "renter", isActive: true });
    const vehicle = await ownVehicle();
    const refused = await t.app.inject({
      method: "POST",
      url: `/api/vehicles/${vehicle.id}/images`,
      headers: { cookie: await login(t.app, renter.username, renter.password) },
      payload: { image: await photo() },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Company ID not found");

    const waiting = await createCompany(t.db, { user: { isActive: false } });
    const waitingVehicle = await createVehicle(t.db, { companyId: waiting.company.id });
    const added = await t.app.inject({
      method: "POST",
      url: `/api/vehicles/${waitingVehicle.id}/images`,
      headers: { cookie: await login(t.app, waiting.user.username, waiting.user.password) },
      payload: { image: await photo() },
    });
    expect(added.statusCode).toBe(201);
  });
});

describe("DELETE /api/vehicles/:id/images/:imageId", () => {
  it("removes a photo, keeping the others' order and the cover, and its stored image", async () => {
    const { vehicle, ids } = await vehicleWithPhotos(3);
    const [a, b, c] = ids as [number, number, number];
    const response = await remove("own", vehicle.id, b);
    expect(response.statusCode).toBe(200);
    expect(response.json<Detail>().images.map((image) => image.id)).toEqual([a, c]);
    await expectCover(vehicle.id, a);
    expect(await imageExists(b)).toBe(false);
    expect((await t.app.inject({ url: `/api/images/${b}` })).statusCode).toBe(404);
  });

  it("makes the next photo the cover when the cover goes, and leaves no picture after the last", async () => {
    const { vehicle, ids } = await vehicleWithPhotos(2);
    const [a, b] = ids as [number, number];
    const first = await remove("own", vehicle.id, a);
    expect(first.json()).toMatchObject({ image: `/api/images/${b}`, images: [{ id: b }] });
    await expectCover(vehicle.id, b);
    const last = await remove("own", vehicle.id, b);
    expect(last.statusCode).toBe(200);
    expect(last.json()).toMatchObject({ image: null, images: [] });
    await expectCover(vehicle.id, null);
    expect(await imageExists(a)).toBe(false);
    expect(await imageExists(b)).toBe(false);
  });

  it("answers 404 for a photo the vehicle does not have, another vehicle's included, removing nothing", async () => {
    const { vehicle, ids } = await vehicleWithPhotos(1);
    const other = await vehicleWithPhotos(1);
    for (const imageId of [other.ids[0] ?? 0, 999_999]) {
      const response = await remove("own", vehicle.id, imageId);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`Image ID ${imageId} not found`);
    }
    expect((await stored(vehicle.id)).ids).toEqual(ids);
    expect((await stored(other.vehicle.id)).ids).toEqual(other.ids);
  });

  it.each([
    ["abc", "imageId", "Image ID must be a number"],
    ["-1", "imageId", "Image ID must be a positive number"],
    ["99999999999", "imageId", "Image ID is out of range"],
  ])("refuses the image id %s with 400 naming %s", async (imageId, field, message) => {
    const vehicle = await ownVehicle();
    const response = await remove("own", vehicle.id, imageId);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });

  it.each(ownerOrAdminMatrix(200))("as %s answers %i", async (_name, actor, status) => {
    const { vehicle, ids } = await vehicleWithPhotos(1);
    const response = await remove(actor, vehicle.id, ids[0] ?? 0);
    expect(response.statusCode).toBe(status);
    expect((await stored(vehicle.id)).ids).toHaveLength(status === 200 ? 0 : 1);
  });
});

describe("PUT /api/vehicles/:id/images/order", () => {
  it("puts the photos in the order given; the first becomes the cover everywhere", async () => {
    const { vehicle, ids } = await vehicleWithPhotos(3);
    const [a, b, c] = ids as [number, number, number];
    const response = await order("own", vehicle.id, { ids: [c, a, b] });
    expect(response.statusCode).toBe(200);
    expect(response.json<Detail>().images.map((image) => image.id)).toEqual([c, a, b]);
    expect(response.json().image).toBe(`/api/images/${c}`);
    await expectCover(vehicle.id, c);
    expect((await stored(vehicle.id)).ids).toEqual([c, a, b]);
    // The public search shows the new cover at once.
    const search = await t.app.inject({ url: "/api/vehicles?pageSize=60" });
    const listed = search.json<{ id: number; image: string }[]>().find((v) => v.id === vehicle.id);
    expect(listed?.image).toBe(`/api/images/${c}`);
  });

  it("keeps the cover when only the others move", async () => {
    const { vehicle, ids } = await vehicleWithPhotos(3);
    const [a, b, c] = ids as [number, number, number];
    expect((await order("own", vehicle.id, { ids: [a, c, b] })).statusCode).toBe(200);
    await expectCover(vehicle.id, a);
    expect((await stored(vehicle.id)).ids).toEqual([a, c, b]);
  });

  it("refuses ids that are not exactly the vehicle's photos with 400 naming ids, changing nothing", async () => {
    const { vehicle, ids } = await vehicleWithPhotos(3);
    const other = await vehicleWithPhotos(1);
    const [a, b, c] = ids as [number, number, number];
    const cases: [unknown, string][] = [
      [{ ids: [a, b] }, ORDER_NOT_THE_GALLERY],
      [{ ids: [a, b, other.ids[0]] }, ORDER_NOT_THE_GALLERY],
      [{ ids: [a, b, c, other.ids[0]] }, ORDER_NOT_THE_GALLERY],
      [{ ids: [a, b, b] }, "ids must not list a photo twice"],
      [{ ids: [] }, "ids must list the vehicle's photos"],
      [{ ids: Array.from({ length: 13 }, (_, n) => n + 1) }, `ids must list at most ${GALLERY_MAX_PHOTOS} photos`],
      [{ ids: "1,2,3" }, "ids must be a list of image ids"],
      [{}, "ids must be a list of image ids"],
    ];
    for (const [payload, message] of cases) {
      const response = await order("own", vehicle.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)[0]).toBe("ids");
      expect(response.json().message, JSON.stringify(payload)).toBe(message);
    }
    for (const [bad, message] of [
      ["abc", "Image ID must be a number"],
      [0, "Image ID must be a positive number"],
      [2 ** 31, "Image ID is out of range"],
    ] as const) {
      const response = await order("own", vehicle.id, { ids: [a, b, bad] });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ field: "ids.2", message });
    }
    expect((await stored(vehicle.id)).ids).toEqual(ids);
  });

  it("refuses an order for a vehicle without photos", async () => {
    const vehicle = await ownVehicle();
    const response = await order("own", vehicle.id, { ids: [1] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ORDER_NOT_THE_GALLERY);
  });

  it.each(ownerOrAdminMatrix(200))("as %s answers %i", async (_name, actor, status) => {
    const { vehicle, ids } = await vehicleWithPhotos(2);
    const response = await order(actor, vehicle.id, { ids: [...ids].reverse() });
    expect(response.statusCode).toBe(status);
    expect((await stored(vehicle.id)).ids).toEqual(status === 200 ? [...ids].reverse() : ids);
  });
});

describe("the cover's colour in every vehicle answer", () => {
  type Answer = { id: number; image: string | null; imageColor: string | null };
  /** The vehicle as each list answers it: the search, its company's public fleet, its own fleet, the admins'. */
  async function answers(vehicleId: number) {
    const lists = [
      await t.app.inject({ url: "/api/vehicles?pageSize=60&sort=newest" }),
      await t.app.inject({ url: `/api/companies/${actors.own.company.id}/vehicles` }),
      await t.app.inject({ url: "/api/company/vehicles", headers: headersOf("own") }),
      await t.app.inject({ url: "/api/admin/vehicles", headers: headersOf("admin") }),
    ];
    return lists.map((list) => {
      expect(list.statusCode, list.body).toBe(200);
      return list.json<Answer[]>().find((vehicle) => vehicle.id === vehicleId);
    });
  }

  it("answers the cover's dominant colour beside its picture, and follows a new cover", async () => {
    const { vehicle } = await vehicleWithPhotos(2);
    type Photo = { id: number; color: string };
    const gallery = (await get("own", vehicle.id)).json<{ imageColor: string; images: [Photo, Photo] }>();
    const [cover, next] = gallery.images;
    expect(cover.color).not.toBe(next.color);
    expect(gallery).toMatchObject({ imageColor: cover.color });
    for (const answer of await answers(vehicle.id)) {
      expect(answer).toMatchObject({ image: `/api/images/${cover.id}`, imageColor: cover.color });
    }

    expect((await order("own", vehicle.id, { ids: [next.id, cover.id] })).statusCode).toBe(200);
    for (const answer of await answers(vehicle.id)) {
      expect(answer).toMatchObject({ image: `/api/images/${next.id}`, imageColor: next.color });
    }
    // A colour computed after the picture was stored (completeImageVariants) reaches the cached lists.
    await t.db.update(images).set({ color: "#0a0b0c" }).where(eq(images.id, next.id));
    await t.app.catalogue.version.settle();
    for (const answer of await answers(vehicle.id)) expect(answer?.imageColor).toBe("#0a0b0c");
  });

  it("answers null without a picture and for an https one", async () => {
    const bare = await ownVehicle();
    const linked = await createVehicle(t.db, {
      companyId: actors.own.company.id,
      image: "https://example.com/jimny.jpg",
    });
    for (const vehicle of [bare, linked]) {
      for (const answer of await answers(vehicle.id)) {
        expect(answer).toMatchObject({ image: vehicle.image, imageColor: null });
      }
    }
  });
});

describe("GET /api/vehicles/:id", () => {
  it("answers a listed vehicle to anyone, as the search does, with its photos in order, from the cache", async () => {
    const { vehicle, ids } = await vehicleWithPhotos(2);
    const response = await get("anonymous", vehicle.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    const search = await t.app.inject({ url: "/api/vehicles?pageSize=60" });
    const listed = search.json<{ id: number }[]>().find((v) => v.id === vehicle.id);
    const { images: photos, ...fields } = response.json<Detail>();
    expect(fields).toEqual(listed);
    expect(photos.map((photo) => photo.id)).toEqual(ids);
    expect(Object.keys(photos[0] ?? {})).toEqual(["id", "url", "width", "height", "color"]);
    const again = await t.app.inject({
      url: `/api/vehicles/${vehicle.id}`,
      headers: { "if-none-match": String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // A gallery write empties the cached answer.
    await upload("own", vehicle.id);
    expect((await get("anonymous", vehicle.id)).json<Detail>().images).toHaveLength(3);
    // Logged-in visitors get the same answer.
    expect((await get("other", vehicle.id)).body).toBe((await get("anonymous", vehicle.id)).body);
  });

  it("answers a vehicle with no photos with an empty gallery", async () => {
    const vehicle = await ownVehicle();
    expect((await get("anonymous", vehicle.id)).json()).toMatchObject({ id: vehicle.id, image: null, images: [] });
  });

  const unlisted: [string, () => Promise<number>][] = [
    [
      "an archived vehicle",
      async () => (await createVehicle(t.db, { companyId: actors.own.company.id, isArchived: true })).id,
    ],
    [
      "a vehicle of a company awaiting approval",
      async () => {
        const waiting = await createCompany(t.db, { user: { isActive: false } });
        return (await createVehicle(t.db, { companyId: waiting.company.id })).id;
      },
    ],
  ];
  it.each(unlisted)("shows %s only to admins (and its company), privately; others hear 404", async (_name, make) => {
    const id = await make();
    for (const actor of ["anonymous", "other"] as const) {
      const response = await get(actor, id);
      expect(response.statusCode, actor).toBe(404);
      expect(response.json().message).toBe(`Vehicle ID ${id} not found`);
    }
    const admin = await get("admin", id);
    expect(admin.statusCode).toBe(200);
    expect(admin.headers["cache-control"]).toBe("private, no-store");
    expect(admin.json()).toMatchObject({ id, images: [] });
    expect(admin.json()).not.toHaveProperty("isArchived");
  });

  it("shows the company its own archived vehicle, with its photos", async () => {
    const { vehicle, ids } = await vehicleWithPhotos(1);
    await t.db.update(vehicles).set({ isArchived: true }).where(eq(vehicles.id, vehicle.id));
    expect((await get("anonymous", vehicle.id)).statusCode).toBe(404);
    const own = await get("own", vehicle.id);
    expect(own.statusCode).toBe(200);
    expect(own.json<Detail>().images.map((image) => image.id)).toEqual(ids);
    // Its photos stay private too, and a stranger's ask makes none of the variants made on request.
    for (const variant of ["", "?variant=share", "?variant=mini"]) {
      expect((await t.app.inject({ url: `/api/images/${ids[0]}${variant}` })).statusCode, variant).toBe(404);
    }
    const [made] = await t.db
      .select({ share: images.share, mini: images.mini })
      .from(images)
      .where(eq(images.id, ids[0] ?? 0));
    expect(made).toEqual({ share: null, mini: null });
    const ownMini = await t.app.inject({ url: `/api/images/${ids[0]}?variant=mini`, headers: headersOf("own") });
    expect(ownMini.statusCode).toBe(200);
    expect(ownMini.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
  });

  it.each([
    ["999999", 404, "Vehicle ID 999999 not found"],
    ["abc", 400, "Vehicle ID must be a number"],
    ["2147483648", 400, "Vehicle ID is out of range"],
  ])("answers %s with %i", async (id, status, message) => {
    const response = await get("admin", id);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });
});

describe("the vehicle form's one picture is the cover", () => {
  const patch = (vehicleId: number, image: string | null) =>
    t.app.inject({
      method: "PATCH",
      url: `/api/vehicles/${vehicleId}`,
      headers: { cookie: actors.own.cookie },
      payload: validVehicleInput({ image }),
    });

  it("replaces the cover with a new upload, keeping the other photos and removing the old cover's image", async () => {
    const { vehicle, ids } = await vehicleWithPhotos(3);
    const [a, b, c] = ids as [number, number, number];
    const response = await patch(vehicle.id, await photo(255));
    expect(response.statusCode).toBe(200);
    const now = await stored(vehicle.id);
    expect(now.ids.slice(1)).toEqual([b, c]);
    expect(now.ids[0]).not.toBe(a);
    await expectCover(vehicle.id, now.ids[0] ?? 0);
    expect(response.json().image).toBe(`/api/images/${now.ids[0]}`);
    expect(await imageExists(a)).toBe(false);
  });

  it("keeps everything when the form sends the cover back, and removes only the cover for none", async () => {
    const { vehicle, ids } = await vehicleWithPhotos(2);
    const [a, b] = ids as [number, number];
    expect((await patch(vehicle.id, `/api/images/${a}?variant=thumb`)).statusCode).toBe(200);
    expect((await stored(vehicle.id)).ids).toEqual([a, b]);
    expect((await patch(vehicle.id, null)).statusCode).toBe(200);
    await expectCover(vehicle.id, b);
    expect((await stored(vehicle.id)).ids).toEqual([b]);
  });

  it("lets an https URL replace a single photo but not stand beside several", async () => {
    const single = await vehicleWithPhotos(1);
    const replaced = await patch(single.vehicle.id, "https://example.com/jimny.jpg");
    expect(replaced.json().image).toBe("https://example.com/jimny.jpg");
    expect(await stored(single.vehicle.id)).toMatchObject({ ids: [], imageId: null });
    expect(await imageExists(single.ids[0] ?? 0)).toBe(false);

    const several = await vehicleWithPhotos(2);
    const refused = await patch(several.vehicle.id, "https://example.com/jimny.jpg");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual({ field: "image", message: URL_BESIDE_PHOTOS });
    expect((await stored(several.vehicle.id)).ids).toEqual(several.ids);
  });

  it("starts a new vehicle's gallery with the form's upload", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/vehicles",
      headers: { cookie: actors.own.cookie },
      payload: validVehicleInput({ image: await photo(30) }),
    });
    expect(response.statusCode).toBe(201);
    const { ids } = await stored(response.json().id);
    expect(ids).toHaveLength(1);
    await expectCover(response.json().id, ids[0] ?? 0);
  });

  it("deletes a vehicle with its photos' stored images", async () => {
    const { vehicle, ids } = await vehicleWithPhotos(3);
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/vehicles/${vehicle.id}`,
      headers: { cookie: actors.own.cookie },
    });
    expect(response.json().removed.images).toBe(3);
    for (const id of ids) expect(await imageExists(id)).toBe(false);
  });
});
