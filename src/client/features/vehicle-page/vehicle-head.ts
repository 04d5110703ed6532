import { companyPlace } from "../../../domain/company-contact";
import type { PublicCompany } from "../../../domain/contracts/companies";
import type { VehicleDetail } from "../../../domain/contracts/vehicles";
import type { Language } from "../../../domain/i18n/languages";
import type { Translate } from "../../../domain/i18n/translate";
import { imageVariantUrl } from "../../../domain/images";
import { formatMoney } from "../../../domain/money";
import { optionLabel } from "../../../domain/option-labels";
import type { PageHead } from "../../../domain/page-head";
import { vehicleName } from "../../../domain/vehicle-name";
import type { HeadContext } from "../../lib/page-route";
import { paths } from "../../lib/paths";
import { pagePicture } from "../../lib/site-head";

export interface VehiclePageData {
  vehicle: VehicleDetail;
  company: PublicCompany;
}

/** "Toyota RAV4 2021": the page's `<h1>` and the start of its title. */
export const vehicleTitle = (vehicle: VehicleDetail) => `${vehicleName(vehicle)} ${vehicle.year}`;

/** What a shared link says under the picture: price a day, seats, 4x4, gearbox, who rents it where. */
function describeVehicle({ vehicle, company }: VehiclePageData, t: Translate, language: Language): string {
  const place = companyPlace(company);
  const facts = [
    t("{{price}} a day", { price: formatMoney(vehicle.dailyPrice, { from: vehicle.currency, language }) }),
    t("{{count}} seats", { count: vehicle.seats }),
    ...(vehicle.is4x4 ? ["4x4"] : []),
    t(optionLabel(vehicle.transmission)),
  ];
  const from = place
    ? t("From {{company}} in {{place}}, Dominica.", { company: company.name, place })
    : t("From {{company}} in Dominica.", { company: company.name });
  return `${facts.join(" · ")}. ${from} ${t("Book by WhatsApp.")}`;
}

/**
 * A vehicle page previews the car where its link is shared (WhatsApp, Facebook, search results)
 * without our JavaScript: the cover's 1200×630 crop, name, price; and a schema.org Car with its Offer.
 */
export function vehicleHead({ data, language, t, origin }: HeadContext<VehiclePageData>): PageHead {
  const { vehicle, company } = data;
  const url = `${origin}${paths.vehicle(vehicle.id)}`;
  const name = vehicleTitle(vehicle);
  const title = `${t("{{vehicle}} for rent in Dominica", { vehicle: name })} | ${company.name}`;
  const description = describeVehicle(data, t, language);
  const absolute = (address: string) => new URL(address, origin).toString();
  const pictures = vehicle.images.length ? vehicle.images.map((photo) => photo.url) : [vehicle.image ?? ""];
  const photos = pictures.filter(Boolean).map((picture) => absolute(imageVariantUrl(picture, "full")));
  // The cover's 1200×630 crop; a picture elsewhere (an https URL) is shared as it is.
  const image = pagePicture(vehicle.image, origin);
  const price = vehicle.dailyPrice.toFixed(2);
  return {
    title,
    description,
    url,
    image,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Car",
      "@id": url,
      name,
      url,
      description,
      ...(photos.length && { image: photos }),
      brand: { "@type": "Brand", name: vehicle.make },
      model: vehicle.model,
      vehicleModelDate: String(vehicle.year),
      bodyType: optionLabel(vehicle.type),
      fuelType: optionLabel(vehicle.fuelType),
      vehicleTransmission: optionLabel(vehicle.transmission),
      numberOfDoors: vehicle.doors,
      seatingCapacity: vehicle.seats,
      ...(vehicle.is4x4 && { driveWheelConfiguration: "https://schema.org/FourWheelDriveConfiguration" }),
      offers: {
        "@type": "Offer",
        url,
        price,
        priceCurrency: vehicle.currency,
        // Rented out, not sold (GoodRelations' business function, as schema.org advises).
        businessFunction: "http://purl.org/goodrelations/v1#LeaseOut",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price,
          priceCurrency: vehicle.currency,
          unitCode: "DAY",
          referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "DAY" },
        },
        availability: "https://schema.org/InStock",
        seller: {
          "@type": "AutoRental",
          name: company.name,
          ...(company.isLandingPageEnabled && { url: `${origin}${paths.company(company.id)}` }),
          telephone: company.phone,
        },
      },
    },
  };
}

/** An address naming no listed vehicle. */
export const missingVehicleHead = (t: Translate): PageHead => ({
  title: t("Vehicle Not Found in Dominica"),
  noindex: true,
});
