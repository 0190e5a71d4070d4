import { about } from "./about.ts";
import { bookedCall } from "./booked-call.ts";
import { booking } from "./booking.ts";
import { contact } from "./contact.ts";
import { funds } from "./funds.ts";
import { home } from "./home.ts";
import { notFound } from "./not-found.ts";
import { ourName } from "./our-name.ts";
import { privacy } from "./privacy.ts";
import { quiz } from "./quiz.ts";
import { serviceDetail, serviceDetails } from "./service-details/index.ts";
import { services } from "./services.ts";
import { solutions } from "./solutions.ts";

/**
 * The `pages` namespace: long page copy, one module per page. Every screen's
 * object has its `h1`; the seven service pages share one shape (ServiceCopy).
 * Spanish is the source of the key set; English must match it.
 */
export const pages = {
  home,
  solutions,
  funds,
  services,
  ...serviceDetails,
  serviceDetail,
  about,
  ourName,
  contact,
  quiz,
  privacy,
  booking,
  bookedCall,
  notFound,
};

export type PagesResources = typeof pages;
