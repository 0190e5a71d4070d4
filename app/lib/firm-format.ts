import { languageInfo, type Language } from "#i18n/languages.ts";
import { weekdays } from "#domain/site/firm-contact.ts";
import type { FirmOfficeHours } from "#domain/site/firm-profile.ts";
import type { Locale } from "#i18n/locales/index.ts";
import { interpolate } from "#i18n/translate.ts";
import type { AddressView } from "./firm.ts";

/** The firm's address and office hours in words (Contact, the privacy notice). */

type AddressCopy = Locale["common"]["firm"]["address"];

/**
 * The address as lines: street, colonia and alcaldía, postal code and city, country.
 * Parts the profile lacks are left out; with no street the city and country alone.
 */
export function addressLines(address: AddressView, copy: AddressCopy): string[] {
  const lines: string[] = [];
  if (address.street) lines.push(address.street);
  const area = [
    address.neighborhood ? interpolate(copy.neighborhood, { neighborhood: address.neighborhood }) : undefined,
    address.municipality,
  ].filter(Boolean);
  if (area.length > 0) lines.push(area.join(", "));
  const place = [address.city, address.state && address.state !== address.city ? address.state : undefined]
    .filter(Boolean)
    .join(", ");
  if (address.postalCode) {
    lines.push(
      interpolate(place ? copy.postalCity : copy.postalCode, { postalCode: address.postalCode, city: place }),
    );
  } else if (place) {
    lines.push(place);
  }
  lines.push(copy.country);
  return lines;
}

/** The address in one line (the privacy notice's domicilio). */
export function addressText(address: AddressView, copy: AddressCopy): string {
  return addressLines(address, copy).join(", ");
}

type HoursCopy = Locale["common"]["firm"]["hours"];

function dayName(day: (typeof weekdays)[number], lang: Language): string {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, 1 + weekdays.indexOf(day)));
  return new Intl.DateTimeFormat(languageInfo(lang).documentLang, {
    weekday: "long",
    timeZone: "UTC",
  }).format(date);
}

function clock(time: string, lang: Language): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Intl.DateTimeFormat(languageInfo(lang).documentLang, {
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZone: "UTC",
  })
    .format(new Date(Date.UTC(2024, 0, 1, hours, minutes)))
    .replace(/\u202f|\u00a0/g, " ");
}

/** Office hours in words: "lunes a viernes, de 9:00 a.m. a 6:00 p.m." (consecutive days as a range). */
export function officeHoursText(hours: FirmOfficeHours, lang: Language, copy: HoursCopy): string {
  const sorted = [...hours.days].sort((a, b) => weekdays.indexOf(a) - weekdays.indexOf(b));
  const consecutive = sorted.every(
    (day, i) => i === 0 || weekdays.indexOf(day) === weekdays.indexOf(sorted[i - 1]!) + 1,
  );
  const names = sorted.map((day) => dayName(day, lang));
  const days =
    consecutive && names.length > 2
      ? interpolate(copy.range, { first: names[0]!, last: names.at(-1)! })
      : names.join(", ");
  return interpolate(copy.line, { days, opens: clock(hours.opens, lang), closes: clock(hours.closes, lang) });
}
